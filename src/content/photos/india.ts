/**
 * The vetted stock photos of India that lists and cards show (see photo.ts); those only a
 * place's own page shows are in india-details.ts.
 */
import type { PhotoInfo } from './photo';

export const indiaPhotos = {
  tajMahal: { id: 'photo-1548013146-72479768bada', subject: "Taj Mahal", alt: "The Taj Mahal's marble dome and minarets", color: '#d6cab6' },
  delhiHumayunsTomb: { id: 'photo-1609670289875-590e8ec05c88', subject: "Delhi, Humayun's Tomb", alt: "Humayun's Tomb in Delhi, red sandstone and white marble in its Mughal garden", color: '#b9866a' },
  jaipurHawaMahal: { id: 'photo-1524229648276-e66561fe45a9', subject: 'Jaipur, Hawa Mahal', alt: 'The pink honeycomb facade of the Hawa Mahal in Jaipur', color: '#d39a7f' },
  udaipurLakePichola: { id: 'photo-1615836245337-f5b9b2303f10', subject: 'Udaipur, Lake Pichola', alt: 'Palaces of Udaipur reflected in Lake Pichola', color: '#8fa3b5' },
  jodhpurBlueCityAndFort: { id: 'photo-1643906264382-615af6f4d6f4', subject: 'Jodhpur, blue city and fort', alt: 'Blue-washed houses of Jodhpur below Mehrangarh Fort', color: '#6f8fb0' },
  bengalTigerRanthambore: { id: 'photo-1615474286632-e31ac3633d58', subject: 'Bengal tiger (Ranthambore)', alt: 'A Bengal tiger in the dry forest of Ranthambore', color: '#a78555' },
  bengalTiger: { id: 'photo-1561731216-c3a4d99437d5', subject: 'Bengal tiger', alt: 'A Bengal tiger looking towards the camera', color: '#a3804f' },
  keralaBackwaters: { id: 'photo-1602216056096-3b40cc0c9944', subject: 'Kerala backwaters', alt: 'Palm-lined Kerala backwaters at calm water level', color: '#5f8a6a' },
  keralaHouseboatAlleppey: { id: 'photo-1593693397690-362cb9666fc2', subject: 'Kerala houseboat, Alleppey', alt: 'A thatched houseboat on the backwaters near Alleppey', color: '#5a8466' },
  mumbaiGatewayOfIndia: { id: 'photo-1598434192043-71111c1b3f41', subject: "Mumbai, Gateway of India", alt: "The Gateway of India on Mumbai's waterfront", color: '#b9a58e' },
  gujaratRannOfKutch: { id: 'photo-1670406312373-6d4d1776e4aa', subject: 'Gujarat, Rann of Kutch', alt: 'The white salt desert of the Rann of Kutch in Gujarat', color: '#d9d6cf' },
  ladakh: { id: 'photo-1617824077360-7a77db40aae1', subject: 'Ladakh', alt: 'Bare high mountains of Ladakh under a deep blue sky', color: '#8a98a8' },
  ladakhPangongLake: { id: 'photo-1606857090627-27ca46667290', subject: 'Ladakh, Pangong Lake', alt: 'The blue water of Pangong Lake in Ladakh ringed by mountains', color: '#5d86a8' },
  rajasthanPalaceAndDesert: { id: 'photo-1477587458883-47145ed94245', subject: 'Rajasthan, palace and desert', alt: 'A sandstone palace in the Rajasthan desert', color: '#c49a6b' },
  holiFestival: { id: 'photo-1603228254119-e6a4d095dc59', subject: 'Holi festival', alt: 'Clouds of coloured powder at the Holi festival', color: '#c0588a' },
  varanasiGhatsGangaAarti: { id: 'photo-1561361513-2d000a50f0dc', subject: 'Varanasi ghats, Ganga aarti', alt: 'Ganga aarti ceremony with lamps on the ghats of Varanasi', color: '#8a5a3a' },
} as const satisfies Record<string, PhotoInfo>;
