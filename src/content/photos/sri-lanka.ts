/** The vetted stock photos of Sri Lanka (see photo.ts). */
import type { PhotoInfo } from './photo';

export const sriLankaPhotos = {
  sigiriya: { id: 'photo-1704797390901-e1d20bd46647', subject: 'Sigiriya', alt: 'Sigiriya rock fortress seen across the jungle', color: '#708b5d' },
  sigiriyaRockFortress: { id: 'photo-1663784025074-49e9e7f11f62', subject: 'Sigiriya Rock Fortress', alt: 'Sigiriya Rock Fortress and its gardens', color: '#748c5f' },
  kandyTempleOfTheTooth: { id: 'photo-1665849050332-8d5d7e59afb6', subject: 'Kandy, Temple of the Tooth', alt: 'The Temple of the Sacred Tooth Relic in Kandy', color: '#b7a58a' },
  kandy: { id: 'photo-1562698013-ac13558052cd', subject: "Kandy", alt: "Kandy's lake and hills", color: '#6f8c77' },
  galleFort: { id: 'photo-1704797390682-76479a29dc9a', subject: 'Galle Fort', alt: 'The ramparts and lighthouse of Galle Fort', color: '#8ea3ad' },
  galleFort2: { id: 'photo-1654561773591-57b9413c45c0', subject: 'Galle Fort', alt: 'Colonial streets inside Galle Fort', color: '#b4a690' },
  galleFort3: { id: 'photo-1734279135096-2854a06faba8', subject: "Galle Fort", alt: "Galle Fort's walls above the Indian Ocean", color: '#89a1ad' },
  colombo: { id: 'photo-1561426802-392f5b6290cf', subject: 'Colombo', alt: 'The Colombo skyline on the coast', color: '#8497a6' },
  colombo2: { id: 'photo-1656505992981-c0775b7dd59f', subject: 'Colombo', alt: 'A street view of Colombo', color: '#9a9a92' },
  yalaNationalPark: { id: 'photo-1636966542391-8dd8a91f1390', subject: 'Yala National Park', alt: 'Scrub and lagoons of Yala National Park', color: '#8f8a5f' },
  leopardOnSafari: { id: 'photo-1666963341825-c93a87892e55', subject: 'Leopard on safari', alt: 'A leopard resting during a safari', color: '#9f8458' },
  ellaNineArchBridgeWithTrain: { id: 'photo-1559372122-1a97b2d22c22', subject: 'Ella, Nine Arch Bridge with train', alt: 'A blue train crossing the Nine Arch Bridge at Ella', color: '#5f8459' },
  sriLankaTeaPlantation: { id: 'photo-1585171328560-947fbd92d6f0', subject: 'Sri Lanka tea plantation', alt: 'A Sri Lankan tea plantation on a hillside', color: '#679459' },
  sriLankaTropicalBeach: { id: 'photo-1715431789876-acc2751a95be', subject: 'Sri Lanka tropical beach', alt: 'A palm-fringed tropical beach in Sri Lanka', color: '#7fb0b8' },
  sriLankaBeachMirissa: { id: 'photo-1522310193626-604c5ef8be43', subject: 'Sri Lanka beach, Mirissa', alt: 'The curve of Mirissa beach in Sri Lanka', color: '#82b2b9' },
} as const satisfies Record<string, PhotoInfo>;
