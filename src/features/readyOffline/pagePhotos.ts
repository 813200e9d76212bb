/**
 * A photo as a trip's pages show it, in the URLs its image asks the photo host for, built by the
 * functions SmartImage builds them with (lib/images: its src at card size and its srcset), and
 * which of them the service worker precaches: the card size, as entry-server's precache list
 * writes it. The other sizes are cached only as they are viewed; offline, the worker answers them
 * with the card size.
 *
 * The settings below are those of the components the pages use (components/Hero.tsx full screen:
 * srcset to 1920 px and no phone crop; components/ImageCard.tsx: srcset to 1200 px, no crop). They
 * are not imported from there, so that no page's first load grows by their exports; the
 * offline-photos unit test renders the trip's pages and fails if the two ever disagree.
 */
import { CARD_QUALITY, CARD_WIDTH, photoSrcSet, photoUrl } from '../../lib/images';

/** How a trip's pages show a photo: as the page's full-screen hero, or on a card (a place's experiences). */
export type PhotoShown = 'hero' | 'card';

/** The largest srcset width each offers (SmartImage's maxWidth). */
const MAX_WIDTH: Record<PhotoShown, number> = { hero: 1920, card: 1200 };

/** A photo's URL at card size: SmartImage's src, and the size precached. */
const cardSize = (id: string) => photoUrl(id, { width: CARD_WIDTH, quality: CARD_QUALITY });

/** Every URL the image may ask for: its src and each srcset candidate. */
export function requestedPhotoUrls(id: string, shown: PhotoShown): string[] {
  // A candidate is 'URL width': our URLs hold no space.
  const candidates = photoSrcSet(id, MAX_WIDTH[shown])
    .split(', ')
    .map((c) => c.split(' ')[0]!);
  return [...new Set([cardSize(id), ...candidates])];
}

/** Those of requestedPhotoUrls that are precached. */
export function precachedPhotoUrls(id: string, shown: PhotoShown): string[] {
  return requestedPhotoUrls(id, shown).filter((url) => url === cardSize(id));
}
