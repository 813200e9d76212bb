/**
 * The vetted stock photos of India that only a place's own page shows (its experiences), so that a
 * list or an itinerary does not load them (see photo.ts).
 */
import type { PhotoInfo } from './photo';

export const indiaDetailPhotos = {
  delhiIndiaGate: { id: 'photo-1587474260584-136574528ed5', subject: 'Delhi, India Gate', alt: 'India Gate, the sandstone war memorial arch on Kartavya Path in New Delhi', color: '#c9a98a' },
  delhiRedFort: { id: 'photo-1547300848-441153a7bf02', subject: 'Delhi, Red Fort', alt: 'The red sandstone walls of the Red Fort in Old Delhi', color: '#a8614a' },
  delhiQutubMinar: { id: 'photo-1584283092096-4a48b7d822a2', subject: 'Delhi, Qutub Minar', alt: 'The fluted sandstone tower of Qutub Minar in Delhi', color: '#b68a6b' },
  jaipurAmberFortJaipur: { id: 'photo-1599661046289-e31897846e41', subject: 'Jaipur, Amber Fort / Jaipur', alt: 'Amber Fort on its ridge above Jaipur', color: '#c79a6c' },
  jaipurAmberFort: { id: 'photo-1599661046827-dacff0c0f09a', subject: 'Jaipur, Amber Fort', alt: 'Courtyards and ramparts of Amber Fort near Jaipur', color: '#c59869' },
  jaipur: { id: 'photo-1603262110263-fb0112e7cc33', subject: 'Jaipur', alt: 'Rose-pink palace architecture in Jaipur', color: '#cf9a82' },
  udaipurCityPalace: { id: 'photo-1575994532957-773da2f83eb1', subject: 'Udaipur, City Palace', alt: 'The City Palace of Udaipur rising above the lake shore', color: '#c6b49c' },
  udaipur: { id: 'photo-1695956353120-54ce5e91632b', subject: "Udaipur", alt: "Udaipur's lakeside palaces and ghats", color: '#9aa8b3' },
  jodhpurMehrangarhFort: { id: 'photo-1547153761-245464673801', subject: 'Jodhpur, Mehrangarh Fort', alt: 'Mehrangarh Fort on its rock above Jodhpur', color: '#b48d68' },
  ranthambore: { id: 'photo-1609766418204-94aae0ecfdbc', subject: 'Ranthambore', alt: 'Forest and ruins of Ranthambore National Park', color: '#8c8a5c' },
  keralaBackwaters2: { id: 'photo-1694783079572-eaeff4bee78b', subject: 'Kerala backwaters', alt: 'Coconut palms leaning over a Kerala backwater channel', color: '#628c6c' },
  munnarTeaHillsKerala: { id: 'photo-1637066742971-726bee8d9f56', subject: 'Munnar tea hills, Kerala', alt: 'Rolling tea estates in the hills of Munnar, Kerala', color: '#6d9a5e' },
  mumbaiGatewayOfIndia2: { id: 'photo-1570168007204-dfb528c6958f', subject: 'Mumbai, Gateway of India', alt: 'The basalt arch of the Gateway of India in Mumbai', color: '#b5a28c' },
  mumbaiMarineDrive: { id: 'photo-1666843527155-14ec5f016802', subject: "Mumbai, Marine Drive", alt: "The curve of Marine Drive along Mumbai's seafront", color: '#7f95a8' },
  gujaratRaniKiVavStepwell: { id: 'photo-1655395382916-7e424cd0cc3e', subject: 'Gujarat, Rani ki Vav stepwell', alt: 'Carved galleries of the Rani ki Vav stepwell in Gujarat', color: '#a9916f' },
  gujaratAsiaticLionGir: { id: 'photo-1598976988306-812abecc328c', subject: 'Gujarat, Asiatic lion (Gir)', alt: 'An Asiatic lion in Gir forest, Gujarat', color: '#a88b5c' },
  ladakhPangongLake2: { id: 'photo-1636800877579-b69375ae9532', subject: "Ladakh, Pangong Lake", alt: "Pangong Lake's shoreline in Ladakh", color: '#6189aa' },
  ladakhLehPalaceAtDusk: { id: 'photo-1706287040513-1019cd6173d1', subject: 'Ladakh, Leh Palace at dusk', alt: 'Leh Palace on its ridge at dusk', color: '#6f6a74' },
  ladakhThikseyMonastery: { id: 'photo-1747643607854-9f0d93c8c790', subject: 'Ladakh, Thiksey Monastery', alt: 'Thiksey Monastery stacked on a hillside in Ladakh', color: '#b3a18a' },
  ladakhNubraCamels: { id: 'photo-1660303941192-575c686e9b05', subject: 'Ladakh, Nubra camels', alt: 'Bactrian camels on the sand dunes of the Nubra Valley, Ladakh', color: '#b8a283' },
  indianSpices: { id: 'photo-1596040033229-a9821ebd058d', subject: 'Indian spices', alt: 'Heaps of colourful Indian spices at a market', color: '#b0643a' },
  indianFood: { id: 'photo-1589302168068-964664d93dc0', subject: 'Indian food', alt: 'A spread of Indian dishes', color: '#a66a3c' },
} as const satisfies Record<string, PhotoInfo>;
