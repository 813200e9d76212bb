/**
 * Catalogue integrity: unique ids, every reference resolves, day counts match durations, every
 * image is a vetted photo, coordinates fall inside their country, filters all show photos, and no
 * text field is empty.
 */
import { describe, expect, it } from 'vitest';
import {
  bookingDestinationChoices,
  bookingItineraryChoices,
  countries,
  destinationMenu,
  destinations,
  destinationsOf,
  durationDays,
  features,
  filterGallery,
  galleryFilters,
  galleryPhotos,
  getDestination,
  heroSlides,
  homeTestimonials,
  itineraries,
  itineraryGroups,
  itineraryMenu,
  photos,
  type PhotoInfo,
  popularDestinations,
  processSteps,
  resolvePlace,
  stats,
  whyChoose,
  whyUsTestimonials,
} from '../../src/content';
import { cataloguePhotos, loadFullCatalogue } from '../../src/content/details';
import { itineraryDetails as itineraryDetailsTable } from '../../src/content/itineraryDetails';
import { destinationDetails as destinationDetailsTable } from '../../src/content/placeDetails';

// Each place's and itinerary's details are a module of their own, loaded on demand: load them all.
const full = await loadFullCatalogue();
const { destinationDetails, itineraryDetails, destinations: fullDestinations, itineraries: fullItineraries } = full;

const PLACES_IN_ORDER: Record<string, string[]> = {
  india: ['delhi', 'agra', 'jaipur', 'udaipur', 'jodhpur', 'ranthambore', 'kerala', 'mumbai', 'gujarat', 'ladakh'],
  nepal: ['kathmandu', 'pokhara', 'chitwan', 'everest', 'annapurna'],
  bhutan: ['paro', 'thimphu', 'punakha', 'bumthang'],
  'sri-lanka': ['colombo', 'kandy', 'sigiriya', 'galle', 'yala'],
};

const ITINERARY_IDS: Record<string, string[]> = {
  india: ['golden-triangle', 'rajasthan-royalty', 'kerala-backwaters', 'tiger-trail'],
  nepal: ['nepal-explorer', 'everest-luxury', 'annapurna-sanctuary'],
  bhutan: ['bhutan-essentials', 'bhutan-festival', 'bhutan-trekking'],
  'sri-lanka': ['classic-sri-lanka', 'sri-lanka-wildlife', 'tea-trail'],
  'multi-country': ['india-nepal', 'himalayan-kingdoms', 'india-sri-lanka', 'luxury-trekking'],
};

/** Generous bounding boxes (lat/lng) of each country. */
const BOUNDS: Record<string, [number, number, number, number]> = {
  india: [6.5, 35.7, 68.0, 97.5],
  nepal: [26.3, 30.5, 80.0, 88.3],
  bhutan: [26.7, 28.4, 88.7, 92.2],
  'sri-lanka': [5.9, 9.9, 79.5, 82.0],
};

