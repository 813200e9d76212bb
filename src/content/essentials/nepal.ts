/** Nepal's essentials: rupees and tipping, plugs, temple and stupa etiquette and Nepali phrases. */
import { checked, quoted, sources } from './sources';
import type { CountryEssentials, Source } from './types';

/** Where Nepal’s essentials come from (how they were chosen and dated: sources.ts). */
const s = {
  ...sources,
  nrbPeg: {
    title: 'Nepal Rastra Bank statement on the Indian rupee exchange rate (reported by Zee News)',
    url: 'http://zeenews.india.com/news/south-asia/nepal-rules-out-changing-exchange-rate-with-india_632127.html',
    checked: quoted,
  },
  // Cash on a trek: a Kathmandu trekking agency's page (Lonely Planet's and Fodor's money pages
  // for Nepal could not be read).
  nepalTrekMoney: { title: 'Comfort Trek (a Nepali trekking agency): travel money', url: 'https://comforttrek.com/travel-money', checked: quoted },
  nepalCulture: { title: 'World Travel Guide: Nepal culture', url: 'http://manage.worldtravelguide.net/nepal/culture', checked: quoted },
  nepalEtiquette: {
    title: 'Lonely Planet: Nepal etiquette',
    url: 'https://www.lonelyplanet.com/nepal/jumla/practical-information/directory/etiquette/a/nar/4b76d07c-17b9-483c-a6c7-4f8762f388b7/1317535',
    checked: quoted,
  },
  // Nepali. No one source that could be read here had twenty phrases with script, transliteration
  // and English, so the phrasebook takes each phrase from the page that shows all three (the stored
  // copies of Wikivoyage's and Omniglot's Nepali pages stop before their phrases, or are missing).
  // A page Colorado teachers wrote about their Nepali-speaking students, with a short phrase list.
  overlandElsNepali: {
    title: 'Overland ELS: Nepali (a teachers’ page for Nepali-speaking students in Colorado)',
    url: 'https://sites.google.com/diversified.world/overlandels/nepali',
    checked,
  },
  boliNepaliTrekking: { title: 'BoliNepali: Nepali vocabulary for hiking and trekking', url: 'https://bolinepali.com/vocabulary/nepali-vocabulary-for-hiking-and-trekking', checked },
  learnNepaliToilet: { title: 'Learn Nepali Easily: talking about the toilet in Nepali', url: 'http://learnnepalieasily.com/talking-about-toilet-in-nepali', checked },
  // Talkpal (a language-learning app) writes a page a topic and has slips (its mealtime page gives
  // चिल्लो, "oily", for "spicy"): only a few phrases were taken from it, each made of words and
  // endings the other Nepali sources here also show.
  talkpalNepaliFood: { title: 'Talkpal: ordering food in Nepali', url: 'https://talkpal.ai/vocabulary/ordering-food-in-nepali-language', checked },
  talkpalNepaliApologies: { title: 'Talkpal: apologies in Nepali', url: 'https://talkpal.ai/vocabulary/apologies-in-nepali-language', checked },
  talkpalNepaliDirections: { title: 'Talkpal: asking for directions in Nepali', url: 'https://talkpal.ai/vocabulary/asking-for-directions-in-nepali-language', checked },
  // The open textbook by Binod Shrestha, Salina Dolmo Lama and Mark Turin: the chapter overview, and
  // the shopping chapter in the test edition on the same press (the published edition's could not be
  // read), read through the press's API copy of the chapter.
  bccampusNepaliObjects: {
    title: 'Introduction to the Nepali Language (BCcampus Pressbooks): chapter 3, identifying objects',
    url: 'https://pressbooks.bccampus.ca/nepali/part/chapter-3-identifying-objects/',
    checked,
  },
  bccampusNepaliShopping: {
    title: 'Introduction to the Nepali Language (BCcampus Pressbooks, test edition): shopping language',
    url: 'https://pressbooks.bccampus.ca/nepalitestv1/chapter/chapter-16-unit-4-grammar-focus/',
    checked,
  },
} as const satisfies Record<string, Source>;

