import type { Blurb, PlaceRef, Slide, Testimonial } from './types';
import { countryPhotos } from './photos/countries';
import { indiaPhotos } from './photos/india';
import { regionPhotos } from './photos/region';

/** The home page hero slideshow: four slides, in order. */
export const heroSlides: readonly Slide[] = [
  {
    image: countryPhotos.tajMahalAgra,
    title: 'Majestic Taj Mahal',
    tagline: "See the world's most famous monument to love turn from grey to gold at first light.",
  },
  {
    image: regionPhotos.himalayanPeaks,
    title: 'Himalayan Peaks',
    tagline: 'Walk among the highest mountains on earth, with a fine lodge waiting at the end of each day.',
  },
  {
    image: indiaPhotos.keralaBackwaters,
    title: 'Kerala Backwaters',
    tagline: 'Drift through palm-lined canals on a private houseboat as village life glides by.',
  },
  {
    image: indiaPhotos.rajasthanPalaceAndDesert,
    title: 'Royal Rajasthan',
    tagline: 'Sleep in the palaces of maharajas and ride out at dusk into the Thar Desert.',
  },
];

/** Popular Destinations on the home page (six cards), resolved against the catalogue by index.ts. */
export const popularDestinations: readonly PlaceRef[] = [
  'india/delhi',
  'india/agra',
  'india/jaipur',
  'india/udaipur',
  'india/ranthambore',
  'nepal/kathmandu',
];

/** The home page's four reasons to travel with us: the brand's promise (support around the clock, local experts, luxury stays, responsible travel). */
export const whyChoose: readonly Blurb[] = [
  {
    title: '24/7 Personal Support',
    text: 'One travel designer plans your journey from first call to flight home, and a local team is on hand day and night while you travel.',
  },
  {
    title: 'Local Experts',
    text: 'Our guides and specialists live where you travel: historians in Delhi, naturalists in Ranthambore, mountain guides in the Khumbu.',
  },
  {
    title: 'Luxury Stays',
    text: 'Palace hotels, intimate lodges and private camps, each visited by our team and chosen for its setting, service and sense of place.',
  },
  {
    title: 'Responsible Tourism',
    text: 'We favour locally owned lodges, fair pay for guides and porters, and small groups that leave villages and wild places as we found them.',
  },
];

export const homeTestimonials: readonly Testimonial[] = [
  {
    quote:
      'Every detail was thought of before we knew we needed it. Watching the sun rise over the Taj Mahal with our own guide, almost alone, is a memory we will keep for ever.',
    author: 'Sarah and James Mitchell',
    location: 'United Kingdom',
    rating: 5,
    trip: 'Golden Triangle Luxury Tour',
  },
  {
    quote:
      'The lodges on the Everest trail were warm and welcoming, and our guide read the mountains and our energy perfectly. We never felt rushed, and we never felt unsafe.',
    author: 'Michael Chen',
    location: 'Singapore',
    rating: 5,
    trip: 'Everest Luxury Lodge Trek',
  },
  {
    quote:
      "Bhutan was everything we hoped and more. Our guide's stories brought each dzong to life, and the climb to the Tiger's Nest was the highlight of our year.",
    author: 'Emma Lindqvist',
    location: 'Sweden',
    rating: 5,
    trip: 'Bhutan Essentials',
  },
];