/** Every string anywhere inside a value, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

function unique<T>(values: T[]): boolean {
  return new Set(values).size === values.length;
}

describe('countries and destinations', () => {
  it('hold the four countries and their places in menu order', () => {
    expect(countries.map((c) => c.slug)).toEqual(Object.keys(PLACES_IN_ORDER));
    for (const c of countries) {
      expect(c.destinations).toEqual(PLACES_IN_ORDER[c.slug]);
      expect(destinationsOf(c.slug).map((d) => d.slug)).toEqual(PLACES_IN_ORDER[c.slug]);
      expect(c.highlights).toHaveLength(4);
    }
    expect(destinations).toHaveLength(24);
    expect(unique(destinations.map((d) => `${d.country}/${d.slug}`))).toBe(true);
  });

  it('give every place its details: 5-8 highlights, 3-4 experiences, best time and stay', () => {
    expect(Object.keys(destinationDetails).sort()).toEqual(destinations.map((d) => `${d.country}/${d.slug}`).sort());
    for (const d of fullDestinations) {
      expect(d.highlights.length, d.slug).toBeGreaterThanOrEqual(5);
      expect(d.highlights.length, d.slug).toBeLessThanOrEqual(8);
      expect(d.experiences.length, d.slug).toBeGreaterThanOrEqual(3);
      expect(d.experiences.length, d.slug).toBeLessThanOrEqual(4);
      expect(d.description.length, d.slug).toBeGreaterThan(120);
      expect(d.story.length, d.slug).toBeGreaterThan(150);
    }
  });

  it('follow the spec for best times where it gives one', () => {
    const indian = fullDestinations.filter((d) => d.country === 'india');
    expect(fullDestinations.find((d) => d.slug === 'ladakh')?.bestTime).toBe('June to September');
    expect(fullDestinations.find((d) => d.slug === 'ranthambore')?.bestTime).toBe('October to June');
    expect(fullDestinations.find((d) => d.slug === 'colombo')?.bestTime).toBe('December to March');
    const octToMar = indian.filter((d) => d.bestTime === 'October to March');
    expect(octToMar.length).toBeGreaterThanOrEqual(4);
  });

  it('place every map pin inside its country', () => {
    for (const d of fullDestinations) {
      const [south, north, west, east] = BOUNDS[d.country]!;
      expect(d.coordinates.lat, d.slug).toBeGreaterThan(south);
      expect(d.coordinates.lat, d.slug).toBeLessThan(north);
      expect(d.coordinates.lng, d.slug).toBeGreaterThan(west);
      expect(d.coordinates.lng, d.slug).toBeLessThan(east);
    }
  });
});

describe('details on demand', () => {
  it('name each place\'s and itinerary\'s own module and its country\'s or group\'s summaries, which the pre-renderer lists for the page', () => {
    expect(destinationDetailsTable.ref('india/agra')?.modules).toEqual(['src/content/details/destinations/india/agra.ts', 'src/content/destinations/india.ts']);
    expect(itineraryDetailsTable.ref('golden-triangle')?.modules).toEqual(['src/content/details/itineraries/india/golden-triangle.ts', 'src/content/itineraries/india.ts']);
    // A place filed under another country, or one that does not exist, has no details to load.
    expect(destinationDetailsTable.ref('nepal/agra')).toBeUndefined();
    expect(itineraryDetailsTable.ref('nowhere')).toBeUndefined();
  });

  it('load once and then answer synchronously (a page loaded ahead of rendering never suspends)', async () => {
    const loaded = await destinationDetailsTable.ref('bhutan/paro')!.load();
    expect(destinationDetailsTable.peek('bhutan/paro')).toBe(loaded);
    expect(loaded).toEqual(destinationDetails['bhutan/paro']);
    // With its summary, from its country's summaries rather than the whole catalogue's.
    expect(loaded).toEqual(fullDestinations.find((d) => d.country === 'bhutan' && d.slug === 'paro'));
  });
});

describe('itineraries', () => {
  it('hold every itinerary id in its group', () => {
    expect(itineraryGroups.map((g) => g.slug)).toEqual(Object.keys(ITINERARY_IDS));
    for (const [group, ids] of Object.entries(ITINERARY_IDS)) {
      expect(itineraries.filter((it) => it.group === group).map((it) => it.id)).toEqual(ids);
    }
    expect(itineraries).toHaveLength(17);
    expect(unique(itineraries.map((it) => it.id))).toBe(true);
  });

  it('have a full day-by-day plan, one day per day of the duration', () => {
    expect(Object.keys(itineraryDetails).sort()).toEqual(itineraries.map((it) => it.id).sort());
    for (const it of fullItineraries) {
      const days = durationDays(it.duration);
      expect(it.duration, it.id).toMatch(/^\d+ Days \/ \d+ Nights$/);
      expect(it.duration, it.id).toBe(`${days} Days / ${days - 1} Nights`);
      expect(it.days.map((d) => d.day), it.id).toEqual(Array.from({ length: days }, (_, i) => i + 1));
      for (const day of it.days) expect(day.activities.length, `${it.id} day ${day.day}`).toBeGreaterThan(0);
    }
    expect(durationDays(fullItineraries.find((it) => it.id === 'golden-triangle')!.duration)).toBe(7);
  });

  it('use the spec sets for difficulty and group size', () => {
    for (const it of fullItineraries) {
      expect(['Easy', 'Moderate', 'Challenging', 'Moderate to Challenging']).toContain(it.difficulty);
      const size = /^2-(\d+) people$/.exec(it.groupSize);
      expect(size, it.id).not.toBeNull();
      expect(Number(size![1])).toBeGreaterThanOrEqual(6);
      expect(Number(size![1])).toBeLessThanOrEqual(12);
      expect(it.highlights.length).toBeGreaterThanOrEqual(3);
      expect(it.included.length).toBeGreaterThan(0);
      expect(it.notIncluded.length).toBeGreaterThan(0);
    }
  });

  it('refer only to places in the catalogue, in travel order', () => {
    for (const it of fullItineraries) {
      expect(it.places.length, it.id).toBeGreaterThan(0);
      for (const ref of it.places) expect(resolvePlace(ref), `${it.id} -> ${ref}`).toBeDefined();
    }
  });
});

describe('derived lists', () => {
  it('menus list every place and itinerary from the catalogue', () => {
    expect(destinationMenu.flatMap((g) => g.links)).toHaveLength(24);
    expect(itineraryMenu.flatMap((g) => g.links)).toHaveLength(17);
    expect(itineraryMenu.map((g) => g.label)).toEqual(['India', 'Nepal', 'Bhutan', 'Sri Lanka', 'Multi-Country']);
  });

  it('booking choices come from the groups and are empty until a destination is chosen', () => {
    expect(bookingDestinationChoices.map((c) => c.value)).toEqual(['india', 'nepal', 'bhutan', 'sri-lanka', 'multi-country']);
    expect(bookingDestinationChoices.find((c) => c.value === 'sri-lanka')?.label).toBe('Sri Lanka');
    expect(bookingItineraryChoices(undefined)).toEqual([]);
    expect(bookingItineraryChoices('')).toEqual([]);
    expect(bookingItineraryChoices('india').map((c) => c.value)).toEqual(ITINERARY_IDS.india);
    expect(bookingItineraryChoices('multi-country').map((c) => c.value)).toEqual(ITINERARY_IDS['multi-country']);
  });

  it('popular destinations are the six chosen places', () => {
    expect(popularDestinations.map((d) => `${d.country}/${d.slug}`)).toEqual([
      'india/delhi',
      'india/agra',
      'india/jaipur',
      'india/udaipur',
      'india/ranthambore',
      'nepal/kathmandu',
    ]);
  });
});

describe('home, why-us and gallery content', () => {
  it('home: 4 slides, 4 blurbs, 3 five-star testimonials', () => {
    expect(heroSlides.map((s) => s.title)).toEqual(['Majestic Taj Mahal', 'Himalayan Peaks', 'Kerala Backwaters', 'Royal Rajasthan']);
    expect(whyChoose).toHaveLength(4);
    expect(homeTestimonials).toHaveLength(3);
    for (const t of homeTestimonials) expect(t.rating).toBe(5);
  });

  it('why us: 4 stats, 8 features with details, 3 testimonials, 4 steps', () => {
    expect(stats.map((s) => s.value)).toEqual(['500+', '50+', '15+', '98%']);
    expect(features).toHaveLength(8);
    for (const f of features) expect(f.details.length).toBeGreaterThan(1);
    expect(whyUsTestimonials).toHaveLength(3);
    expect(processSteps.map((s) => s.title)).toEqual(['Consultation', 'Customization', 'Confirmation', 'Experience']);
  });

  it('gallery: 12 photos, and every filter shows at least two', () => {
    expect(galleryPhotos).toHaveLength(12);
    expect(unique(galleryPhotos.map((p) => p.id))).toBe(true);
    expect(galleryFilters.map((f) => f.label)).toEqual(['All Photos', 'India', 'Nepal', 'Bhutan', 'Sri Lanka', 'Culture', 'Nature', 'Architecture']);
    for (const f of galleryFilters) expect(filterGallery(f.value).length, f.label).toBeGreaterThanOrEqual(2);
    for (const p of galleryPhotos) expect(['india', 'nepal', 'bhutan', 'sri-lanka', 'culture']).toContain(p.category);
  });
});

describe('photos and text', () => {
  it('every image refers to a vetted photo with alt text and a placeholder colour', () => {
    const shown = cataloguePhotos(full);
    expect(shown.length).toBeGreaterThan(20);
    const vetted = new Set<PhotoInfo>(Object.values(photos));
    for (const info of shown) {
      expect(vetted.has(info), info.id).toBe(true);
      expect(info.id).toMatch(/^photo-\d+-[0-9a-f]+$/);
      expect(info.alt.length).toBeGreaterThan(10);
      expect(info.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('matches the destination photo to the place', () => {
    expect(getDestination('india', 'agra')!.image.subject).toMatch(/Taj Mahal/);
    expect(getDestination('sri-lanka', 'sigiriya')!.image.subject).toMatch(/Sigiriya/);
  });

  it('has no empty text and no placeholder words', () => {
    const all = strings({ countries, fullDestinations, fullItineraries, heroSlides, whyChoose, homeTestimonials, stats, features, whyUsTestimonials, processSteps, galleryPhotos });
    for (const [path, text] of all) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toMatch(/lorem ipsum|\bTBD\b|\bTODO\b/i);
    }
  });
});
