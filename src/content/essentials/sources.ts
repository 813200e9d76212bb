/**
 * Where the essentials come from. A source's `checked` is the day its facts were last compared
 * with it: change the date only after reading the source again.
 */
import type { Source } from './types';

const checked = '2026-11-26';

export const sources = {
  iecWorldPlugs: { title: 'IEC World Plugs', url: 'https://www.iec.ch/world-plugs', checked },
  rmaPeg: {
    title: 'Royal Monetary Authority of Bhutan: notice on the Ngultrum to Indian rupee exchange rate',
    url: 'https://www.rma.org.bt/what_news.jsp?newId=234',
    checked,
  },
  nrbPeg: {
    title: 'Nepal Rastra Bank on the Indian rupee exchange rate (reported by Zee News)',
    url: 'http://zeenews.india.com/news/south-asia/nepal-rules-out-changing-exchange-rate-with-india_632127.html',
    checked,
  },
  rbi: { title: 'Reserve Bank of India', url: 'https://www.rbi.org.in', checked },
  cbsl: { title: 'Central Bank of Sri Lanka', url: 'https://www.cbsl.gov.lk', checked },
  indiaTipping: { title: 'India Someday: how to tip in India', url: 'https://www.tripzuki.com/blog/how-to-tip-in-india/', checked },
  indiaCash: { title: "Fodor's India: tipping", url: 'https://fivesandalstravel.com/travel-tip/india/tipping-36', checked },
  indiaReligiousEtiquette: {
    title: 'Lonely Planet South India & Kerala: religious etiquette',
    url: 'http://what-when-how.com/Tutorial/topic-173457m9/South-India-and-Kerala-972.html',
    checked,
  },
  mtdcMonastery: {
    title: 'Maharashtra Tourism (MTDC): customs to keep in mind',
    url: 'https://ratnagiritourism.blogspot.com/2011/06/travel-tips-customs-to-keep-in-mind.html',
    checked,
  },
  nepalCulture: { title: 'World Travel Guide: Nepal culture', url: 'http://manage.worldtravelguide.net/nepal/culture', checked },
  nepalEtiquette: {
    title: 'Lonely Planet: Nepal etiquette',
    url: 'https://www.lonelyplanet.com/nepal/jumla/practical-information/directory/etiquette/a/nar/4b76d07c-17b9-483c-a6c7-4f8762f388b7/1317535',
    checked,
  },
  nepalTemples: { title: 'Nepal Trip Guide: some dos and don’ts', url: 'http://www.nepaltripguide.com/some-do-and-dont.html', checked },
  bhutanDzongDress: {
    title: 'Bhutan 360: dress code for tourists visiting dzongs and temples',
    url: 'https://bhutan-360.com/dress-code-for-tourists-when-visiting-dzongs-and-temples/',
    checked,
  },
  bhutanReligiousSites: {
    title: 'Get Into Bhutan: what to wear in Bhutan',
    url: 'http://www.getintobhutan.com/what-should-one-pack-to-wear-in-bhutan/',
    checked,
  },
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
  colomboTipping: { title: 'About Colombo: tipping', url: 'http://www.aboutcolombo.lk/newabtc/about-colombo/travelling-essentials/tipping', checked },
  // Phrasebooks
  wikivoyageHindi: { title: 'Wikivoyage: Hindi phrasebook', url: 'https://en.wikivoyage.org/wiki/Hindi_phrasebook', checked },
  wikivoyageNepali: { title: 'Wikivoyage: Nepali phrasebook', url: 'https://en.wikivoyage.org/wiki/Nepali_phrasebook', checked },
  // The Commission's Dzongkha–English phrasebook (Tibetan script, English and its Roman Dzongkha
  // transcription), as shipped in the phrasebook app the College of Science and Technology built
  // with the Commission: read from the app's phrase database (app/src/main/assets/databases).
  ddcPhrasebook: {
    title: 'Dzongkha Development Commission: Dzongkha–English Phrasebook (in the Commission-supported Dzongkha Phrasebook app)',
    url: 'https://github.com/SangayW/DzongkhaPhrasebook',
    checked,
  },
  wikivoyageSinhala: { title: 'Wikivoyage: Sinhala phrasebook', url: 'https://en.wikivoyage.org/wiki/Sinhala_phrasebook', checked },
  openLearnTamil: { title: "The Open University: Beginners' Tamil taster course", url: 'https://www.open.edu/openlearn/languages/beginners-tamil-taster-course/content-section-3', checked },
} as const satisfies Record<string, Source>;
