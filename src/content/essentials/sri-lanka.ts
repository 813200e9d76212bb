/** Sri Lanka's essentials: rupees and tipping, plugs, temple etiquette and Poya days, Sinhala and Tamil phrases. */
import { checked, quoted, sources } from './sources';
import type { CountryEssentials, Source } from './types';

/** Where Sri Lanka’s essentials come from (how they were chosen and dated: sources.ts). */
const s = {
  ...sources,
  fodorsSriLankaMoney: { title: "Fodor's: Sri Lanka travel tips, money", url: 'https://www.fodors.com/world/asia/sri-lanka/travel-tips/money-288947420', checked: quoted },
  sriLankaEtiquette: {
    title: 'Lonely Planet: Sri Lanka etiquette',
    url: 'https://www.lonelyplanet.com/sri-lanka/practical-information/directory/etiquette/a/nar/16ae9e96-14cf-441d-92f0-6b110704ea4c/357442',
    checked: quoted,
  },
  sriLankaPoya: {
    title: 'Ada Derana: liquor shops closed for Poson Poya (Department of Government Information, Excise Department)',
    url: 'http://www.adaderana.lk/news.php?nid=55761',
    checked: quoted,
  },
  sriLankaPoyaAdvice: {
    title: 'Daily Mirror: British High Commission advice on alcohol on Poya days',
    url: 'http://www.dailymirror.lk/157207/England-cricket-fans-advised-on-alcohol-on-Poya-Day-matches-',
    checked: quoted,
  },
  // DuckDuckGo's cheat sheets, compiled by its contributors from the sites they name (Linguanaut,
  // The Backpacking Site) and read at the commit named in the address.
  ddgSinhala: {
    title: 'DuckDuckGo Sinhala cheat sheet (compiled from The Backpacking Site)',
    url: 'https://github.com/duckduckgo/zeroclickinfo-goodies/blob/4a6536117dee54489d7d068bff46fef561be7e67/share/goodie/cheat_sheets/json/language/sinhala.json',
    checked,
  },
  ddgTamil: {
    title: 'DuckDuckGo Tamil cheat sheet (compiled from Linguanaut)',
    url: 'https://github.com/duckduckgo/zeroclickinfo-goodies/blob/0126699b41c08f0e5971d5408dfd1d6767eec504/share/goodie/cheat_sheets/json/language/tamil.json',
    checked,
  },
  sriLankaBestPhrases: {
    title: 'Sri Lanka Best Destination: essential Sinhala and Tamil phrases',
    url: 'https://srilankabestdestination.com/travel-tips/sinhala-and-tamil-phrases',
    checked,
  },
  wonderlangSinhala: { title: 'Wonderlang: a taste of Sinhala', url: 'https://wonderlang.xyz/en/a-taste-of-sinhala', checked },
  // Tatoeba's sentences (CC BY 2.0 FR; each credited by its numbers and authors, shown with the
  // phrase), as manythings.org exports them in pairs, read in these repositories at these commits.
  tatoebaTamil: {
    title: 'Tatoeba (CC BY 2.0 FR): English–Tamil sentence pairs, as exported by manythings.org',
    url: 'https://github.com/samrajkodai/Language-Translation/blob/7815d371a4e474c1874d800ad21e86d18f039f7c/tam.txt',
    checked: quoted,
  },
  openLearnTamil: { title: "The Open University: Beginners' Tamil taster course", url: 'https://www.open.edu/openlearn/languages/beginners-tamil-taster-course/content-section-3', checked },
} as const satisfies Record<string, Source>;

