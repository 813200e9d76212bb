/**
 * Where the essentials come from. A source's `checked` is the day its facts were last compared
 * with it: change the date only after reading the source again.
 */
import type { Source } from './types';

const checked = '2026-11-26';

export const sources = {
  // IEC's list by location, compared through a copy of it (benjiao/world-plugs, scraped from
  // iec.ch/worldplugs in 2017): the stored copies of iec.ch itself could not be read.
  iecWorldPlugs: { title: 'IEC World Plugs: list by location', url: 'https://www.iec.ch/world-plugs', checked },
  rmaPeg: {
    title: 'Royal Monetary Authority of Bhutan: notice on the Ngultrum to Indian rupee exchange rate',
    url: 'https://www.rma.org.bt/what_news.jsp?newId=234',
    checked,
  },
  nrbPeg: {
    title: 'Nepal Rastra Bank statement on the Indian rupee exchange rate (reported by Zee News)',
    url: 'http://zeenews.india.com/news/south-asia/nepal-rules-out-changing-exchange-rate-with-india_632127.html',
    checked,
  },
  // India
  lpIndiaMoney: { title: 'Lonely Planet: India, money and costs', url: 'https://www.lonelyplanet.com/india/ajanta/a/nar-gr/money-and-costs/356387', checked },
  lpIndiaEtiquette: {
    title: 'Lonely Planet: India etiquette',
    url: 'https://www.lonelyplanet.com/india/karnataka/practical-information/directory/etiquette/a/nar/7643289a-e6ed-4475-8ffb-91aee6128b3f/356314',
    checked,
  },
  lpIndiaWhatToWear: { title: 'Lonely Planet: India, what to wear', url: 'https://www.lonelyplanet.com/india/what-to-wear', checked },
  // No tourism board or government page on tipping in India could be read: these two are the
  // best found, named for what they are.
  indiaTipping: { title: 'India Someday (a tour operator): how to tip in India, on Tripzuki', url: 'https://www.tripzuki.com/blog/how-to-tip-in-india/', checked },
  indiaCash: { title: 'Fivesandals Travel: tipping in India', url: 'https://fivesandalstravel.com/travel-tip/india/tipping-36', checked },
  // Nepal
  lpNepalMoney: { title: 'Lonely Planet: Nepal, money and costs', url: 'http://www.lonelyplanet.com/nepal/practical-information/money-costs', checked },
  fodorsNepalMoney: { title: "Fodor's: Nepal travel tips, money", url: 'https://fodors.fodors.com/world/asia/nepal/travel-tips/money-266334270', checked },
  nepalCulture: { title: 'World Travel Guide: Nepal culture', url: 'http://manage.worldtravelguide.net/nepal/culture', checked },
  nepalEtiquette: {
    title: 'Lonely Planet: Nepal etiquette',
    url: 'https://www.lonelyplanet.com/nepal/jumla/practical-information/directory/etiquette/a/nar/4b76d07c-17b9-483c-a6c7-4f8762f388b7/1317535',
    checked,
  },
  // Bhutan
  lpBhutanMoney: { title: 'Lonely Planet: Bhutan, money and costs', url: 'https://www.lonelyplanet.com/bhutan/a/nar-gr/money-and-costs', checked },
  lpBhutanEtiquette: {
    title: 'Lonely Planet: Bhutan etiquette',
    url: 'https://www.lonelyplanet.com/bhutan/thimphu/north-of-thimphu/practical-information/directory/etiquette/a/nar/898f4896-fd21-4fd7-8a31-103c62ca4330/1335501',
    checked,
  },
  // The dzong dress code in detail: no Department of Tourism page could be read.
  bhutanDzongDress: {
    title: 'Bhutan 360: dress code for tourists visiting dzongs and temples',
    url: 'https://bhutan-360.com/dress-code-for-tourists-when-visiting-dzongs-and-temples/',
    checked,
  },
  // Sri Lanka
  lpSriLankaMoney: { title: 'Lonely Planet: Sri Lanka, money and costs', url: 'https://www.lonelyplanet.com/sri-lanka/a/nar-gr/money-and-costs', checked },
  fodorsSriLankaMoney: { title: "Fodor's: Sri Lanka travel tips, money", url: 'https://www.fodors.com/world/asia/sri-lanka/travel-tips/money-288947420', checked },
  sriLankaEtiquette: {
    title: 'Lonely Planet: Sri Lanka etiquette',
    url: 'https://www.lonelyplanet.com/sri-lanka/practical-information/directory/etiquette/a/nar/16ae9e96-14cf-441d-92f0-6b110704ea4c/357442',
    checked,
  },
  sriLankaPoya: {
    title: 'Ada Derana: liquor shops closed for Poson Poya (Department of Government Information, Excise Department)',
    url: 'http://www.adaderana.lk/news.php?nid=55761',
    checked,
  },
  sriLankaPoyaAdvice: {
    title: 'Daily Mirror: British High Commission advice on alcohol on Poya days',
    url: 'http://www.dailymirror.lk/157207/England-cricket-fans-advised-on-alcohol-on-Poya-Day-matches-',
    checked,
  },
  // Phrasebooks. The stored copies of Wikivoyage's Hindi, Nepali and Sinhala phrasebooks stop
  // before their phrase lists, and Omniglot's phrase pages are not stored: these are the readable
  // sources found with script, transliteration and English side by side. Community-made, not
  // official: no tourism board's or university's list could be read for these languages (for Nepali,
  // only three phrases of a university-written textbook).
  // DuckDuckGo's cheat sheets, compiled by its contributors from the sites they name (Linguanaut,
  // The Backpacking Site) and read at the commit named in the address.
  ddgHindi: {
    title: 'DuckDuckGo Hindi cheat sheet (compiled from Linguanaut)',
    url: 'https://github.com/duckduckgo/zeroclickinfo-goodies/blob/d74caf6d507a990a771e117a135404bb16651bfb/share/goodie/cheat_sheets/json/language/hindi.json',
    checked,
  },
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
  // The Commission's Dzongkha–English phrasebook (Tibetan script, English and its Roman Dzongkha
  // transcription), as shipped in the phrasebook app the College of Science and Technology built
  // with the Commission: read from the app's phrase database (app/src/main/assets/databases).
  ddcPhrasebook: {
    title: 'Dzongkha Development Commission: Dzongkha–English Phrasebook (in the Commission-supported Dzongkha Phrasebook app)',
    url: 'https://github.com/SangayW/DzongkhaPhrasebook',
    checked,
  },
  openLearnTamil: { title: "The Open University: Beginners' Tamil taster course", url: 'https://www.open.edu/openlearn/languages/beginners-tamil-taster-course/content-section-3', checked },
} as const satisfies Record<string, Source>;
