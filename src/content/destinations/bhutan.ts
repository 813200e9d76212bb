import type { Destination } from '../types';

export const bhutanDestinations: readonly Destination[] = [
  {
    country: 'bhutan',
    slug: 'paro',
    name: 'Paro',
    tagline: "Where the Tiger's Nest clings to the cliffs",
    image: 'bhutanTigersNestParoTaktsang',
    description:
      "Bhutan's gateway valley is home to Taktsang, the Tiger's Nest monastery, clinging to a granite cliff high above the pines. Below lie the great Rinpung Dzong, the National Museum by the old Ta Dzong watchtower and Kyichu Lhakhang, one of the kingdom's oldest temples.",
    story:
      'Paro rewards time: cross the covered cantilever bridge to Rinpung Dzong, drive up to Chele La for views of Jomolhari on a clear morning, and wander the ruins of Drukgyel Dzong at the head of the valley. In spring the Paro Tsechu fills the dzong with masked dances, ending at dawn with the unfurling of a giant thongdrel. Amankora Paro sits in blue pine forest near Drukgyel Dzong, Uma by COMO Paro on a wooded hillside above town, and Six Senses Paro looks out over the valley from its own quiet terrace. March to May and September to November bring the clearest days.',
    highlights: [
      "The hike to Tiger's Nest monastery",
      'Rinpung Dzong and its covered cantilever bridge',
      'The National Museum and the Ta Dzong watchtower',
      'Kyichu Lhakhang, one of the oldest temples in Bhutan',
      'The ruins of Drukgyel Dzong',
      'Chele La pass and views of Jomolhari',
      'Masked dances at the Paro Tsechu in spring',
      'A hot stone bath in a farmhouse',
    ],
    bestTime: 'March to May and September to November',
    duration: '3-4 days',
    experiences: [
      {
        title: "Hike to Tiger's Nest",
        description:
          'Climb through pine forest hung with prayer flags to the teahouse viewpoint, then on to the monastery where Guru Rinpoche is said to have meditated. Set off early and the walk down becomes a long, contented lunch.',
        duration: '5-6 hours',
        image: 'bhutanTigersNestParoTaktsang',
      },
      {
        title: 'Farmhouse hot stone bath',
        description:
          'Soak in a wooden tub warmed by river stones heated in the fire and scented with artemisia leaves, a traditional Bhutanese remedy for tired legs. A home-cooked dinner of ema datshi and red rice follows.',
        duration: '3 hours',
        image: 'bhutan4',
      },
      {
        title: 'Rinpung Dzong and the National Museum',
        description:
          "Cross the cantilever bridge into the fortress-monastery's courtyards, then walk up to the National Museum beside the round Ta Dzong. Your guide explains the thangkas, masks and symbols you will meet throughout Bhutan.",
        duration: 'Half day',
        image: 'bhutan',
      },
      {
        title: 'Drive to Chele La',
        description:
          'Wind up through forest to the prayer-flag-strung pass between Paro and Haa, where Jomolhari and Jichu Drake appear on clear mornings. A short ridge walk adds primulas and rhododendrons in spring.',
        duration: 'Half day',
        image: 'bhutan7',
      },
    ],
    coordinates: { lat: 27.4311, lng: 89.4143 },
  },
  {
    country: 'bhutan',
    slug: 'thimphu',
    name: 'Thimphu',
    tagline: 'A Himalayan capital of dzongs, crafts and quiet ceremony',
    image: 'bhutan2',
    description:
      "Bhutan's capital is a small, gracious city where traffic is still directed by hand and tradition is lived every day. See Tashichho Dzong, seat of government and summer home of the central monk body, the golden Buddha Dordenma above the valley and the Memorial Chorten, circled by elders from dawn.",
    story:
      "At the National Institute for Zorig Chusum young artisans train in painting, carving and embroidery, and the Royal Textile Academy shows the kingdom's finest weaving. The Motithang Takin Preserve shelters the national animal, and the weekend Centenary Farmers' Market is a lively portrait of rural Bhutan. Taj Tashi stands in the heart of town in traditional style, while Amankora Thimphu, in pine forest on the city's northern edge, and Six Senses Thimphu, high on the hillside above the valley, offer forest calm. Spring and autumn bring clear skies, and the Thimphu Tsechu brings masked dances to the capital each autumn.",
    highlights: [
      'Tashichho Dzong and its evening flag ceremony',
      'The giant Buddha Dordenma',
      'The Memorial Chorten',
      'The National Institute for Zorig Chusum',
      'The Royal Textile Academy',
      'Motithang Takin Preserve',
      "The Centenary Farmers' Market",
    ],
    bestTime: 'March to May and September to November',
    duration: '2-3 days',
    experiences: [
      {
        title: 'Traditional arts at Zorig Chusum',
        description:
          'Watch students at the National Institute for Zorig Chusum learn the painting, woodcarving, sculpture and embroidery that adorn every dzong. Afterwards, a private session with a thangka painter shows how the sacred images are composed.',
        duration: '2 hours',
        image: 'bhutan4',
      },
      {
        title: 'Evening at Tashichho Dzong',
        description:
          'Enter the great whitewashed fortress as the offices close and the national flag is lowered in a quiet ceremony. The courtyards and soaring central tower are at their most serene in the late light.',
        duration: '2 hours',
        image: 'bhutan',
      },
      {
        title: 'Buddha Dordenma at Kuensel Phodrang',
        description:
          'Drive up to the giant gilded Buddha overlooking the southern valley, whose interior holds thousands of smaller Buddha images. Walk back down through the pine-scented nature park as the city lights come on.',
        duration: 'Half day',
        image: 'bhutan2',
      },
      {
        title: 'Weekend market and the takin',
        description:
          "Browse chillies, cheese, incense and handwoven cloth at the Centenary Farmers' Market, then cross the old cantilever footbridge to the handicraft stalls. Finish at Motithang to meet the takin, Bhutan's curious national animal.",
        duration: 'Half day',
        image: 'bhutan7',
      },
    ],
    coordinates: { lat: 27.4728, lng: 89.6393 },
  },
  {
    country: 'bhutan',
    slug: 'punakha',
    name: 'Punakha',
    tagline: 'The warm valley where two rivers meet',
    image: 'bhutan',
    description:
      'The old capital lies in a warm, fertile valley where the Pho Chhu and Mo Chhu meet beneath Punakha Dzong, often called the loveliest fortress in Bhutan. Rice terraces, orange orchards and Chimi Lhakhang, the temple of the Divine Madman, lie an easy walk away.',
    story:
      'The road from Thimphu crosses Dochula, where 108 chortens stand on the pass and the eastern Himalaya line the horizon on clear days. In the valley, walk up through the terraces to Khamsum Yulley Namgyal Chorten, cross the long suspension bridge over the Pho Chhu, or raft gently down the Mo Chhu beneath the dzong. Amankora Punakha is reached by its own suspension bridge across the Mo Chhu, while Uma by COMO Punakha and Six Senses Punakha look out over rice terraces and river. Spring is glorious, with purple jacaranda framing the dzong, and the valley stays mild right through the winter.',
    highlights: [
      'Punakha Dzong at the meeting of two rivers',
      'Chimi Lhakhang, temple of the Divine Madman',
      'Khamsum Yulley Namgyal Chorten',
      'Dochula pass and its 108 chortens',
      'The Punakha suspension bridge',
      'Gentle rafting on the Mo Chhu',
      'Sangchhen Dorji Lhuendrup Nunnery',
      'Jacaranda in bloom around the dzong in spring',
    ],
    bestTime: 'October to May',
    duration: '2-3 days',
    experiences: [
      {
        title: 'Punakha Dzong with a guide',
        description:
          'Enter across the cantilever bridge to explore the courtyards, the towering central utse and the gilded assembly hall. In spring the dzong is framed by jacaranda blossom, a favourite sight for Bhutanese and visitors alike.',
        duration: '2 hours',
        image: 'bhutan',
      },
      {
        title: 'Walk to Chimi Lhakhang',
        description:
          'Stroll through rice fields and the village of Sopsokha to the hilltop temple of Lama Drukpa Kunley, the Divine Madman. Couples come from across Bhutan to seek his blessing for a child.',
        duration: '2 hours',
        image: 'bhutan5',
      },
      {
        title: 'Rafting the Mo Chhu',
        description:
          'Float downstream over gentle rapids with experienced guides, passing forest, farmland and finally the walls of Punakha Dzong. It is a calm, joyful way to see the valley from a new angle.',
        duration: '2-3 hours',
        image: 'bhutan6',
      },
      {
        title: 'Hike to Khamsum Yulley Namgyal',
        description:
          'Cross the river and climb through terraced fields to this exquisite chorten, built at the wish of a Queen Mother to bring peace to the kingdom. Its rooftop looks straight up the Mo Chhu valley towards the high peaks.',
        duration: 'Half day',
        image: 'bhutan3',
      },
    ],
    coordinates: { lat: 27.5826, lng: 89.8631 },
  },
  {
    country: 'bhutan',
    slug: 'bumthang',
    name: 'Bumthang',
    tagline: "The sacred valleys of Bhutan's spiritual heartland",
    image: 'bhutan3',
    description:
      "Four wide valleys of buckwheat fields and pine forest make up Bumthang, the spiritual heartland of Bhutan. Jakar Dzong watches over the Chokhor valley, while Jambay Lhakhang, Kurjey Lhakhang and Tamshing Lhakhang hold some of the kingdom's oldest and most sacred shrines.",
    story:
      'Walk between the temples of the Chokhor valley, visit Mebar Tsho, the Burning Lake where the treasure revealer Pema Lingpa found sacred texts, and drive over the pass to the traditional village of Ura. Local producers make Swiss-style cheese, honey and Red Panda beer, and yathra weaving brightens the villages of Chumey. Amankora Bumthang stands beside the Wangdicholing Palace in Jakar, and Six Senses Bumthang sits in pine forest above the valley. It is a short flight from Paro or a long, scenic day by road from Punakha; come between March and May or September and November, when the Jambay Lhakhang Drup lights its famous fire blessing.',
    highlights: [
      'Jakar Dzong above the Chokhor valley',
      'Jambay Lhakhang',
      "Kurjey Lhakhang and Guru Rinpoche's body print",
      'The murals of Tamshing Lhakhang',
      'Mebar Tsho, the Burning Lake',
      'The village of Ura',
      'Yathra weaving in Chumey',
      'The Jambay Lhakhang Drup in autumn',
    ],
    bestTime: 'March to May and September to November',
    duration: '3-4 days',
    experiences: [
      {
        title: 'Temple walk in the Chokhor valley',
        description:
          'Follow a gentle trail from Jambay Lhakhang to Kurjey Lhakhang, where Guru Rinpoche left the imprint of his body in the rock, then cross the river to Tamshing. Each temple holds murals and relics tied to the greatest saints of Bhutan.',
        duration: 'Half day',
        image: 'bhutan5',
      },
      {
        title: 'Mebar Tsho, the Burning Lake',
        description:
          'Drive into the Tang valley to the gorge pool where Pema Lingpa is said to have dived holding a lit butter lamp and surfaced with treasure, the flame still burning. Pilgrims float lamps on the dark water to this day.',
        duration: 'Half day',
        image: 'bhutan6',
      },
      {
        title: 'A day in Ura',
        description:
          'Cross the Shertang La to walk the stone houses and cobbled lanes of Ura, a farming village set in a broad, high valley. A farmhouse lunch of buckwheat pancakes rounds off the morning.',
        duration: 'Full day',
        image: 'bhutan3',
      },
      {
        title: 'Cheese, honey and Red Panda beer',
        description:
          "Visit the small dairy and brewery in Jakar begun by a Swiss settler decades ago, tasting local cheeses, honey and Red Panda, a cloudy wheat beer. It is a delightful glimpse of Bumthang's unexpected Alpine side.",
        duration: '2 hours',
        image: 'bhutan4',
      },
    ],
    coordinates: { lat: 27.5494, lng: 90.7468 },
  },
];
