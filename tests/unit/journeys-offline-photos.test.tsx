/**
 * A trip's photos ready offline are the photos its pages show, at the sizes they ask for, as far as
 * those are precached: checked against the pages themselves (rendered as the pre-renderer renders
 * them: every <img> src and srcset, every <source> srcset) and the build's precache list
 * (entry-server's precachePhotoUrls). A page that shows another photo, or a precache that drops
 * one a trip's page shows, fails here.
 */
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import { createEmotionCache } from '../../src/app/emotionCache';
import { precachePhotoUrls } from '../../src/app/entry-server';
import { preloadPath } from '../../src/app/routes';
import { config } from '../../src/config/env';
import { getCountry } from '../../src/content/countries';
import { itineraryDetails } from '../../src/content/itineraryDetails';
import { destinationDetails } from '../../src/content/placeDetails';
import type { Itinerary, PlaceRef } from '../../src/content/types';
import { precachedPhotoUrls, requestedPhotoUrls } from '../../src/features/readyOffline/pagePhotos';
import { tripParts, type OfflinePart, type TripPlace } from '../../src/features/readyOffline/tripParts';
import { CARD_QUALITY, CARD_WIDTH, photoUrl } from '../../src/lib/images';

const cardPhotoUrl = (id: string) => photoUrl(id, { width: CARD_WIDTH, quality: CARD_QUALITY });
import { preloadIslands } from '../../src/lib/load';
import { createAppSystem } from '../../src/theme/system';

const system = createAppSystem();

/** A page as the pre-renderer renders it. */
async function renderPage(path: string): Promise<string> {
  await preloadPath(path);
  await preloadIslands();
  return renderToString(<App cache={createEmotionCache()} system={system} ssrPath={path} ssrSearch="" />);
}

/** Every photo URL a page's images may ask for (src, and each candidate of a srcset). */
function photoUrlsIn(html: string): Set<string> {
  const urls = new Set<string>();
  for (const [, name, value] of html.matchAll(/\s(src|srcset|srcSet)="([^"]*)"/g)) {
    const text = value!.replaceAll('&amp;', '&');
    const candidates = name === 'src' ? [text] : text.split(', ').map((c) => c.split(' ')[0]!);
    for (const url of candidates) if (url.startsWith(`${config.imageOrigin}/`)) urls.add(url);
  }
  return urls;
}

async function partsOf(id: string): Promise<{ it: Itinerary; parts: OfflinePart[] }> {
  const it = (await itineraryDetails.load(id))!;
  const places = new Map<PlaceRef, TripPlace>();
  for (const ref of it.places) places.set(ref, (await destinationDetails.load(ref))!);
  const parts = tripParts(it, { place: (ref) => places.get(ref), countryName: (c) => getCountry(c)?.name ?? c, photo: precachedPhotoUrls });
  return { it, parts };
}
const photoParts = (parts: readonly OfflinePart[]) => parts.filter((p) => p.url.startsWith(`${config.imageOrigin}/`));

describe("a trip's photos ready offline", () => {
  let precached: Set<string>;
  beforeAll(async () => {
    precached = new Set(await precachePhotoUrls());
  });

  it('include the itinerary hero at the size its page asks for and the worker precaches, and no size it does not precache', async () => {
    const { it: trip, parts } = await partsOf('golden-triangle');
    const hero = cardPhotoUrl(trip.image.id);
    expect(parts).toContainEqual({ label: 'Golden Triangle Luxury Tour: its photo', url: hero });
    // The page asks for it (its src, and its srcset's 800w), and the build precaches it.
    expect(photoUrlsIn(await renderPage('/itinerary/golden-triangle'))).toContain(hero);
    expect(precached).toContain(hero);
    // The hero's other widths are asked for too, but not precached: not parts.
    const wide = photoUrl(trip.image.id, { width: 1200 });
    expect(requestedPhotoUrls(trip.image.id, 'hero')).toContain(wide);
    expect(photoParts(parts).map((p) => p.url)).not.toContain(wide);
  });

  it("include each place's hero and its experiences' photos, as its page shows them, each photo once", async () => {
    const { parts } = await partsOf('golden-triangle');
    const photos = photoParts(parts);
    const delhi = (await destinationDetails.load('india/delhi'))!;
    expect(photos).toContainEqual({ label: 'Delhi: its photo', url: cardPhotoUrl(delhi.image.id) });
    const agra = (await destinationDetails.load('india/agra'))!;
    expect(agra.experiences.length).toBeGreaterThan(1);
    for (const e of agra.experiences) expect(photos.map((p) => p.url)).toContain(cardPhotoUrl(e.image.id));
    expect(photos.map((p) => p.label)).toContain(`Agra: the photo of ${agra.experiences[1]!.title}`);
    // Agra's hero is the journey's own photo: listed once, under the journey.
    expect(photos.filter((p) => p.url === cardPhotoUrl(agra.image.id)).map((p) => p.label)).toEqual(['Golden Triangle Luxury Tour: its photo']);
  });

  it.each(['golden-triangle', 'everest-luxury', 'himalayan-kingdoms'])("are exactly the precached photos the trip's pages render: %s", async (id) => {
    const { parts } = await partsOf(id);
    const pages = parts.filter((p) => p.url.endsWith('.html')).map((p) => p.url.replace(/\.html$/, ''));
    expect(pages.length).toBeGreaterThan(3);
    const shown = new Set<string>();
    for (const page of pages) for (const url of photoUrlsIn(await renderPage(page))) shown.add(url);
    const expected = [...shown].filter((url) => precached.has(url)).sort();
    expect(expected.length).toBeGreaterThan(1);
    expect([...new Set(photoParts(parts).map((p) => p.url))].sort()).toEqual(expected);
  });
});
