import type { ItineraryDetails } from '../../../types';

export default {
  places: ['bhutan/paro', 'bhutan/thimphu', 'bhutan/punakha'],
  stops: [
    { name: 'Paro', place: 'bhutan/paro', country: 'bhutan', region: 'bhutan-west', coordinates: { lat: 27.4305, lng: 89.4133 }, nights: 2 },
    { name: 'Jili Dzong', country: 'bhutan', region: 'bhutan-west', coordinates: { lat: 27.4715, lng: 89.4465 }, nights: 1, arrival: 'trek' }, // region: nearest climate normals
    { name: 'Jimilang Tsho', country: 'bhutan', region: 'bhutan-west', coordinates: { lat: 27.5471, lng: 89.5058 }, nights: 1, arrival: 'trek' }, // region: nearest climate normals
    { name: 'Simkota Tsho', country: 'bhutan', region: 'bhutan-west', coordinates: { lat: 27.5185, lng: 89.5395 }, nights: 1, arrival: 'trek' }, // region: nearest climate normals
    { name: 'Phajoding', country: 'bhutan', region: 'bhutan-west', coordinates: { lat: 27.488, lng: 89.5725 }, nights: 1, arrival: 'trek' }, // region: nearest climate normals
    { name: 'Thimphu', place: 'bhutan/thimphu', country: 'bhutan', region: 'bhutan-west', coordinates: { lat: 27.4728, lng: 89.639 }, nights: 1, arrival: 'trek' },
    { name: 'Punakha', place: 'bhutan/punakha', country: 'bhutan', region: 'bhutan-west', coordinates: { lat: 27.58, lng: 89.864 }, nights: 1, arrival: 'road' },
    { name: 'Paro', place: 'bhutan/paro', country: 'bhutan', region: 'bhutan-west', coordinates: { lat: 27.4305, lng: 89.4133 }, nights: 1, arrival: 'road' },
  ],
  bestTime: 'March to May and September to November',
  priceIncludes: 'Five hotel nights (COMO Uma Paro and Punakha, Taj Tashi) and four in private camps with all meals, licensed guides, trek crew and horses, permits, the visa, the Sustainable Development Fee (USD 100 a night) and entry fees; international flights extra.',
  included: [
    'Nights at COMO Uma Paro, Taj Tashi and COMO Uma Punakha',
    'Four nights in well-appointed private camps with proper beds, a dining tent and hot water',
    'A private government-licensed English-speaking guide, with a trekking guide, cook, camp crew and pack horses',
    'All meals throughout, on the trail and in the hotels',
    'Bhutan visa, trekking permits and the Sustainable Development Fee',
    'Private vehicle and all transfers',
    'Entrance fees to dzongs, temples and museums',
  ],
  notIncluded: [
    'International flights to and from Paro with Druk Air or Bhutan Airlines',
    'Travel insurance covering trekking at altitude',
    'Personal trekking kit such as boots and a daypack',
    'Gratuities for your guides, drivers and trek crew',
    'Alcoholic drinks and personal expenses',
  ],
  days: [
    {
      day: 1,
      title: 'Arrival in Paro',
      description: 'Fly into Paro with Druk Air or Bhutan Airlines and meet your government-licensed guide. Spend a gentle first afternoon at around 2,200 metres, crossing the covered bridge to Rinpung Dzong and visiting Kyichu Lhakhang, one of the oldest temples in the kingdom.',
      activities: [
        'Scenic flight into Paro',
        'Rinpung Dzong',
        'Kyichu Lhakhang',
      ],
      accommodation: 'COMO Uma Paro, Paro',
      meals: 'Lunch, Dinner',
    },
    {
      day: 2,
      title: "Acclimatisation at the Tiger's Nest",
      description: "Climb through blue pine to Taktsang, the Tiger's Nest, an ideal acclimatisation walk that reaches above 3,000 metres before the trek begins. Back in the valley, your trek leader checks kit and walks you through the days ahead over a relaxed dinner.",
      activities: [
        "Hike to Taktsang, the Tiger's Nest",
        'Kit check and trek briefing',
        'An optional massage at the COMO Shambhala Retreat',
      ],
      accommodation: 'COMO Uma Paro, Paro',
      meals: 'Breakfast, Lunch, Dinner',
    },
    {
      day: 3,
      title: 'Druk Path: Paro to Jili Dzong',
      description: 'Set out from the National Museum above Paro and climb steadily through apple orchards and pine forest to the ridge. The reward is Jili Dzong, a small ridge-top monastery with sweeping views back over the valley, and your first evening in camp as the crew lights the lanterns.',
      activities: [
        'Trek from the National Museum',
        'Visit to Jili Dzong',
        'First night under canvas',
      ],
      accommodation: 'Private camp near Jili Dzong',
      meals: 'Breakfast, Lunch, Dinner',
    },
    {
      day: 4,
      title: 'Along the Ridge to Jimilang Tsho',
      description: 'Follow the ridge through rhododendron forest and open yak pasture, with Jomolhari on the horizon on a clear morning. The trail drops to Jimilang Tsho, the Sand Ox Lake, known for its large trout, where camp is pitched by the water.',
      activities: [
        'Ridge walk through rhododendron forest',
        'Views of Jomolhari on clear days',
        'Camp beside Jimilang Tsho',
      ],
      accommodation: 'Private camp at Jimilang Tsho',
      meals: 'Breakfast, Lunch, Dinner',
    },
    {
      day: 5,
      title: 'Highland Lakes to Simkota',
      description: "A shorter day past dwarf rhododendron and the yak herders' summer camps around Janye Tsho brings you to Simkota Tsho, the highest camp of the trek at over 4,000 metres. The afternoon is free to rest, explore the lakeshore and let the body settle at altitude.",
      activities: [
        "Janye Tsho and the yak herders' camps",
        'Afternoon at Simkota Tsho',
        'A slow, restful evening at altitude',
      ],
      accommodation: 'Private camp at Simkota',
      meals: 'Breakfast, Lunch, Dinner',
    },
    {
      day: 6,
      title: 'Over the Pass to Phajoding',
      description: 'Climb to the last prayer-flag pass of the route, where on clear days the view reaches across the Himalaya to Gangkar Puensum. Then descend to Phajoding, a cluster of temples and meditation retreats founded in the thirteenth century, with the lights of Thimphu far below.',
      activities: [
        'The highest pass of the Druk Path',
        'Himalayan panorama on clear days',
        'Phajoding Monastery and its hermitages',
      ],
      accommodation: 'Private camp below Phajoding Monastery',
      meals: 'Breakfast, Lunch, Dinner',
    },
    {
      day: 7,
      title: 'Down to Thimphu',
      description: "A steep descent of around three hours through blue pine forest brings you to the edge of Thimphu, where your vehicle is waiting. After a long shower at Taj Tashi in the heart of the capital, spend the evening at the Memorial Chorten among the elders on their evening kora.",
      activities: [
        'Descent through the forest to Thimphu',
        'An afternoon at leisure',
        'Evening at the Memorial Chorten',
      ],
      accommodation: 'Taj Tashi, Thimphu',
      meals: 'Breakfast, Lunch, Dinner',
    },
    {
      day: 8,
      title: 'Thimphu and Over Dochula to Punakha',
      description: 'Visit the gilded Buddha Dordenma and the National Institute for Zorig Chusum in the morning, then cross the Dochula pass with its 108 chortens. Descend into the warm Punakha valley to see Punakha Dzong at the meeting of the Pho Chhu and Mo Chhu in the late afternoon light.',
      activities: [
        'Buddha Dordenma',
        'National Institute for Zorig Chusum',
        'The 108 chortens of Dochula',
        'Punakha Dzong',
      ],
      accommodation: 'COMO Uma Punakha, Punakha',
      meals: 'Breakfast, Lunch, Dinner',
    },
    {
      day: 9,
      title: 'Chimi Lhakhang and Back to Paro',
      description: 'Walk between rice paddies to Chimi Lhakhang, the temple of the Divine Madman, before the drive of around four and a half hours back to Paro. Toast the trek with a farmhouse hot stone bath and a farewell dinner.',
      activities: [
        'Village walk to Chimi Lhakhang',
        'Scenic drive back to Paro',
        'Traditional hot stone bath',
        'Farewell dinner',
      ],
      accommodation: 'COMO Uma Paro, Paro',
      meals: 'Breakfast, Lunch, Dinner',
    },
    {
      day: 10,
      title: 'Farewell to Bhutan',
      description: 'After breakfast, a short drive takes you to Paro airport. Your guide sees you to the terminal for the flight onwards.',
      activities: ['Morning at leisure', 'Transfer to Paro airport'],
      accommodation: 'Departure',
      meals: 'Breakfast',
    },
  ],
} satisfies ItineraryDetails;
