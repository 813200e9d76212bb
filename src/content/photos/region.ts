/** The vetted stock photos of the Himalaya and the region as a whole (see photo.ts). */
import type { PhotoInfo } from './photo';

export const regionPhotos = {
  himalayanPeaks: { id: 'photo-1676718912572-b3ebcff192e3', subject: 'Himalayan peaks', alt: 'Snow-covered Himalayan peaks', color: '#9fb2c6' },
  himalayas: { id: 'photo-1454496522488-7a8e488e8606', subject: 'Himalayas', alt: 'Himalayan summits above the clouds', color: '#9db0c4' },
  himalayanTrekking: { id: 'photo-1758468204916-136f96fd6dc5', subject: 'Himalayan trekking', alt: 'A trekker walking a Himalayan trail', color: '#8a9889' },
  prayerFlagsHimalaya: { id: 'photo-1626418613494-a74db9505f41', subject: 'Prayer flags, Himalaya', alt: 'Prayer flags strung across a Himalayan pass', color: '#9fa6b0' },
  prayerFlagsAndMountains: { id: 'photo-1611955166156-9ae5e948c6d4', subject: 'Prayer flags and mountains', alt: 'Prayer flags in front of snow mountains', color: '#a3abb5' },
  luxuryTentGlamping: { id: 'photo-1714326029322-fcc1464df757', subject: 'Luxury tent, glamping', alt: 'A luxury safari tent set up for glamping', color: '#b09a7c' },
} as const satisfies Record<string, PhotoInfo>;
