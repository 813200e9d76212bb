import type { ClimateRegion } from '../types';

export const bhutanClimate: readonly ClimateRegion[] = [
  // Bhutan National Center for Hydrology and Meteorology (NCHM) climate normals, Thimphu (Semtokha)
  {
    id: 'bhutan-west',
    country: 'bhutan',
    name: 'Western valleys: Paro, Thimphu and Punakha',
    months: [
      { highC: 12, lowC: -3, rainMm: 8, rating: 'good' },
      { highC: 14, lowC: 1, rainMm: 15, rating: 'good' },
      { highC: 17, lowC: 4, rainMm: 22, rating: 'best' },
      { highC: 20, lowC: 7, rainMm: 40, rating: 'best' },
      { highC: 23, lowC: 13, rainMm: 65, rating: 'good' },
      { highC: 24, lowC: 15, rainMm: 110, rating: 'mixed' },
      { highC: 26, lowC: 16, rainMm: 160, rating: 'mixed' },
      { highC: 25, lowC: 16, rainMm: 165, rating: 'mixed' },
      { highC: 23, lowC: 15, rainMm: 95, rating: 'good' },
      { highC: 22, lowC: 10, rainMm: 35, rating: 'best' },
      { highC: 18, lowC: 5, rainMm: 5, rating: 'best' },
      { highC: 15, lowC: -1, rainMm: 3, rating: 'good' },
    ],
    notes: [
      {
        kind: 'festival',
        months: [2, 3],
        text: 'The Punakha Drubchen, with its re-enacted battle, and the Punakha Tsechu fill the dzong, usually in February or March.',
        places: ['bhutan/punakha'],
      },
      {
        kind: 'festival',
        months: [3, 4],
        text: 'The Paro Tsechu brings five days of masked dances to Rinpung Dzong, usually in March or April, ending with the thongdrel unfurled at dawn.',
        places: ['bhutan/paro'],
      },
      {
        kind: 'festival',
        months: [9, 10],
        text: "The Thimphu Tsechu, the largest of the capital's festivals, is held at Tashichho Dzong, usually in September or October.",
        places: ['bhutan/thimphu'],
      },
      {
        kind: 'season',
        months: [11, 12, 1, 2, 3],
        text: 'Punakha, some 1,000 metres lower than Thimphu, stays mild in winter, when the central monk body and the Je Khenpo move to its dzong.',
        places: ['bhutan/punakha'],
      },
      {
        kind: 'season',
        months: [6, 7, 8],
        text: 'The monsoon, June to August, hides the mountain views behind cloud and brings road slips that can slow the drive over Dochula.',
      },
      {
        kind: 'season',
        months: [3, 4, 5, 9, 10, 11],
        text: 'High treks from Paro such as the Druk Path and the Jomolhari trek are walked in spring and autumn, with the clearest mountain views in October and November.',
        places: ['bhutan/paro'],
      },
      {
        kind: 'closure',
        months: [12, 1, 2],
        text: 'Snow closes the high passes of the Jomolhari and other high treks in winter.',
        places: ['bhutan/paro'],
      },
      {
        kind: 'season',
        months: [3, 4, 5],
        text: 'Rhododendrons flower on Dochula and the ridges above the valleys in spring, at their best in April.',
      },
      {
        kind: 'season',
        months: [11, 12, 1, 2],
        text: 'Black-necked cranes winter in the Phobjikha valley, a detour from the road east of Punakha, from November to February.',
      },
    ],
    source: 'Bhutan National Center for Hydrology and Meteorology (NCHM) climate normals, Thimphu (Semtokha)',
  },
  // Bhutan National Center for Hydrology and Meteorology (NCHM) climate normals, Bumthang (Jakar)
  {
    id: 'bumthang',
    country: 'bhutan',
    name: 'Bumthang, central Bhutan',
    months: [
      { highC: 10, lowC: -5, rainMm: 10, rating: 'mixed' },
      { highC: 11, lowC: -3, rainMm: 20, rating: 'mixed' },
      { highC: 15, lowC: 1, rainMm: 35, rating: 'good' },
      { highC: 18, lowC: 4, rainMm: 55, rating: 'best' },
      { highC: 21, lowC: 9, rainMm: 85, rating: 'good' },
      { highC: 22, lowC: 13, rainMm: 130, rating: 'mixed' },
      { highC: 23, lowC: 14, rainMm: 170, rating: 'mixed' },
      { highC: 23, lowC: 14, rainMm: 150, rating: 'mixed' },
      { highC: 21, lowC: 12, rainMm: 110, rating: 'good' },
      { highC: 19, lowC: 6, rainMm: 40, rating: 'best' },
      { highC: 15, lowC: 0, rainMm: 8, rating: 'best' },
      { highC: 12, lowC: -3, rainMm: 5, rating: 'mixed' },
    ],
    notes: [
      {
        kind: 'festival',
        months: [10, 11],
        text: 'The Jambay Lhakhang Drup, with its midnight fire blessing, is held usually in October or November.',
        places: ['bhutan/bumthang'],
      },
      {
        kind: 'festival',
        months: [4, 5],
        text: 'The Ura Yakchoe brings masked dances and a sacred relic to Ura village, usually in April or May.',
        places: ['bhutan/bumthang'],
      },
      {
        kind: 'festival',
        months: [6, 7],
        text: 'The Kurjey Tsechu is danced beside Kurjey Lhakhang, usually in June or July.',
        places: ['bhutan/bumthang'],
      },
      {
        kind: 'season',
        months: [12, 1, 2],
        text: 'Winter in Bumthang is cold, with nights well below freezing and snow at times on Pele La and Yotong La on the road from the west.',
      },
      {
        kind: 'season',
        months: [6, 7, 8],
        text: 'Monsoon rain brings landslides to the road over Pele La and can ground the flights to Bumthang.',
      },
    ],
    source: 'Bhutan National Center for Hydrology and Meteorology (NCHM) climate normals, Bumthang (Jakar)',
  },
];
