/**
 * The vetted stock photos of the Himalaya and the region as a whole that lists and cards show
 * (see photo.ts); those only a place's own page shows are in region-details.ts.
 */
import type { PhotoInfo } from './photo';

export const regionPhotos = {
  himalayanPeaks: { id: 'photo-1676718912572-b3ebcff192e3', subject: 'Himalayan peaks', alt: 'Snow-covered Himalayan peaks', color: '#9fb2c6' },
  himalayas: { id: 'photo-1454496522488-7a8e488e8606', subject: 'Himalayas', alt: 'Himalayan summits above the clouds', color: '#9db0c4' },
  himalayanTrekking: { id: 'photo-1758468204916-136f96fd6dc5', subject: 'Himalayan trekking', alt: 'A trekker walking a Himalayan trail', color: '#8a9889' },
  prayerFlagsAndMountains: { id: 'photo-1611955166156-9ae5e948c6d4', subject: 'Prayer flags and mountains', alt: 'Prayer flags in front of snow mountains', color: '#a3abb5' },
} as const satisfies Record<string, PhotoInfo>;
