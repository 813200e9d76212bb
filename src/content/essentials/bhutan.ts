/** Bhutan's essentials: ngultrum, plugs, dress for dzongs and monasteries, and Dzongkha phrases. */
import { checked, quoted, sources } from './sources';
import type { CountryEssentials, Source } from './types';

/** Where Bhutan’s essentials come from (how they were chosen and dated: sources.ts). */
const s = {
  ...sources,
  rmaPeg: {
    title: 'Royal Monetary Authority of Bhutan: notice on the Ngultrum to Indian rupee exchange rate',
    url: 'https://www.rma.org.bt/what_news.jsp?newId=234',
    checked: quoted,
  },
  // Bhutan tour operators' pages (Lonely Planet's money page for Bhutan could not be read).
  bhutanTourMoney: { title: 'Specialist Bhutan (a Bhutan tour operator): practical advice', url: 'http://www.specialistbhutan.com/practical-advice/', checked: quoted },
  bhutanRupees: { title: 'SOTC (an Indian tour operator): currency in Bhutan', url: 'https://www.sotc.in/india-packages/bhutan/currency-in', checked: quoted },
  lpBhutanEtiquette: {
    title: 'Lonely Planet: Bhutan etiquette',
    url: 'https://www.lonelyplanet.com/bhutan/thimphu/north-of-thimphu/practical-information/directory/etiquette/a/nar/898f4896-fd21-4fd7-8a31-103c62ca4330/1335501',
    checked: quoted,
  },
  // The dzong dress code in detail: no Department of Tourism page could be read.
  bhutanDzongDress: {
    title: 'Bhutan 360: dress code for tourists visiting dzongs and temples',
    url: 'https://bhutan-360.com/dress-code-for-tourists-when-visiting-dzongs-and-temples/',
    checked: quoted,
  },
  // The Commission's Dzongkha–English phrasebook (Tibetan script, English and its Roman Dzongkha
  // transcription), as shipped in the phrasebook app the College of Science and Technology built
  // with the Commission: read from the app's phrase database (app/src/main/assets/databases).
  ddcPhrasebook: {
    title: 'Dzongkha Development Commission: Dzongkha–English Phrasebook (in the Commission-supported Dzongkha Phrasebook app)',
    url: 'https://github.com/SangayW/DzongkhaPhrasebook',
    checked,
  },
  // Wikivoyage's Dzongkha phrasebook (en.wikivoyage.org/wiki/Dzongkha_phrasebook, CC BY-SA),
  // read in its copy on route.wiki: wikivoyage.org itself could not be read here. Its Problems
  // section gives romanised lines only, no Tibetan script.
  wikivoyageDzongkha: {
    title: 'Wikivoyage contributors: Dzongkha phrasebook, CC BY-SA 3.0 (read in its copy on route.wiki)',
    url: 'https://route.wiki/Dzongkha_phrasebook',
    checked: '2026-12-07',
  },
} as const satisfies Record<string, Source>;

