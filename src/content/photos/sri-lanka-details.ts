/**
 * The vetted stock photos of Sri Lanka that only a place's own page shows (its experiences), so
 * that a list or an itinerary does not load them (see photo.ts).
 */
import type { PhotoInfo } from './photo';

export const sriLankaDetailPhotos = {
  sigiriya: { id: 'photo-1704797390901-e1d20bd46647', subject: 'Sigiriya', alt: 'Sigiriya rock fortress seen across the jungle', color: '#708b5d' },
  sigiriyaRockFortress: { id: 'photo-1663784025074-49e9e7f11f62', subject: 'Sigiriya Rock Fortress', alt: 'Sigiriya Rock Fortress and its gardens', color: '#748c5f' },
  kandy: { id: 'photo-1562698013-ac13558052cd', subject: "Kandy", alt: "Kandy's lake and hills", color: '#6f8c77' },
  galleFort2: { id: 'photo-1654561773591-57b9413c45c0', subject: 'Galle Fort', alt: 'Colonial streets inside Galle Fort', color: '#b4a690' },
  galleFort3: { id: 'photo-1734279135096-2854a06faba8', subject: "Galle Fort", alt: "Galle Fort's walls above the Indian Ocean", color: '#89a1ad' },
  colombo2: { id: 'photo-1656505992981-c0775b7dd59f', subject: 'Colombo', alt: 'A street view of Colombo', color: '#9a9a92' },
  yalaNationalPark: { id: 'photo-1636966542391-8dd8a91f1390', subject: 'Yala National Park', alt: 'Scrub and lagoons of Yala National Park', color: '#8f8a5f' },
  sriLankaTropicalBeach: { id: 'photo-1715431789876-acc2751a95be', subject: 'Sri Lanka tropical beach', alt: 'A palm-fringed tropical beach in Sri Lanka', color: '#7fb0b8' },
  sriLankaBeachMirissa: { id: 'photo-1522310193626-604c5ef8be43', subject: 'Sri Lanka beach, Mirissa', alt: 'The curve of Mirissa beach in Sri Lanka', color: '#82b2b9' },
} as const satisfies Record<string, PhotoInfo>;
