import { countryNames } from './countryNames';
import type { Country, CountrySlug, DestinationSummary } from './types';
import { countryPhotos } from './photos/countries';

/** The four countries, in menu order, each listing its places in the order menus and lists show them. */
export const countries: readonly Country[] = [
  {
    slug: 'india',
    name: countryNames.india,
    image: countryPhotos.tajMahalAgra,
    description:
      'Marble mausoleums and desert forts, tiger forest and palm-fringed backwaters: India rewards every kind of curiosity. We pair its great sights with palace hotels, private guides and the quiet hours most visitors never find.',
    highlights: [
      'Sunrise at the Taj Mahal',
      "Rajasthan's palaces and desert forts",
      'Tiger safaris in Ranthambore',
      'Houseboat days on the Kerala backwaters',
    ],
    destinations: ['delhi', 'agra', 'jaipur', 'udaipur', 'jodhpur', 'ranthambore', 'kerala', 'mumbai', 'gujarat', 'ladakh'],
  },
  {
    slug: 'nepal',
    name: countryNames.nepal,
    image: countryPhotos.kathmanduBoudhanathStupa,
    description:
      'From the temple squares of the Kathmandu Valley to the foot of Everest, Nepal holds eight of the fourteen highest mountains on earth and a culture as warm as its mountains are high. Trek between fine lodges, or watch the peaks from a lakeside terrace.',
    highlights: [
      'The Durbar Squares of the Kathmandu Valley',
      'Lodge-to-lodge treks in the Everest region',
      'Rhino and tiger tracking in Chitwan',
      'Annapurna sunrises above Pokhara',
    ],
    destinations: ['kathmandu', 'pokhara', 'chitwan', 'everest', 'annapurna'],
  },
  {
    slug: 'bhutan',
    name: countryNames.bhutan,
    image: countryPhotos.bhutanTigersNestParoTaktsang,
    description:
      'The last great Himalayan kingdom measures its success in Gross National Happiness and welcomes visitors with care. Fortress monasteries, masked festival dances and pine-scented valleys make it one of the most serene journeys in Asia.',
    highlights: [
      "The climb to the Tiger's Nest monastery",
      'Punakha Dzong at the meeting of two rivers',
      'Masked dances at a tsechu festival',
      'Intimate lodges in quiet valleys',
    ],
    destinations: ['paro', 'thimphu', 'punakha', 'bumthang'],
  },
  {
    slug: 'sri-lanka',
    name: countryNames['sri-lanka'],
    image: countryPhotos.sigiriyaLionRock,
    description:
      'An island of ancient rock citadels, misty tea country and leopard-haunted forest, ringed by golden beaches. Distances are short, so a fortnight can take in the Cultural Triangle, the hills and the south coast without hurry.',
    highlights: [
      'The climb to Sigiriya Lion Rock',
      'The Temple of the Tooth in Kandy',
      'Leopard safaris in Yala',
      'The ramparts of Galle Fort at sunset',
    ],
    destinations: ['colombo', 'kandy', 'sigiriya', 'galle', 'yala'],
  },
];

export function isCountrySlug(value: string | undefined): value is CountrySlug {
  return countries.some((c) => c.slug === value);
}

export function getCountry(slug: string | undefined): Country | undefined {
  return countries.find((c) => c.slug === slug);
}

/** Of `places`, those of `country`, in the order the country lists them. */
export function inCountryOrder(country: Country, places: readonly DestinationSummary[]): DestinationSummary[] {
  return country.destinations.flatMap((slug) => places.filter((d) => d.country === country.slug && d.slug === slug));
}