export const essentials: CountryEssentials = {
  country: 'bhutan',
  currency: { code: 'BTN', name: 'Bhutanese ngultrum', perInr: 1, pegSource: s.rmaPeg },
  money: [
    {
      text: 'The currency is the ngultrum (BTN, Nu), pegged one to one to the Indian rupee by the Royal Monetary Authority.',
      source: s.rmaPeg,
      quote: 'RMA would like to inform the general public that the national exchange rate policy on Ngultrum to INR exchange rate is 1:1 peg',
    },
    {
      text: 'Payments between residents and visitors within Bhutan are to be made in ngultrum, and no premium may be added to a payment in ngultrum.',
      source: s.rmaPeg,
      quote:
        'all transactions in Bhutan should ensure the peg and not impose additional premium on payment made in BTN through on-line shopping. … any payment, receipt and transfer between resident and non-resident within Bhutan shall be made in Ngultrum.',
    },
    {
      text: 'Tours are paid in advance, so you need money only for tips, souvenirs and drinks with meals.',
      source: s.bhutanTourMoney,
      quote:
        'As your trip is paid in advance, including all services, you will need your money only to pay tips, to purchase souvenirs, and to purchase beverages during your meals',
    },
    {
      text: 'Indian rupees can be used throughout Bhutan, and you may be given change in them.',
      source: s.bhutanRupees,
      quote: 'Indian rupees can be used freely throughout Bhutan and may be generally given as change.',
    },
    {
      text: 'When you tip your guide or driver, expect them to decline at first before they accept: it is the custom.',
      source: s.lpBhutanEtiquette,
      quote: 'If you offer something to a local person – for example a tip for your guide or driver – it is customary for them to initially decline the offer before they accept.',
    },
  ],
  plugs: {
    types: ['C', 'D', 'F', 'G', 'M'],
    volts: 230,
    hertz: 50,
    source: s.iecWorldPlugs,
    quote:
      'BT,50 Hz,Bhutan,Type C,230 V … BT,50 Hz,Bhutan,Type D,230 V … BT,50 Hz,Bhutan,Type F,230 V … BT,50 Hz,Bhutan,Type G,230 V … BT,50 Hz,Bhutan,Type M,230 V',
  },
  etiquette: [
    {
      text: 'Dress for dzongs, monasteries and temples: a collared shirt (long sleeves are best), full-length trousers or a long skirt, and shoes with socks. Keep them in your day bag: you will visit several a day.',
      source: s.bhutanDzongDress,
      topic: 'dress',
      quote:
        'Must wear: Collared shirt (either full or half sleeve) Full-length pants / skirt Shoes with socks … Considering the number of these institutions you will be visiting every day, it is a good idea to have a full sleeve collared shirt and a pair of full-length pants in your day rucksack at all times.',
    },
    {
      text: 'Not allowed inside: hats and caps, shorts and short skirts, flip-flops and T-shirts.',
      source: s.bhutanDzongDress,
      quote: 'You will not be allowed to enter if you are wearing: Hats / caps Shorts / short skirt Slippers / flip-flops T-shirts',
    },
    {
      text: 'Visitors are not expected to wear the gho or the kira, the national dress Bhutanese wear to a dzong.',
      source: s.bhutanDzongDress,
      quote: 'As a non-Bhutanese, a tourist is not expected to wear the Gho and the Kira.',
    },
    {
      text: 'Take your shoes off before entering a dzong, a goemba or any religious building, and walk clockwise around chortens and shrines.',
      source: s.lpBhutanEtiquette,
      quote: 'Shoes should be removed before entering any dzong, goemba or religious building. … Walk around chortens and shrines in a clockwise direction.',
    },
    {
      text: 'Photography is banned inside chapels, but usually allowed in temple courtyards.',
      source: s.lpBhutanEtiquette,
      quote: 'Photography is banned inside chapels, but is usually permitted in temple courtyards.',
    },
  ],
  phrasebooks: [
    {
      language: 'Dzongkha',
      lang: 'dz',
      script: 'tibetan',
      source: s.ddcPhrasebook,
      phrases: [
        { english: 'Hello!', script: 'སྐུ་གཟུགས་བཟང་པོ།', translit: 'ku zû zã po' },
        { english: 'Welcome!', script: 'བྱོན་པ་ལེགས་སོ།', translit: 'j˚öm b˚a le so' },
        { english: 'How have you been?', script: 'ཁྱོད་ག་དེ་སྦེ་ཡོད?', translit: 'chö g˚a d˚e be yö' },
        { english: 'I am doing well.', script: 'ང་ལེགས་ཞིམ་སྦེ་ར་ཡོད།', translit: 'nga le zhim be ra yö' },
        { english: 'What is your name?', script: 'ཁྱོད་ཀྱི་མིང་ག་ཅི་སྨོ?', translit: 'chö g˚i mĩ g˚a ci mo' },
        { english: 'Where are you from?', script: 'ཁྱོད་ག་ཏེ་ལས་སྨོ?', translit: 'chö g˚a te lä mo' },
        { english: 'Do you speak English? (polite)', script: 'ནཱ་གིས་ཨིང་ལིཤ་མཁྱེན་ག?', translit: 'nâ g˚i ’ing lish khen g˚a' },
        { english: 'I speak very little Dzongkha.', script: 'ང་གིས་རྫོང་ཁ་ཨ་ཙི་རེ་ཤེས།', translit: 'nga g˚i dzong kha ’a tsi re shê' },
        { english: 'Thank you so much.', script: 'གནམ་མེད་ས་མེད་བཀའ་དྲིན་ཆེ།', translit: '’na me sa me ka dr˚i che' },
        { english: 'Okay. Thank you.', script: 'ལགས་སོ། བཀའ་དྲིན་ཆེ།', translit: 'lâ so ka dr˚i che' },
        { english: 'Pleased to meet you', script: 'ཁྱོད་དང་ཕྱད་སྦེ་སེམས་དགའ་ཡི།', translit: 'chö d˚a chä be sem ga yi' },
        { english: 'Goodbye, take care', script: 'ལེགས་ཞིམ་སྦེ་བཞུགས།', translit: 'le zhim be zhu' },
        { english: 'See you next time.', script: 'ལོག་ཤུལ་ལས་མཇལ་འོང་།', translit: 'lok shü lä jä õ' },
        { english: 'How much is this?', script: 'ཨ་ནཱི་ལུ་ག་དེམ་ཅིག་སྨོ།', translit: '’a ni lu g˚a d˚em cî ’mo' },
        { english: 'How much is the fare?', script: 'གླ་ཆ་ག་དེམ་ཅིག་སྨོ?', translit: '’lacha g˚a d˚em ci mo' },
        { english: 'Where is the ticket counter?', script: 'ཤོག་འཛིན་བཏོག་ས་ག་ཏེ་ཨིན་ན?', translit: 'shok dzin tô sa g˚a te ’ina' },
        { english: 'Please drive slowly.', script: 'སྣུམ་འཁོར་གོ་ལེ་སྦེ་བདའ་གནང།', translit: '’num khor g˚o le be dâ ’nã' },
        { english: 'Can you please stop here for a while?', script: 'ནཱ་ཨ་ཙི་ཅིག་སྒུགས་གནང་མས།', translit: 'nâ ’a tsi ci gû ’nã mä' },
        { english: 'Toilet', script: 'ཆབ་གསང།', translit: 'chap sa' },
        { english: 'Water', script: 'ཆུ།', translit: 'chu' },
        { english: 'Tea', script: 'ཇ།', translit: 'j˚a' },
        { english: 'Butter tea', script: 'སྲུ་ཇ།', translit: 'su j˚a' },
        { english: 'The ema datshi is too hot', script: 'ཨེ་མ་དར་ཚི་འདི་ཁ་ཚཝ་མས།', translit: '’ema d˚â tshi di kha tshau mä' },
        { english: 'What is the name of this monastery?', script: 'དགོན་པ་འདི་གི་མིང་ག་ཅི་ཨིན་ན?', translit: 'gön pa di gi mĩ g˚a ci ’i na' },
        { english: 'I pay my homage (at a shrine)', script: 'ཕྱག་འཚལ་ལོ།', translit: 'châ tshä lo' },
        { english: 'Money', script: 'ཏི་རུ།', translit: 'ti ru' },
        { english: 'One', script: 'གཅིག', translit: 'cî' },
        { english: 'Two', script: 'གཉིས།', translit: '’nyî' },
        { english: 'Three', script: 'གསུམ།', translit: 'sum' },
        { english: 'Ten', script: 'བཅུ་ཐམ།', translit: 'cu tham' },
        // Phrases for trouble: Wikivoyage gives these romanised only (CC BY-SA, attributed where shown).
        {
          english: 'We need to go to the hospital.',
          script: '',
          translit: 'Nga chey (plural)/ nga (singular) menkhang na jo go bay.',
          romanisedOnly: true,
          source: s.wikivoyageDzongkha,
          trouble: 'hospital',
          line: 'We need to go to the hospital. Nga chey (plural)/ nga (singular) menkhang na jo go bay.',
        },
        { english: 'Doctor', script: '', translit: 'Drung tsho', romanisedOnly: true, source: s.wikivoyageDzongkha, trouble: 'doctor', line: 'Doctor: Drung tsho' },
      ],
    },
  ],
};