export const essentials: CountryEssentials = {
  country: 'nepal',
  currency: { code: 'NPR', name: 'Nepalese rupee', perInr: 1.6, pegSource: s.nrbPeg },
  money: [
    {
      text: 'The currency is the Nepalese rupee (NPR), fixed by Nepal Rastra Bank at 1.60 to the Indian rupee.',
      source: s.nrbPeg,
      quote: 'The Indian rupee fetches NRs 1.60 as per NRB guidelines while authorised foreign exchange dealers sell per 100 Indian rupees at NRs 160.15.',
    },
    {
      text: 'Major hotels and restaurants take cards, and ATMs are common where they are; on a trek, bring enough cash for the whole trek: cards are not taken outside the larger towns.',
      source: s.nepalTrekMoney,
      quote:
        "Major hotels and restaurants accept credit cards, and ATM's are common in these locations. … Make sure to bring enough cash to sustain you through your trek, as credit cards will not be accepted outside of major population centers.",
    },
    {
      text: 'In restaurants a service charge may be included; if not, a tip of about 10% is customary. Round up taxi fares.',
      source: s.nepalCulture,
      quote: 'In restaurants, a service charge may be included; if not, a tip of around 10% is customary. … For taxis, rounding up the fare is an acceptable practice.',
    },
    {
      text: 'Trekking guides, porters and drivers generally expect a tip, which makes up a large part of their income.',
      source: s.nepalCulture,
      quote: 'Trekking guides, porters and drivers generally expect tips, which form a significant part of their income',
    },
    {
      text: 'Give and take money with your right hand, touching your right elbow with your left hand as a sign of respect.',
      source: s.nepalEtiquette,
      quote: 'When giving or receiving money, use your right hand and touch your right elbow with your left hand, as a gesture of respect.',
    },
  ],
  plugs: {
    types: ['C', 'D', 'M'],
    volts: 230,
    hertz: 50,
    source: s.iecWorldPlugs,
    quote: 'NP,50 Hz,Nepal,Type C,230 V … NP,50 Hz,Nepal,Type D,230 V … NP,50 Hz,Nepal,Type M,230 V',
  },
  etiquette: [
    {
      text: 'Dress modestly, above all at temples and monasteries and in villages.',
      source: s.nepalCulture,
      topic: 'dress',
      quote: 'Visitors should dress modestly, especially when visiting temples, monasteries or rural communities.',
    },
    { text: 'Take your shoes off before entering a home or a monastery.', source: s.nepalEtiquette, quote: 'Always remove your shoes before you enter a private house or monastery.' },
    {
      text: 'Walk clockwise around stupas, chörtens and mani walls.',
      source: s.nepalEtiquette,
      quote: 'Always walk clockwise around Buddhist stupas (bell-shaped religious structures), chörtens (Tibetan-style stupas) and mani (stone carved with a Tibetan Buddhist chant) walls.',
    },
    {
      text: 'Ask before photographing people, monks above all; some religious sites do not allow photographs at all.',
      source: s.nepalCulture,
      quote:
        'When photographing people, especially monks, elderly residents or those in rural areas, it is courteous to ask permission first. Some religious sites restrict photography entirely',
    },
  ],
  phrasebooks: [
    {
      language: 'Nepali',
      lang: 'ne',
      script: 'devanagari',
      // No one readable source had twenty phrases with script, transliteration and English, so each
      // phrase names the page it was read on (see sources.ts), spelt as that page spells it: only the
      // teachers' blank in "My name is …" ("..." in its script) is written "…", and its "General
      // greeting (hello, goodbye)" is "Hello / goodbye" here.
      source: s.overlandElsNepali,
      phrases: [
        { english: 'Hello / goodbye', script: 'नमस्ते', translit: 'namaste' },
        { english: 'Good morning', script: 'शुभ प्रभात', translit: 'śubha prabhāta' },
        { english: 'How are you?', script: 'तपाईंलाई कस्तो छ ?', translit: 'tapāī lai kasto cha?' },
        { english: 'Are you well?', script: 'सन्चै हुनुहुन्छ?', translit: 'Sanchai hunuhunchha?', source: s.boliNepaliTrekking },
        { english: 'I am well', script: 'सन्चै छु', translit: 'Sanchai chhu', source: s.boliNepaliTrekking },
        { english: 'What’s your name?', script: 'तपाईँको नाम के हो ?', translit: 'tapāī̃ko nāma ke ho?' },
        { english: 'My name is …', script: 'मेरो नाम … हो', translit: 'mero nāma … ho' },
        { english: 'Thank you', script: 'धन्यवाद', translit: 'Dhanyabad', source: s.boliNepaliTrekking },
        { english: 'Please', script: 'कृपया', translit: 'Kripaya', source: s.boliNepaliTrekking },
        { english: 'Sorry / please forgive me', script: 'माफ गर्नुहोस्', translit: 'Maaf garnu hos', source: s.talkpalNepaliApologies },
        { english: 'Yes', script: 'हो', translit: 'ho' },
        { english: 'No', script: 'होइन', translit: 'hoina' },
        { english: 'What is this?', script: 'यो के हो?', translit: 'yo ke ho?', source: s.bccampusNepaliObjects },
        { english: 'How much is this?', script: 'यस्को कति हो?', translit: 'yasko kati ho?', source: s.bccampusNepaliShopping },
        { english: 'How much does this cost?', script: 'यस्को कति पर्छ?', translit: 'yasko kati parcha?', source: s.bccampusNepaliShopping },
        { english: 'Where is …?', script: '… कहाँ छ?', translit: '… kahã chha?', source: s.talkpalNepaliDirections },
        { english: 'Where is the toilet?', script: 'शौचालय कहाँ छ?', translit: 'Sauchalaya kaha cha?', source: s.learnNepaliToilet },
        { english: 'Is there a toilet here?', script: 'के यहाँ शौचालय छ?', translit: 'Ke yaha sauchalaya cha?', source: s.learnNepaliToilet },
        { english: 'I need to go to the toilet', script: 'मलाई शौचालय जानु छ।', translit: 'Malai sauchalaya janu cha.', source: s.learnNepaliToilet },
        { english: 'Water', script: 'पानी', translit: 'pani', source: s.learnNepaliToilet },
        { english: 'Please give me water', script: 'कृपया पानी दिनुहोस्।', translit: 'Kripaya pani dinuhos.', source: s.talkpalNepaliFood },
        { english: 'Please give me the menu', script: 'मलाई मेनु दिनुहोस्।', translit: 'Malai menu dinuhos.', source: s.talkpalNepaliFood },
        { english: 'Please give the bill', script: 'बिल दिनुहोस्।', translit: 'Bil dinuhos.', source: s.talkpalNepaliFood },
      ],
    },
  ],
};
