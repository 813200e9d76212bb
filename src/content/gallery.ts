import { countries } from './countries';
import type { CountrySlug, GalleryPhoto } from './types';
import { countryPhotos } from './photos/countries';
import { bhutanPhotos } from './photos/bhutan';
import { indiaPhotos } from './photos/india';
import { nepalPhotos } from './photos/nepal';
import { sriLankaPhotos } from './photos/sri-lanka';

/**
 * The gallery's twelve photos. Filters match a photo's category or a tag, so each filter
 * (every country, Culture, Nature, Architecture) shows at least two; the unit tests hold
 * that true as photos change.
 */
export const galleryPhotos: readonly GalleryPhoto[] = [
  { id: 'taj-mahal', image: indiaPhotos.tajMahal, title: 'Taj Mahal at Dawn', location: 'Agra, India', category: 'india', tags: ['architecture', 'heritage'] },
  { id: 'hawa-mahal', image: indiaPhotos.jaipurHawaMahal, title: 'Palace of Winds', location: 'Jaipur, India', category: 'india', tags: ['architecture', 'heritage'] },
  { id: 'kerala-houseboat', image: indiaPhotos.keralaHouseboatAlleppey, title: 'Backwater Houseboat', location: 'Alleppey, Kerala, India', category: 'india', tags: ['nature', 'water'] },
  { id: 'ranthambore-tiger', image: indiaPhotos.bengalTiger, title: 'Bengal Tiger', location: 'Ranthambore, India', category: 'india', tags: ['nature', 'wildlife'] },
  { id: 'boudhanath', image: nepalPhotos.kathmanduBoudhanathStupa2, title: 'Boudhanath Stupa', location: 'Kathmandu, Nepal', category: 'nepal', tags: ['architecture', 'culture', 'spiritual'] },
  { id: 'everest-dawn', image: nepalPhotos.everestSouthFaceAtDawn, title: 'Everest at First Light', location: 'Khumbu, Nepal', category: 'nepal', tags: ['nature', 'mountains'] },
  { id: 'tigers-nest', image: countryPhotos.bhutanTigersNestParoTaktsang, title: "Tiger's Nest Monastery", location: 'Paro, Bhutan', category: 'bhutan', tags: ['architecture', 'spiritual'] },
  { id: 'bhutan-valley', image: bhutanPhotos.bhutan3, title: 'Himalayan Kingdom', location: 'Bhutan', category: 'bhutan', tags: ['nature', 'culture'] },
  { id: 'sigiriya', image: countryPhotos.sigiriyaLionRock, title: 'Sigiriya Lion Rock', location: 'Sigiriya, Sri Lanka', category: 'sri-lanka', tags: ['architecture', 'heritage'] },
  { id: 'nine-arch-bridge', image: sriLankaPhotos.ellaNineArchBridgeWithTrain, title: 'Nine Arch Bridge', location: 'Ella, Sri Lanka', category: 'sri-lanka', tags: ['nature', 'railway'] },
  { id: 'ganga-aarti', image: indiaPhotos.varanasiGhatsGangaAarti, title: 'Evening Ganga Aarti', location: 'Varanasi, India', category: 'culture', tags: ['culture', 'spiritual', 'india'] },
  { id: 'holi', image: indiaPhotos.holiFestival, title: 'Festival of Colours', location: 'India', category: 'culture', tags: ['culture', 'festival', 'india'] },
];

export type GalleryFilter = 'all' | CountrySlug | 'culture' | 'nature' | 'architecture';

export const galleryFilters: readonly { value: GalleryFilter; label: string }[] = [
  { value: 'all', label: 'All Photos' },
  ...countries.map((c) => ({ value: c.slug, label: c.name })),
  { value: 'culture', label: 'Culture' },
  { value: 'nature', label: 'Nature' },
  { value: 'architecture', label: 'Architecture' },
];

/** A filter matches a photo's category or any of its tags. */
export function filterGallery(filter: GalleryFilter, photos: readonly GalleryPhoto[] = galleryPhotos): GalleryPhoto[] {
  if (filter === 'all') return [...photos];
  return photos.filter((p) => p.category === filter || p.tags.includes(filter));
}
