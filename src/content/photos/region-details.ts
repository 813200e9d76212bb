/**
 * The vetted stock photos of the Himalaya and the region as a whole that only a place's own page
 * shows (its experiences), so that a list or an itinerary does not load them (see photo.ts).
 */
import type { PhotoInfo } from './photo';

export const regionDetailPhotos = {
  prayerFlagsHimalaya: { id: 'photo-1626418613494-a74db9505f41', subject: 'Prayer flags, Himalaya', alt: 'Prayer flags strung across a Himalayan pass', color: '#9fa6b0' },
  luxuryTentGlamping: { id: 'photo-1714326029322-fcc1464df757', subject: 'Luxury tent, glamping', alt: 'A luxury safari tent set up for glamping', color: '#b09a7c' },
} as const satisfies Record<string, PhotoInfo>;
