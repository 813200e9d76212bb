import type { Destination } from '../types';

export const nepalDestinations: readonly Destination[] = [
  {
    country: 'nepal',
    slug: 'kathmandu',
    name: 'Kathmandu Valley',
    tagline: 'Living temples, royal squares and the glow of butter lamps',
    image: 'kathmanduValleyTemples',
    description:
      'Three old royal cities share one bowl of green hills, their Durbar Squares crowded with carved pagodas and Newar courtyards. Circle the great white dome of Boudhanath with pilgrims at dusk, then climb to Swayambhunath for a view across the whole valley.',
    story:
      "Beyond Kathmandu Durbar Square and the Kumari Ghar, the valley rewards unhurried days: the gilded courtyards and Patan Museum in Patan, the five-tiered Nyatapola Temple in Bhaktapur, and the riverside ghats of Pashupatinath, where the evening aarti is sung beside the Bagmati. We base guests at Dwarika's Hotel, a labour of love built around carved windows and doorways rescued from the valley's old houses, where the Krishnarpan restaurant serves a slow Nepali banquet of many courses. Autumn and spring bring the clearest skies, when the Himalaya shows itself from the valley rim at Nagarkot.",
    highlights: [
      'Kathmandu Durbar Square and the Kumari Ghar',
      'Boudhanath Stupa at dusk',
      'Swayambhunath, the hilltop Monkey Temple',
      'Evening aarti at Pashupatinath',
      'Patan Durbar Square and the Patan Museum',
      "Bhaktapur's Nyatapola Temple and Pottery Square",
      'An early-morning mountain flight past Everest',
    ],
    bestTime: 'October to November and March to May',
    duration: '3-4 days',
    experiences: [
      {
        title: 'Dusk kora at Boudhanath',
        description:
          'Join Tibetan pilgrims circling the great stupa as butter lamps are lit and the surrounding monasteries begin their evening chants. A rooftop table facing the dome makes a gentle end, with momos and a pot of butter tea.',
        duration: '2 hours',
        image: 'kathmanduBoudhanathStupa2',
      },
      {
        title: 'Patan with a private guide',
        description:
          "Walk Patan's Durbar Square and its hidden bahals, the monastery courtyards where Newar craftsmen still cast bronze by the lost-wax method. Finish at the Patan Museum, whose collection of sacred art is displayed in a restored royal palace.",
        duration: 'Half day',
        image: 'patanDurbarSquare',
      },
      {
        title: 'Bhaktapur on foot',
        description:
          'Wander brick lanes to Taumadhi Square and the Nyatapola Temple, pausing in Pottery Square where clay is still shaped on hand-turned wheels. Taste juju dhau, the rich king curd for which the town is famous.',
        duration: 'Half day',
        image: 'bhaktapurDurbarSquare',
      },
      {
        title: 'Everest mountain flight',
        description:
          'Take off at first light for an hour along the high Himalaya, with Langtang, Gauri Shankar and finally Everest filling the window. Every passenger has a window seat, and the crew usually invites guests forward for a view from the cockpit.',
        duration: '2-3 hours',
        image: 'mountEverest',
      },
    ],
    coordinates: { lat: 27.7046, lng: 85.3071 },
  },
  {
    country: 'nepal',
    slug: 'pokhara',
    name: 'Pokhara',
    tagline: 'A lakeside idyll beneath the Annapurnas',
    image: 'pokharaPhewaLakeAndMountains',
    description:
      "Nepal's lake city rests on the shore of Phewa Lake, the fishtail summit of Machhapuchhre mirrored in its still morning water. Drift by boat to the island temple of Tal Barahi, watch the Annapurnas catch first light from Sarangkot and let the pace slow after Kathmandu.",
    story:
      'Above the southern shore, the white World Peace Pagoda looks back across the lake to the whole range, while Davis Falls and Gupteshwor Cave lie a short drive away and the International Mountain Museum tells the story of the great Himalayan climbs. Quieter Begnas Lake lies east of town, not far from Tiger Mountain Pokhara Lodge, whose stone cottages on a ridge face Annapurna and Machhapuchhre across terraced hills. It makes a restorative base before or after a trek in the Annapurna foothills. Skies are clearest from October to April, when paragliders circle above Sarangkot most mornings.',
    highlights: [
      'A rowing boat to Tal Barahi Temple on Phewa Lake',
      'Sunrise over the Annapurnas from Sarangkot',
      'The World Peace Pagoda above the lake',
      'Paragliding from the Sarangkot ridge',
      'The International Mountain Museum',
      'Davis Falls and Gupteshwor Cave',
      'The quiet shores of Begnas Lake',
    ],
    bestTime: 'October to April',
    duration: '2-3 days',
    experiences: [
      {
        title: 'Sunrise at Sarangkot',
        description:
          'Drive up before dawn to the Sarangkot ridge, where Dhaulagiri, the Annapurnas and Machhapuchhre turn pink, then gold, above the lake. Breakfast follows on a terrace with the peaks still in full view.',
        duration: '3 hours',
        image: 'annapurnaRange',
      },
      {
        title: 'Rowing boat on Phewa Lake',
        description:
          'A boatman paddles you across to the little pagoda of Tal Barahi, dedicated to the goddess Barahi, before gliding on to the wooded far shore. Late afternoon, when the wind drops and the lake turns glassy, is the loveliest hour.',
        duration: '2 hours',
        image: 'pokharaPhewaLake',
      },
      {
        title: 'Walk to the World Peace Pagoda',
        description:
          'Cross the lake by boat and climb through forest to the white Shanti Stupa, built by monks of the Japanese Nipponzan Myohoji order. Its terrace gives one of the finest views in Pokhara, with the lake below and the mountains beyond.',
        duration: 'Half day',
        image: 'pokhara',
      },
      {
        title: 'Day hike to Australian Camp',
        description:
          'A gentle trail from Kande climbs through forest and farmland to a grassy meadow facing the Annapurna range. It is a perfect taste of the hills for travellers not planning a longer trek.',
        duration: 'Full day',
        image: 'himalayanTrekking',
      },
    ],
    coordinates: { lat: 28.2096, lng: 83.9592 },
  },
  {
    country: 'nepal',
    slug: 'chitwan',
    name: 'Chitwan National Park',
    tagline: 'Rhino, tiger and the hush of the sal forest',
    image: 'chitwanNationalPark',
    description:
      "In the warm Terai lowlands, Chitwan's sal forest and elephant grass shelter greater one-horned rhinoceros, Bengal tigers and sloth bears. Glide down the Rapti River by dugout canoe past basking gharial, then track wildlife by jeep and on foot with seasoned naturalists.",
    story:
      "Nepal's first national park and a UNESCO World Heritage Site, Chitwan is as rich in birds as in big animals, from great hornbills in the forest canopy to kingfishers along the oxbow lakes. Beyond the park boundary, Tharu families share their villages, their cooking and their stick dances. We favour Meghauli Serai, a Taj Safari lodge on the banks of the Rapti looking straight into the park, and Tiger Tops Tharu Lodge, whose longhouses are built in the Tharu style and whose elephants are walked and bathed rather than ridden. The cool, dry months from October to March are the most comfortable, and once the tall grasses are cut back in winter, sightings tend to improve.",
    highlights: [
      'Jeep safaris in search of rhino and tiger',
      'A dugout canoe on the Rapti River',
      'Gharial and mugger crocodiles on the riverbanks',
      'Guided jungle walks with naturalists',
      'Birdwatching around the oxbow lakes',
      'Tharu villages and the stick dance',
      'The gharial breeding centre at Kasara',
    ],
    bestTime: 'October to March',
    duration: '2-3 days',
    experiences: [
      {
        title: 'Full-day jeep safari',
        description:
          'Set out at first light with a naturalist and tracker, scanning the grasslands for rhino and the forest edges for tiger, leopard and sloth bear. A full day reaches the remoter grasslands, with a picnic lunch by a watering hole.',
        duration: 'Full day',
        image: 'chitwanWildlife',
      },
      {
        title: 'Dugout canoe on the Rapti',
        description:
          "Drift silently downstream in a traditional canoe carved from a single silk-cotton trunk, watching for gharial, mugger crocodiles and kingfishers along the banks. It is the most peaceful way to meet the river's wildlife.",
        duration: '2 hours',
        image: 'chitwanJungle',
      },
      {
        title: 'Walking safari with a naturalist',
        description:
          'Follow fresh tracks through sal forest and riverine grassland with an experienced guide, learning to read alarm calls and pugmarks. On foot, every rustle in the grass carries a quiet thrill.',
        duration: 'Half day',
        image: 'chitwanNationalPark',
      },
    ],
    coordinates: { lat: 27.5792, lng: 84.4963 },
  },
  {
    country: 'nepal',
    slug: 'everest',
    name: 'Everest Region',
    tagline: "Sherpa villages, high monasteries and the world's highest peak",
    image: 'mountEverest',
    description:
      'The Khumbu is Sherpa country, where stone villages, mani walls and monasteries lead up through Sagarmatha National Park to the foot of Everest. From the trading town of Namche Bazaar to Tengboche Monastery and Kala Patthar, each day brings Ama Dablam, Lhotse and Nuptse a little closer.',
    story:
      "The journey begins with a thrilling flight into Lukla, then follows the Dudh Kosi valley over high suspension bridges towards Namche Bazaar, with unhurried days built in for acclimatisation. On the lower trail we stay in Yeti Mountain Home lodges, which bring en-suite rooms and good food to Phakding, Namche and beyond, while higher up we choose the warmest and most comfortable mountain lodges. The rewards are the dawn climb of Kala Patthar, with Everest's summit lit gold, and the moraine walk to Everest Base Camp beneath the Khumbu Icefall. October and November bring crystal skies and the Mani Rimdu festival at Tengboche, while spring brings flowering rhododendron and the climbing season at base camp.",
    highlights: [
      'The scenic flight into Lukla',
      'Namche Bazaar, the Sherpa capital',
      'Tengboche Monastery with Ama Dablam behind',
      'Sunrise over Everest from Kala Patthar',
      'Everest Base Camp and the Khumbu Icefall',
      'Khumjung village and the school founded by Sir Edmund Hillary',
    ],
    bestTime: 'October to November and March to May',
    duration: '12-14 days',
    experiences: [
      {
        title: 'Trek to Everest Base Camp',
        description:
          'Follow the classic route through Namche, Tengboche, Dingboche and Lobuche to the glacier camp beneath the Khumbu Icefall. Expert Sherpa guides set a gentle pace, with rest days for acclimatisation along the way.',
        duration: '12-14 days',
        image: 'everestBaseCampTrek',
      },
      {
        title: 'Sunrise from Kala Patthar',
        description:
          "Leave Gorak Shep by headtorch to climb the dark ridge of Kala Patthar, arriving as the first sun strikes Everest's summit. It is the classic close view of the mountain, which stays hidden from base camp itself.",
        duration: '3-4 hours',
        image: 'everestSouthFaceAtDawn',
      },
      {
        title: 'Prayers at Tengboche Monastery',
        description:
          "Sit quietly through the afternoon puja at the Khumbu's great monastery, with Ama Dablam framed behind its prayer flags. In autumn, time your visit for the masked dances of Mani Rimdu.",
        duration: '2 hours',
        image: 'prayerFlagsHimalaya',
      },
      {
        title: 'Helicopter flight to the Khumbu',
        description:
          'For those short of time, fly from Kathmandu up the Khumbu valley for a landing near Kala Patthar, then breakfast on the terrace of Hotel Everest View above Namche. Everest, Lhotse and Ama Dablam are seen at close range in a single morning.',
        duration: 'Half day',
        image: 'everestBaseCamp',
      },
    ],
    coordinates: { lat: 28.0026, lng: 86.8528 },
  },
  {
    country: 'nepal',
    slug: 'annapurna',
    name: 'Annapurna Region',
    tagline: 'Rhododendron forest, Gurung villages and a sanctuary of ice',
    image: 'annapurnaRange',
    description:
      'North of Pokhara, trails climb through terraced Gurung villages and rhododendron forest into the Annapurna Sanctuary, a glacial amphitheatre ringed by Annapurna I, Annapurna South and Machhapuchhre. Sunrise from Poon Hill and a night at Annapurna Base Camp are the great moments.',
    story:
      'The route climbs from Nayapul to Ghorepani for the dawn view of Dhaulagiri from Poon Hill, then crosses by way of Tadapani to Chhomrong before entering the gorge of the Modi Khola. Above Machhapuchhre Base Camp the valley opens into the Sanctuary itself, where Annapurna Base Camp sits among the peaks at a little over 4,100 metres. Lodges on the trail are simple but warm, and we secure the best rooms in each, with nights at Tiger Mountain Pokhara Lodge before and after to rest by the pool. Spring brings the red rhododendron into bloom, while autumn offers the clearest mountain views.',
    highlights: [
      'Sunrise over Dhaulagiri from Poon Hill',
      'The Gurung village of Ghandruk',
      'Rhododendron forests in spring bloom',
      'The deep gorge of the Modi Khola',
      'A night at Annapurna Base Camp',
      'Hot springs by the river at Jhinu Danda',
      "Machhapuchhre's fishtail summit",
    ],
    bestTime: 'October to November and March to May',
    duration: '8-12 days',
    experiences: [
      {
        title: 'Annapurna Sanctuary trek',
        description:
          'Walk from the terraced foothills through bamboo and rhododendron forest into the glacial basin beneath Annapurna I. Waking at base camp, ringed by ice and rock on every side, is one of the great Himalayan mornings.',
        duration: '8-12 days',
        image: 'annapurnaBaseCamp',
      },
      {
        title: 'Dawn at Poon Hill',
        description:
          'A steady climb by torchlight from Ghorepani reaches the viewpoint as the sun touches Dhaulagiri and the Annapurnas. Hot tea waits at the top while the whole range turns from rose to white.',
        duration: '3 hours',
        image: 'himalayanPeaks',
      },
      {
        title: 'A night in Ghandruk',
        description:
          'Stay in the stone-roofed Gurung village of Ghandruk, with its small museum of Gurung life and views of Annapurna South and Machhapuchhre. Evenings bring dal bhat by the fire and stories of the Gurkha soldiers for whom the village is known.',
        duration: 'Overnight',
        image: 'himalayanTrekking',
      },
      {
        title: 'Helicopter into the Sanctuary',
        description:
          'Fly from Pokhara up the Modi Khola gorge to land at Annapurna Base Camp for an unhurried hour among the peaks. It is the finest way to see the Sanctuary for travellers without the time to trek.',
        duration: 'Half day',
        image: 'annapurnaRange',
      },
    ],
    coordinates: { lat: 28.5302, lng: 83.8781 },
  },
];