export const essentials: CountryEssentials = {
  country: 'sri-lanka',
  // A floating currency: the catalogue has no rate for it (content/currencies.ts).
  currency: { code: 'LKR', name: 'Sri Lankan rupee' },
  money: [
    {
      text: 'The currency is the Sri Lankan rupee (Rs). ATMs are common in cities and larger towns but often give only large notes: break them at a bank. Cards are taken in top-end hotels and restaurants; smaller places do not take them.',
      source: s.fodorsSriLankaMoney,
      quote:
        "Banks and ATMs are common in cities (like Colombo and Kandy) and larger towns will usually have at least one ATM. … ATMs are safer but often only issue large bills, but you can always break these in a bank. Use your credit cards in top-end hotels and restaurants; smaller establishments don't accept plastic. … The national currency of Sri Lanka is the rupee (Rs).",
    },
    {
      text: 'A 10% service charge is usually added to bills at most midrange and top-end places, but it may not reach the person serving you: leave a little extra for the waiter.',
      source: s.fodorsSriLankaMoney,
      quote:
        'A 10% service charge is usually added to food and accommodation bills at most mid- and top-end establishments, but this may not be passed on to the person serving. Leave a few rupees extra for the waiter.',
    },
    {
      text: 'Taxi drivers expect a tip: about 10% of the fare. Hotel porters Rs 50; at a temple, leave a donation and about Rs 20 for the person minding your shoes.',
      source: s.fodorsSriLankaMoney,
      quote:
        'Taxi drivers also expect a tip. As a rule of thumb, tip 10% of the total amount due. Tip hotel porters Rs 50, and if visiting a temple, leave a donation and also offer something (Rs 20 is enough) to the person who minds your shoes.',
    },
  ],
  plugs: {
    types: ['D', 'G', 'M'],
    volts: 230,
    hertz: 50,
    source: s.iecWorldPlugs,
    quote: 'LK,50 Hz,Sri Lanka,Type D,230 V … LK,50 Hz,Sri Lanka,Type M,230 V … LK,50 Hz,Sri Lanka,Type G,230 V',
  },
  etiquette: [
    {
      text: 'At temples take off shoes and hats (socks are fine on scorching pavements) and cover shoulders, arms and legs.',
      source: s.sriLankaEtiquette,
      topic: 'dress',
      quote: 'Remove shoes and hats at temples. Socks are OK for walking scorching pavements. … Cover shoulders, arms and legs at temples as directed.',
    },
    {
      text: 'Never pose for a photograph beside or in front of a Buddha statue with your back to it.',
      source: s.sriLankaEtiquette,
      quote: 'Never pose beside or in front of a statue (ie with your back to it), as this is considered disrespectful.',
    },
    {
      text: 'Clothing or tattoos showing the Buddha can get you arrested and deported.',
      source: s.sriLankaEtiquette,
      quote: 'Displaying body art or wearing clothing that includes an image of the Buddha can get you arrested and deported.',
    },
    {
      text: 'Poya days, each full-moon day, are religious holidays: liquor shops close, and on Poson Poya in 2019 even Tourist Board-approved hotel restaurants and guesthouses were barred from serving alcohol.',
      source: s.sriLankaPoya,
      quote:
        'All liquor shops in the country will be closed on the 15th and 16th June in view of the Poson Poya day … Tourist Board-approved Hotel restaurants and guesthouses catering to local and foreign tourists are also prohibited from serving liquor on the aforementioned dates.',
    },
    {
      text: 'On a Poya day alcohol is not on sale, and drinking in public could be seen as culturally insensitive and lead to arrest.',
      source: s.sriLankaPoyaAdvice,
      quote:
        '“Alcohol won\'t be on sale on October 24, which is a religious holiday in Sri Lanka, and drinking in public on this day could be seen as culturally insensitive. It could lead to arrest,” the High Commission said.',
    },
    {
      text: 'Use your right hand, or both, to give and take; the left is considered unclean.',
      source: s.sriLankaEtiquette,
      quote: 'Avoid left hands These are considered unclean. Use both hands or just your right.',
    },
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
        { english: 'Thank you very much!', script: 'மிக்க நன்றி!', translit: 'Mikka nanri!', source: s.ddgTamil },
        { english: 'You are welcome', script: 'நீங்கள் வரவேற்கப்படுகிறீர்கள்', translit: 'neenkal varavetkappadukireerkal' },
        { english: 'Yes', script: 'ஆம்', translit: 'aam' },
        { english: 'No', script: 'இல்லை', translit: 'Illai', source: s.sriLankaBestPhrases },
        { english: 'Please', script: 'தயவு செய்து', translit: 'Tayavu seidhu', source: s.ddgTamil },
        { english: 'Forgive me (the usual way to apologise)', script: 'என்னை மன்னித்துக்கொள்ளுங்கள்', translit: 'ennai manniththukollunkal' },
        { english: 'Are you well?', script: 'நீங்கள் நலமாக இருக்கிறீர்களா?', translit: 'neenkal nalamaka erukkirirkala?' },
        { english: 'Yes, I’m fine', script: 'ஆம், நான் நலமாக இருக்கிறேன்', translit: 'aam, naan nalamaka erukkiren' },
        { english: 'What is your name?', script: 'உங்கள் பெயர் என்ன ?', translit: 'Ungal peyar enna?', source: s.ddgTamil },
        { english: 'My name is …', script: 'என் பெயர் …', translit: 'En peyar …', source: s.ddgTamil },
        { english: 'Do you speak English?', script: 'நீங்கள் ஆங்கிலம் பேசுவீர்களா?', translit: 'Neengal aangilam pesuveergala?', source: s.ddgTamil },
        { english: 'How much is this?', script: 'இது எவ்வளவு?', translit: 'Itu evvaḷavu?', source: s.sriLankaBestPhrases },
        { english: 'Where?', script: 'எங்கே?', translit: 'Engae?', source: s.ddgTamil },
        { english: 'Where is the bus station?', script: 'பஸ் நிலையம் எங்கு உள்ளது?', translit: 'Pas nilaiyam eṅku uḷḷatu?', source: s.sriLankaBestPhrases },
        { english: 'Left', script: 'இடது', translit: 'Iṭatu', source: s.sriLankaBestPhrases },
        { english: 'Right', script: 'வலம்', translit: 'Valam', source: s.sriLankaBestPhrases },
        { english: 'Please stop here', script: 'இங்கே நிறுத்துங்கள்', translit: 'Inge niruthungal', source: s.ddgTamil },
        { english: 'Water', script: 'தண்ணீர்', translit: 'Taṇṇīr', source: s.sriLankaBestPhrases },
        { english: 'Food', script: 'உணவு', translit: 'Uṇavu', source: s.sriLankaBestPhrases },
        { english: 'Can you help me?', script: 'நீங்கள் எனக்கு உதவ முடியுமா ?', translit: 'Neengal enaku udhava mudiyuma?', source: s.ddgTamil },
        // The sheet's romanisation ('Ennaku doctor udhavi thevai!') does not spell its script
        // (வைத்தியர் is vaittiyar, not 'doctor'): the script is the sheet's, the romanisation ours.
        {
          english: 'I need a doctor!',
          script: 'எனக்கு வைத்தியர் உதவி தேவை!',
          translit: 'Enakku vaittiyar udhavi thevai!',
          translitByUs: true,
          source: s.ddgTamil,
          trouble: 'doctor',
          line: '"key": "I need a doctor!", "val": "எனக்கு வைத்தியர் உதவி தேவை!", "trn": "Ennaku doctor udhavi thevai!"',
        },
        {
          english: 'Call the police!',
          script: 'காவல்துறையினரை அழையுங்கள் !',
          translit: 'Kavalthuraiyinarai azhaiyungal!',
          source: s.ddgTamil,
          trouble: 'police',
          line: '"key": "Call the police!", "val": "காவல்துறையினரை அழையுங்கள் !", "trn": "Kavalthuraiyinarai azhaiyungal!"',
        },
        {
          english: 'Speak slowly and clearly.',
          script: 'மெதுவாகவும் தெளிவாகவும் பேசுங்கள்',
          translit: 'Medhuvaagavum thelivaagavum pesungal',
          translitByUs: true,
          source: s.tatoebaTamil,
          ref: 'tatoeba.org #30129 (CK) & #4240360 (Singaravelu)',
          trouble: 'speak-slowly',
          line: 'Speak slowly and clearly.\tமெதுவாகவும் தெளிவாகவும் பேசுங்கள்\tCC-BY 2.0 (France) Attribution: tatoeba.org #30129 (CK) & #4240360 (Singaravelu)',
        },
      ],
    },
  ],
};
