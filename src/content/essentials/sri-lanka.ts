/** Sri Lanka's essentials: rupees and tipping, plugs, temple etiquette and Poya days, Sinhala and Tamil phrases. */
import { sources as s } from './sources';
import type { CountryEssentials } from './types';

export const essentials: CountryEssentials = {
  country: 'sri-lanka',
  // A floating currency: the catalogue has no rate for it (content/currencies.ts).
  currency: { code: 'LKR', name: 'Sri Lankan rupee' },
  money: [
    {
      text: 'The currency is the Sri Lankan rupee (Rs). ATMs are in cities and large towns and often give Rs 5000 notes: break them early, as small vendors may not take them. Visa and MasterCard are taken at most midrange and all top-end hotels.',
      source: s.lpSriLankaMoney,
    },
    {
      text: 'A 10% service charge is usually added to bills at most midrange and top-end places, but it may not reach the person serving you: leave a little extra for the waiter.',
      source: s.fodorsSriLankaMoney,
    },
    { text: 'Taxi drivers expect a tip: about 10% of the fare. Hotel porters Rs 50; at a temple, leave a donation and about Rs 20 for the person minding your shoes.', source: s.fodorsSriLankaMoney },
  ],
  plugs: { types: ['D', 'G', 'M'], volts: 230, hertz: 50, source: s.iecWorldPlugs },
  etiquette: [
    { text: 'At temples take off shoes and hats (socks are fine on scorching pavements) and cover shoulders, arms and legs.', source: s.sriLankaEtiquette, topic: 'dress' },
    { text: 'Never pose for a photograph beside or in front of a Buddha statue with your back to it.', source: s.sriLankaEtiquette },
    { text: 'Clothing or tattoos showing the Buddha can get you arrested and deported.', source: s.sriLankaEtiquette },
    {
      text: 'Poya days, each full-moon day, are religious holidays: liquor shops close, and on Poson Poya in 2019 even Tourist Board-approved hotel restaurants and guesthouses were barred from serving alcohol.',
      source: s.sriLankaPoya,
    },
    { text: 'On a Poya day alcohol is not on sale, and drinking in public could be seen as culturally insensitive and lead to arrest.', source: s.sriLankaPoyaAdvice },
    { text: 'Use your right hand, or both, to give and take; the left is considered unclean.', source: s.sriLankaEtiquette },
  ],
  phrasebooks: [
    {
      language: 'Sinhala',
      lang: 'si',
      script: 'sinhala',
      // Each phrase as its source spells it: the sources romanise differently.
      source: s.sriLankaBestPhrases,
      phrases: [
        { english: 'Hello / goodbye (formal; literally “may your lifespan be long”)', script: 'ආයුබෝවන්', translit: 'āyubōwan', source: s.wonderlangSinhala },
        { english: 'How are you?', script: 'කොහොමද', translit: 'kohomədhə', source: s.wonderlangSinhala },
        { english: 'Thank you', script: 'ස්තූතියි', translit: 'Sthūthiyi' },
        { english: 'Yes', script: 'ඔව්', translit: 'Ov' },
        { english: 'No', script: 'නැහැ', translit: 'Næhæ' },
        { english: 'Please', script: 'කරුණාකර', translit: 'karuna-ka.ra.la', source: s.ddgSinhala },
        { english: 'Excuse me', script: 'සමාවෙන්න', translit: 'sama-wenna', source: s.ddgSinhala },
        { english: 'What is your name?', script: 'ඔයාගේ නම මොකද්ද?', translit: 'oya-ge nama.Mokakdha?', source: s.ddgSinhala },
        { english: 'How much is this?', script: 'මේක කීයද?', translit: 'Mēka kīyada?' },
        { english: 'Where is …?', script: 'කොහෙද?', translit: '…kohe-dha?', source: s.ddgSinhala },
        { english: 'Where is the bus station?', script: 'බස් නැවතුම්පොළ කොහෙද?', translit: 'Bas nævatumpola koheda?' },
        { english: 'Left', script: 'වම', translit: 'Vama' },
        { english: 'Right', script: 'දකුණ', translit: 'Dakuna' },
        { english: 'Straight on', script: 'කෙලින්', translit: 'kelin', source: s.ddgSinhala },
        { english: 'Water', script: 'වතුර', translit: 'Vathura' },
        { english: 'Tea', script: 'තේ', translit: 'the-', source: s.ddgSinhala },
        { english: 'Food', script: 'කෑම', translit: 'Kāma' },
        { english: 'Delicious', script: 'රසයි', translit: 'Rasai' },
        { english: 'The bill, please', script: 'කරුණාකර බිල ගෙන්න', translit: 'Karuna-ka.ra.la bila. Ge-nna.', source: s.ddgSinhala },
        { english: 'What time is it?', script: 'වෙලාව කියද?', translit: 'Ve-la-va. Keeya.dha?', source: s.ddgSinhala },
        { english: 'Goodbye (informal)', script: 'ගිහින් එන්නම්', translit: 'gihin ennam', source: s.wonderlangSinhala },
      ],
    },
    {
      language: 'Tamil',
      lang: 'ta',
      script: 'tamil',
      source: s.openLearnTamil,
      phrases: [
        { english: 'Hello', script: 'வணக்கம்', translit: 'vanakkam' },
        { english: 'Thank you', script: 'நன்றி', translit: 'nandhri' },
        { english: 'You are welcome', script: 'நீங்கள் வரவேற்கப்படுகிறீர்கள்', translit: 'neenkal varavetkappadukireerkal' },
        { english: 'Yes', script: 'ஆம்', translit: 'aam' },
        { english: 'No', script: 'இல்லை', translit: 'illai', unchecked: true },
        { english: 'Please', script: 'தயவு செய்து', translit: 'thayavu seythu', unchecked: true },
        { english: 'Forgive me (the usual way to apologise)', script: 'என்னை மன்னித்துக்கொள்ளுங்கள்', translit: 'ennai manniththukollunkal' },
        { english: 'Are you well?', script: 'நீங்கள் நலமாக இருக்கிறீர்களா?', translit: 'neenkal nalamaka erukkirirkala?' },
        { english: 'Yes, I’m fine', script: 'ஆம், நான் நலமாக இருக்கிறேன்', translit: 'aam, naan nalamaka erukkiren' },
        { english: 'What is your name?', script: 'உங்கள் பெயர் என்ன?', translit: 'ungal peyar enna?', unchecked: true },
        { english: 'My name is …', script: 'என் பெயர் …', translit: 'en peyar …', unchecked: true },
        { english: 'I don’t understand', script: 'எனக்குப் புரியவில்லை', translit: 'enakku puriyavillai', unchecked: true },
        { english: 'How much is this?', script: 'இது எவ்வளவு?', translit: 'idhu evvalavu?', unchecked: true },
        { english: 'Where is the toilet?', script: 'கழிப்பறை எங்கே?', translit: 'kazhipparai enge?', unchecked: true },
        { english: 'Water', script: 'தண்ணீர்', translit: 'thanneer', unchecked: true },
        { english: 'Food', script: 'உணவு', translit: 'unavu', unchecked: true },
        { english: 'Left', script: 'இடது', translit: 'idathu', unchecked: true },
        { english: 'Right', script: 'வலது', translit: 'valathu', unchecked: true },
        { english: 'Help!', script: 'உதவி!', translit: 'udhavi!', unchecked: true },
        { english: 'Doctor', script: 'மருத்துவர்', translit: 'maruthuvar', unchecked: true },
        { english: 'Goodbye (I’ll go and come back)', script: 'போய் வருகிறேன்', translit: 'poi varugiren', unchecked: true },
      ],
    },
  ],
};
