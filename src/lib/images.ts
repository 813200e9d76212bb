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
