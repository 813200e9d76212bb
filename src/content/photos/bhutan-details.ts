/**
 * The vetted stock photos of Bhutan that only a place's own page shows (its experiences), so that
 * a list or an itinerary does not load them (see photo.ts).
 */
import type { PhotoInfo } from './photo';

export const bhutanDetailPhotos = {
  bhutan4: { id: 'photo-1580649851649-992b28f56e98', subject: 'Bhutan', alt: 'Traditional Bhutanese buildings', color: '#80866a' },
  bhutan5: { id: 'photo-1635134873780-4ffac86376e4', subject: 'Bhutan', alt: 'A Bhutanese monastery in the hills', color: '#748462' },
  bhutan6: { id: 'photo-1597658333270-8c0d8f0eb845', subject: 'Bhutan', alt: 'Forested mountains of Bhutan', color: '#6a7d5c' },
} as const satisfies Record<string, PhotoInfo>;
