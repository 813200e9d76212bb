/**
 * The stock photos the catalogue may use: each id with the subject it shows, an alt text that
 * describes it and a placeholder colour close to its dominant tone (shown until it loads, or when
 * offline). Ids come from the vetted list in the product brief; an id typed from memory would be a
 * broken image in production, so the catalogue refers to these keys, never to raw ids.
 */
export interface PhotoInfo {
  /** Stock photo id on the image host. */
  readonly id: string;
  /** What the photo shows, as vetted. */
  readonly subject: string;
  /** Alt text describing the image. */
  readonly alt: string;
  /** Placeholder colour while loading or offline. */
  readonly color: string;
}

export const photos = {
  tajMahalAgra: { id: 'photo-1564507592333-c60657eea523', subject: 'Taj Mahal, Agra', alt: 'The white marble Taj Mahal in Agra above its long reflecting pool', color: '#d8cdbb' },
  tajMahal: { id: 'photo-1548013146-72479768bada', subject: "Taj Mahal", alt: "The Taj Mahal's marble dome and minarets", color: '#d6cab6' },
  delhiIndiaGate: { id: 'photo-1587474260584-136574528ed5', subject: 'Delhi, India Gate', alt: 'India Gate, the sandstone war memorial arch on Kartavya Path in New Delhi', color: '#c9a98a' },
  delhiHumayunsTomb: { id: 'photo-1609670289875-590e8ec05c88', subject: "Delhi, Humayun's Tomb", alt: "Humayun's Tomb in Delhi, red sandstone and white marble in its Mughal garden", color: '#b9866a' },
  delhiRedFort: { id: 'photo-1547300848-441153a7bf02', subject: 'Delhi, Red Fort', alt: 'The red sandstone walls of the Red Fort in Old Delhi', color: '#a8614a' },
  delhiQutubMinar: { id: 'photo-1584283092096-4a48b7d822a2', subject: 'Delhi, Qutub Minar', alt: 'The fluted sandstone tower of Qutub Minar in Delhi', color: '#b68a6b' },
  jaipurHawaMahal: { id: 'photo-1524229648276-e66561fe45a9', subject: 'Jaipur, Hawa Mahal', alt: 'The pink honeycomb facade of the Hawa Mahal in Jaipur', color: '#d39a7f' },
  jaipurAmberFortJaipur: { id: 'photo-1599661046289-e31897846e41', subject: 'Jaipur, Amber Fort / Jaipur', alt: 'Amber Fort on its ridge above Jaipur', color: '#c79a6c' },
  jaipurAmberFort: { id: 'photo-1599661046827-dacff0c0f09a', subject: 'Jaipur, Amber Fort', alt: 'Courtyards and ramparts of Amber Fort near Jaipur', color: '#c59869' },
  jaipur: { id: 'photo-1603262110263-fb0112e7cc33', subject: 'Jaipur', alt: 'Rose-pink palace architecture in Jaipur', color: '#cf9a82' },
  udaipurLakePichola: { id: 'photo-1615836245337-f5b9b2303f10', subject: 'Udaipur, Lake Pichola', alt: 'Palaces of Udaipur reflected in Lake Pichola', color: '#8fa3b5' },
  udaipurCityPalace: { id: 'photo-1575994532957-773da2f83eb1', subject: 'Udaipur, City Palace', alt: 'The City Palace of Udaipur rising above the lake shore', color: '#c6b49c' },
  udaipur: { id: 'photo-1695956353120-54ce5e91632b', subject: "Udaipur", alt: "Udaipur's lakeside palaces and ghats", color: '#9aa8b3' },
  jodhpurBlueCityAndFort: { id: 'photo-1643906264382-615af6f4d6f4', subject: 'Jodhpur, blue city and fort', alt: 'Blue-washed houses of Jodhpur below Mehrangarh Fort', color: '#6f8fb0' },
  jodhpurMehrangarhFort: { id: 'photo-1547153761-245464673801', subject: 'Jodhpur, Mehrangarh Fort', alt: 'Mehrangarh Fort on its rock above Jodhpur', color: '#b48d68' },
  bengalTigerRanthambore: { id: 'photo-1615474286632-e31ac3633d58', subject: 'Bengal tiger (Ranthambore)', alt: 'A Bengal tiger in the dry forest of Ranthambore', color: '#a78555' },
  bengalTiger: { id: 'photo-1561731216-c3a4d99437d5', subject: 'Bengal tiger', alt: 'A Bengal tiger looking towards the camera', color: '#a3804f' },
  ranthambore: { id: 'photo-1609766418204-94aae0ecfdbc', subject: 'Ranthambore', alt: 'Forest and ruins of Ranthambore National Park', color: '#8c8a5c' },
  keralaBackwaters: { id: 'photo-1602216056096-3b40cc0c9944', subject: 'Kerala backwaters', alt: 'Palm-lined Kerala backwaters at calm water level', color: '#5f8a6a' },
  keralaHouseboatAlleppey: { id: 'photo-1593693397690-362cb9666fc2', subject: 'Kerala houseboat, Alleppey', alt: 'A thatched houseboat on the backwaters near Alleppey', color: '#5a8466' },
  keralaBackwaters2: { id: 'photo-1694783079572-eaeff4bee78b', subject: 'Kerala backwaters', alt: 'Coconut palms leaning over a Kerala backwater channel', color: '#628c6c' },
  munnarTeaHillsKerala: { id: 'photo-1637066742971-726bee8d9f56', subject: 'Munnar tea hills, Kerala', alt: 'Rolling tea estates in the hills of Munnar, Kerala', color: '#6d9a5e' },
  mumbaiGatewayOfIndia: { id: 'photo-1598434192043-71111c1b3f41', subject: "Mumbai, Gateway of India", alt: "The Gateway of India on Mumbai's waterfront", color: '#b9a58e' },
  mumbaiGatewayOfIndia2: { id: 'photo-1570168007204-dfb528c6958f', subject: 'Mumbai, Gateway of India', alt: 'The basalt arch of the Gateway of India in Mumbai', color: '#b5a28c' },
  mumbaiMarineDrive: { id: 'photo-1666843527155-14ec5f016802', subject: "Mumbai, Marine Drive", alt: "The curve of Marine Drive along Mumbai's seafront", color: '#7f95a8' },
  gujaratRannOfKutch: { id: 'photo-1670406312373-6d4d1776e4aa', subject: 'Gujarat, Rann of Kutch', alt: 'The white salt desert of the Rann of Kutch in Gujarat', color: '#d9d6cf' },
  gujaratRaniKiVavStepwell: { id: 'photo-1655395382916-7e424cd0cc3e', subject: 'Gujarat, Rani ki Vav stepwell', alt: 'Carved galleries of the Rani ki Vav stepwell in Gujarat', color: '#a9916f' },
  gujaratAsiaticLionGir: { id: 'photo-1598976988306-812abecc328c', subject: 'Gujarat, Asiatic lion (Gir)', alt: 'An Asiatic lion in Gir forest, Gujarat', color: '#a88b5c' },
  ladakh: { id: 'photo-1617824077360-7a77db40aae1', subject: 'Ladakh', alt: 'Bare high mountains of Ladakh under a deep blue sky', color: '#8a98a8' },
  ladakhPangongLake: { id: 'photo-1606857090627-27ca46667290', subject: 'Ladakh, Pangong Lake', alt: 'The blue water of Pangong Lake in Ladakh ringed by mountains', color: '#5d86a8' },
  ladakhPangongLake2: { id: 'photo-1636800877579-b69375ae9532', subject: "Ladakh, Pangong Lake", alt: "Pangong Lake's shoreline in Ladakh", color: '#6189aa' },
  ladakhLehPalaceAtDusk: { id: 'photo-1706287040513-1019cd6173d1', subject: 'Ladakh, Leh Palace at dusk', alt: 'Leh Palace on its ridge at dusk', color: '#6f6a74' },
  ladakhThikseyMonastery: { id: 'photo-1747643607854-9f0d93c8c790', subject: 'Ladakh, Thiksey Monastery', alt: 'Thiksey Monastery stacked on a hillside in Ladakh', color: '#b3a18a' },
  ladakhNubraCamels: { id: 'photo-1660303941192-575c686e9b05', subject: 'Ladakh, Nubra camels', alt: 'Bactrian camels on the sand dunes of the Nubra Valley, Ladakh', color: '#b8a283' },
  rajasthanPalaceAndDesert: { id: 'photo-1477587458883-47145ed94245', subject: 'Rajasthan, palace and desert', alt: 'A sandstone palace in the Rajasthan desert', color: '#c49a6b' },
  indianSpices: { id: 'photo-1596040033229-a9821ebd058d', subject: 'Indian spices', alt: 'Heaps of colourful Indian spices at a market', color: '#b0643a' },
  indianFood: { id: 'photo-1589302168068-964664d93dc0', subject: 'Indian food', alt: 'A spread of Indian dishes', color: '#a66a3c' },
  holiFestival: { id: 'photo-1603228254119-e6a4d095dc59', subject: 'Holi festival', alt: 'Clouds of coloured powder at the Holi festival', color: '#c0588a' },
  varanasiGhatsGangaAarti: { id: 'photo-1561361513-2d000a50f0dc', subject: 'Varanasi ghats, Ganga aarti', alt: 'Ganga aarti ceremony with lamps on the ghats of Varanasi', color: '#8a5a3a' },
  kathmanduBoudhanathStupa: { id: 'photo-1650638987536-6fbcb9bc6085', subject: 'Kathmandu, Boudhanath Stupa', alt: 'The white dome and painted eyes of Boudhanath Stupa in Kathmandu', color: '#c2b8a8' },
  kathmanduBoudhanathStupa2: { id: 'photo-1617469170169-55626c028519', subject: 'Kathmandu, Boudhanath Stupa', alt: 'Prayer flags strung from Boudhanath Stupa, Kathmandu', color: '#bdb3a2' },
  kathmanduValleyTemples: { id: 'photo-1708407298307-7f598cde2532', subject: 'Kathmandu Valley temples', alt: 'Tiered pagoda temples in the Kathmandu Valley', color: '#9b7458' },
  patanDurbarSquare: { id: 'photo-1699204121879-f7d805d3bc41', subject: 'Patan Durbar Square', alt: 'Pagoda temples of Patan Durbar Square', color: '#9a6f53' },
  bhaktapurDurbarSquare: { id: 'photo-1663060010422-a4b846aa1037', subject: 'Bhaktapur Durbar Square', alt: 'Bhaktapur Durbar Square and its carved temples', color: '#9c735a' },
  pokhara: { id: 'photo-1610997686651-98492fd08108', subject: 'Pokhara', alt: 'Pokhara beside Phewa Lake below the Annapurna foothills', color: '#7f9aa4' },
  pokharaPhewaLakeAndMountains: { id: 'photo-1609947016891-f86e68963800', subject: 'Pokhara, Phewa Lake and mountains', alt: 'Phewa Lake in Pokhara with Himalayan peaks beyond', color: '#7896a6' },
  pokharaPhewaLake: { id: 'photo-1647679208171-85d25dcc22c2', subject: 'Pokhara, Phewa Lake', alt: 'Wooden boats on Phewa Lake, Pokhara', color: '#7a97a2' },
  chitwanNationalPark: { id: 'photo-1549888668-19281758dfbe', subject: 'Chitwan National Park', alt: 'Grassland and forest of Chitwan National Park', color: '#6b8457' },
  chitwanWildlife: { id: 'photo-1748343217307-0955e2250dc7', subject: 'Chitwan wildlife', alt: 'Wildlife in Chitwan National Park', color: '#6e8658' },
  chitwanJungle: { id: 'photo-1751931817996-368c9ee352ee', subject: 'Chitwan jungle', alt: 'Sal forest in the Chitwan jungle', color: '#5f7a4f' },
  everestBaseCampTrek: { id: 'photo-1697746149225-63a33bcb2ea4', subject: 'Everest Base Camp trek', alt: 'Trekkers on the trail to Everest Base Camp', color: '#8c9bab' },
  everestBaseCamp: { id: 'photo-1544735716-ea9ef790f501', subject: 'Everest Base Camp', alt: 'Tents at Everest Base Camp below the Khumbu peaks', color: '#a3adb8' },
  mountEverest: { id: 'photo-1662958891242-707d445dc34a', subject: 'Mount Everest', alt: 'The summit pyramid of Mount Everest', color: '#9eaabb' },
  everestSouthFaceAtDawn: { id: 'photo-1716746022735-d8ed8d6ca81a', subject: "Everest south face at dawn", alt: "Everest's south face lit at dawn", color: '#a89a9a' },
  annapurnaRange: { id: 'photo-1718179634911-8551f8b0cccf', subject: 'Annapurna range', alt: 'Snow peaks of the Annapurna range', color: '#9fb0c0' },
  annapurnaBaseCamp: { id: 'photo-1642156456271-458c1d19af24', subject: 'Annapurna Base Camp', alt: 'Annapurna Base Camp in its ring of peaks', color: '#a1afbf' },
  himalayanPeaks: { id: 'photo-1676718912572-b3ebcff192e3', subject: 'Himalayan peaks', alt: 'Snow-covered Himalayan peaks', color: '#9fb2c6' },
  himalayas: { id: 'photo-1454496522488-7a8e488e8606', subject: 'Himalayas', alt: 'Himalayan summits above the clouds', color: '#9db0c4' },
  himalayanTrekking: { id: 'photo-1758468204916-136f96fd6dc5', subject: 'Himalayan trekking', alt: 'A trekker walking a Himalayan trail', color: '#8a9889' },
  prayerFlagsHimalaya: { id: 'photo-1626418613494-a74db9505f41', subject: 'Prayer flags, Himalaya', alt: 'Prayer flags strung across a Himalayan pass', color: '#9fa6b0' },
  prayerFlagsAndMountains: { id: 'photo-1611955166156-9ae5e948c6d4', subject: 'Prayer flags and mountains', alt: 'Prayer flags in front of snow mountains', color: '#a3abb5' },
  bhutanTigersNestParoTaktsang: { id: 'photo-1772203228933-2d0f06bc36e7', subject: "Bhutan, Tiger's Nest (Paro Taktsang)", alt: "Tiger's Nest monastery clinging to the cliff above the Paro valley", color: '#6f7f62' },
  bhutan: { id: 'photo-1544811096-89a14f806d55', subject: 'Bhutan', alt: 'A dzong in the green valleys of Bhutan', color: '#71845e' },
  bhutan2: { id: 'photo-1617469165786-8007eda3caa7', subject: 'Bhutan', alt: 'Bhutanese temple architecture in a mountain setting', color: '#76865f' },
  bhutan3: { id: 'photo-1578556881786-851d4b79cb73', subject: 'Bhutan', alt: 'A Himalayan valley in Bhutan', color: '#6f8260' },
  bhutan4: { id: 'photo-1580649851649-992b28f56e98', subject: 'Bhutan', alt: 'Traditional Bhutanese buildings', color: '#80866a' },
  bhutan5: { id: 'photo-1635134873780-4ffac86376e4', subject: 'Bhutan', alt: 'A Bhutanese monastery in the hills', color: '#748462' },
  bhutan6: { id: 'photo-1597658333270-8c0d8f0eb845', subject: 'Bhutan', alt: 'Forested mountains of Bhutan', color: '#6a7d5c' },
  bhutan7: { id: 'photo-1598868660517-a43a3af404c2', subject: 'Bhutan', alt: 'Bhutanese landscape with prayer flags', color: '#7b8966' },
  sigiriyaLionRock: { id: 'photo-1612862862126-865765df2ded', subject: 'Sigiriya, Lion Rock', alt: 'The Lion Rock of Sigiriya rising above the forest', color: '#6f8a5b' },
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
  luxuryTentGlamping: { id: 'photo-1714326029322-fcc1464df757', subject: 'Luxury tent, glamping', alt: 'A luxury safari tent set up for glamping', color: '#b09a7c' },
} as const satisfies Record<string, PhotoInfo>;

export type PhotoKey = keyof typeof photos;

export function photoInfo(key: PhotoKey): PhotoInfo {
  return photos[key];
}
