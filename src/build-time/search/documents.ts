/**
 * The documents the site search indexes, made from the catalogue (never typed by hand): every
 * country, place, itinerary (with each day's title, text and activities), experience and FAQ
 * entry. Pure, so the build (which writes the index) and the unit tests share it.
 */
import { paths } from '../../config/paths';
import type { Country, Destination, Faq, Itinerary } from '../../content';
import type { CountryEssentials } from '../../content/essentials/types';
import type { PhotoInfo } from '../../content/photos/photo';
import { routeText } from '../../content/trips';
import type { SearchDocument } from '../../features/search/options';

export interface SearchCatalogue {
  readonly countries: readonly Country[];
  /** With their details (loadFullCatalogue). */
  readonly destinations: readonly Destination[];
  readonly itineraries: readonly Itinerary[];
  readonly faqs: readonly Faq[];
  /** Each country's essentials (money, plugs, etiquette, phrasebook). */
  readonly essentials: readonly CountryEssentials[];
}

/** Anchors on the pages results link to, so a result opens at what it names. */
export const EXPERIENCES_ANCHOR = 'experiences-heading';
export const FAQ_ANCHOR = 'faq-heading';

const join = (parts: readonly string[]) => parts.filter(Boolean).join('. ');

/** What a result's photo shows: its card pictures it, so a search for it should find it. */
const pictured = (image: PhotoInfo) => image.alt;

function countryDocument(c: Country, destinations: readonly Destination[]): SearchDocument {
  const places = destinations.filter((d) => d.country === c.slug).map((d) => d.name);
  return {
    id: `country:${c.slug}`,
    kind: 'country',
    title: c.name,
    url: paths.country(c.slug),
    context: `${places.length} destinations`,
    snippet: c.description,
    passages: [...c.highlights],
    keywords: join([...places, ...c.highlights, pictured(c.image)]),
    text: c.description,
  };
}

function placeDocument(d: Destination, countryName: string): SearchDocument {
  return {
    id: `place:${d.country}/${d.slug}`,
    kind: 'place',
    title: d.name,
    url: paths.destination(d.country, d.slug),
    context: `${d.tagline} · ${countryName}`,
    snippet: d.description,
    passages: [d.story, ...d.highlights],
    keywords: join([d.tagline, countryName, ...d.highlights, pictured(d.image)]),
    text: join([d.description, d.story, `Best time: ${d.bestTime}`]),
  };
}

function experienceDocuments(d: Destination, countryName: string): SearchDocument[] {
  return d.experiences.map((e, i) => ({
    id: `experience:${d.country}/${d.slug}/${i}`,
    kind: 'experience',
    title: e.title,
    url: `${paths.destination(d.country, d.slug)}#${EXPERIENCES_ANCHOR}`,
    context: `${d.name}, ${countryName} · ${e.duration}`,
    snippet: e.description,
    passages: [],
    keywords: join([d.name, countryName, pictured(e.image)]),
    text: e.description,
  }));
}

function itineraryDocument(it: Itinerary): SearchDocument {
  return {
    id: `itinerary:${it.id}`,
    kind: 'itinerary',
    title: it.title,
    url: paths.itinerary(it.id),
    context: `${it.duration} · ${routeText(it.destinations)}`,
    snippet: it.description,
    // A match in a day's plan shows that day, labelled (its activities are searched, not shown).
    passages: [...it.highlights, ...it.days.map((day) => `Day ${day.day}: ${day.title}. ${day.description}`)],
    keywords: join([...it.destinations, ...it.highlights, pictured(it.image)]),
    text: join([it.description, ...it.days.flatMap((day) => [day.title, day.description, ...day.activities])]),
  };
}

function faqDocument(f: Faq, i: number): SearchDocument {
  return {
    id: `faq:${i}`,
    kind: 'faq',
    title: f.q,
    url: `${paths.contact()}#${FAQ_ANCHOR}`,
    context: 'Frequently asked questions',
    snippet: f.a,
    passages: [],
    keywords: '',
    text: f.a,
  };
}

/**
 * A country's essentials page: found by what a traveller would type before going ('adapter',
 * 'tipping', 'temple dress', 'Poya'), so its words of the section titles join the facts.
 */
function essentialsDocument(e: CountryEssentials, countryName: string): SearchDocument {
  const phrasebooks = e.phrasebooks.map((b) => b.language);
  return {
    id: `essentials:${e.country}`,
    kind: 'essentials',
    title: `${countryName} travel essentials`,
    url: paths.essentials(e.country),
    context: `Money, plugs, etiquette, ${phrasebooks.join(' and ')} phrases`,
    snippet: `Currency (${e.currency.name}), cash and tipping; plug types ${e.plugs.types.join(', ')} and ${e.plugs.volts} V; temple dress and etiquette; a ${phrasebooks.join(' and ')} phrasebook.`,
    passages: [...e.money, ...e.etiquette].map((f) => f.text),
    keywords: join([countryName, 'money', 'currency', e.currency.name, 'cash', 'tipping', 'plugs', 'adapter', 'voltage', 'temple dress', 'etiquette', 'phrasebook', ...phrasebooks]),
    text: join([...e.money.map((f) => f.text), ...e.etiquette.map((f) => f.text), ...e.phrasebooks.flatMap((b) => b.phrases.map((p) => p.english))]),
  };
}

export function searchDocuments(catalogue: SearchCatalogue): SearchDocument[] {
  const countryName = new Map(catalogue.countries.map((c) => [c.slug, c.name]));
  const nameOf = (d: Destination) => countryName.get(d.country) ?? d.country;
  return [
    ...catalogue.countries.map((c) => countryDocument(c, catalogue.destinations)),
    ...catalogue.destinations.map((d) => placeDocument(d, nameOf(d))),
    ...catalogue.destinations.flatMap((d) => experienceDocuments(d, nameOf(d))),
    ...catalogue.itineraries.map(itineraryDocument),
    ...catalogue.faqs.map(faqDocument),
    ...catalogue.essentials.map((e) => essentialsDocument(e, countryName.get(e.country) ?? e.country)),
  ];
}
