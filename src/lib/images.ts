/**
 * Sized photo URLs for srcset: the catalogue stores a photo id, this builds every URL (width,
 * quality, format, crop) against the configured image origin.
 */
import { config } from '../config/env';

export interface PhotoUrlOptions {
  width: number;
  /** Height for a fixed crop; omitted keeps the photo's aspect. */
  height?: number;
  /** 1-100; 60 keeps card sizes small without visible loss. */
  quality?: number;
  /** 'auto' lets the host pick AVIF/WebP; a fixed format for stand-ins and tests. */
  format?: 'auto' | 'webp' | 'jpg';
}

/** Widths used in srcset: enough steps for phones to large screens, few enough to cache well. */
export const PHOTO_WIDTHS = [480, 800, 1200, 1920] as const;
/** The width precached for offline use and used by cards. */
export const CARD_WIDTH = 800;
export const CARD_QUALITY = 60;

/**
 * The crop a phone in portrait (up to 480 CSS px wide) gets for a box of fixed shape, in place of the
 * landscape photo object-fit would cut down to the box: a hero's tall box shows only the middle
 * third of a landscape photo. One width only: with a srcset, every phone with a pixel ratio above 1
 * would pick the next width up, at about twice the bytes.
 */
export interface PhoneCrop {
  /** Width / height of the box on a phone. */
  ratio: number;
  width: number;
  quality: number;
}

export const PHONE_MEDIA = '(max-width: 30em) and (orientation: portrait)';

/*
 * The phone crops that are a page's largest paint are sized to arrive within the first two round
 * trips of a new connection to the photo host while the page's own connection shares the link
 * (about 32 KB): a byte more costs a whole round trip. The sizes measured are in docs/performance.md.
 */

/**
 * A list page's hero photo (its largest paint): 3:4 fills the hero's tall box on phones, at about
 * one image pixel per CSS pixel. Under the hero's dark gradient and headline, quality 40 looks as 60
 * does, and a busy photo stays within two round trips.
 */
export const HERO_PHONE_CROP: PhoneCrop = { ratio: 3 / 4, width: 420, quality: 40 };

/**
 * A 4:3 gallery tile the width of the screen, about 1.4 image pixels per CSS pixel on a phone. The
 * first tile is the gallery's largest paint: at 560 px and quality 50 a busy photo stays within two
 * round trips.
 */
export const TILE_PHONE_CROP: PhoneCrop = { ratio: 4 / 3, width: 560, quality: 50 };

export function phoneCropUrl(id: string, crop: PhoneCrop): string {
  return photoUrl(id, { width: crop.width, height: Math.round(crop.width / crop.ratio), quality: crop.quality });
}

export function photoUrl(id: string, { width, height, quality = CARD_QUALITY, format = 'auto' }: PhotoUrlOptions): string {
  const params = new URLSearchParams();
  params.set('w', String(width));
  if (height) params.set('h', String(height));
  params.set('q', String(quality));
  if (format === 'auto') params.set('auto', 'format');
  else params.set('fm', format);
  params.set('fit', 'crop');
  return `${config.imageOrigin}/${id}?${params.toString()}`;
}

/** srcset over PHOTO_WIDTHS up to maxWidth. */
export function photoSrcSet(id: string, maxWidth = 1920, quality = CARD_QUALITY): string {
  return PHOTO_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${photoUrl(id, { width: w, quality })} ${w}w`)
    .join(', ');
}
