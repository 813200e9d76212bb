/**
 * Emergency numbers per country: facts a traveller acts on, shown on /help/{country} with their
 * sources, each source's own words (on request) and the month they were read. Every number rests
 * on two independent sources, one of them an authority's own page where one could be read; a
 * number only one source gives says so on the page (`onlySource`). To change one, read its sources
 * again (or better ones), then change the number, the quotes and `checkedOn` together.
 *
 * tests/unit/emergency.test.ts fails when a country lacks police, ambulance or fire, a source's
 * quote does not give the number, or a check is more than 12 months old;
 * tests/unit/emergency-ecc.test.ts compares every number with Android's emergency-number table
 * (tests/fixtures/aosp-ecc) and fails on any difference ECC_DIFFERENCES does not explain.
 */
import { quoting, type FactSource, type SourcePage, type Sources, type TwoSources } from './checked';
import type { CountrySlug } from './types';

export type EmergencyService = 'police' | 'ambulance' | 'fire' | 'tourist-police' | 'police-hotline' | 'tourist-helpline';

interface NumberFacts {
  /** What it is for, the main service first: India's 112 is police, ambulance and fire. */
  readonly services: readonly [EmergencyService, ...EmergencyService[]];
  /** What to dial: digits, with '+' and the country code for an ordinary line ('+94112421052'). */
  readonly number: string;
  /** How the page writes it, where not as dialled: '+94 11 242 1052'. */
  readonly display?: string;
  /** The page's name for it, where the services' names do not say it: 'Fire, rescue and medical emergencies'. */
  readonly label?: string;
  /** One line on when to call it, where the service needs it. */
  readonly note?: string;
  /** A number to dial when the country's main number does not get through (India's 100, 101, 108). */
  readonly fallback?: true;
  /** Why none of the sources is an authority's own page, where none is. */
  readonly noOfficialSource?: string;
  /** When the sources were last read, 'YYYY-MM-DD'. */
  readonly checkedOn: string;
}

/** A number with two independent sources, or one said on the page to have only one. */
export type EmergencyNumber = NumberFacts &
  (
    | { readonly sources: TwoSources; readonly onlySource?: never }
    | {
        readonly sources: readonly [FactSource];
        /** Why no second source is cited: shown beside the number. */
        readonly onlySource: string;
      }
  );

export interface CountryEmergency {
  readonly country: CountrySlug;
  /** Police, ambulance and fire always; the tourist police and hotlines where there are numbers for them. */
  readonly numbers: readonly EmergencyNumber[];
  /** When to use the fallbacks, said beside them in plain words. */
  readonly fallbackNote?: string;
  /** Tourist helplines: help and information for travellers, not emergency services, shown apart. */
  readonly helplines?: readonly EmergencyNumber[];
}

export const SERVICE_LABELS: Readonly<Record<EmergencyService, string>> = {
  police: 'Police',
  ambulance: 'Ambulance',
  fire: 'Fire',
  'tourist-police': 'Tourist police',
  'police-hotline': 'Police hotline',
  'tourist-helpline': 'Tourist helpline',
};

/** 'Police, ambulance and fire': what a number is for, as the page names it. */
export function numberLabel(n: Pick<NumberFacts, 'services' | 'label'>): string {
  if (n.label) return n.label;
  const names = n.services.map((s, i) => (i === 0 ? SERVICE_LABELS[s] : SERVICE_LABELS[s].toLowerCase()));
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** '+94 11 242 1052', or the digits as dialled. */
export const numberText = (n: Pick<NumberFacts, 'number' | 'display'>): string => n.display ?? n.number;

const CHECKED = '2026-11-28';

/**
 * Android's emergency-number table, quoted country by country (its text with the line breaks as
 * spaces): an independent second source for the numbers a phone dials as emergency calls.
 */
const aosp: SourcePage = {
  publisher: 'Android’s emergency-number table (AOSP eccdata.txt)',
  url: 'https://github.com/GrapheneOS/platform_packages_services_Telephony/blob/6927a4263493d1eeff05d64c3127a2617032a708/ecc/input/eccdata.txt',
};
const aospIndia = quoting(
  aosp,
  'iso_code: "IN" eccs { phone_number: "112" types: POLICE types: AMBULANCE types: FIRE } eccs { phone_number: "100" types: POLICE types: AMBULANCE types: FIRE routing: NORMAL }',
);
const aospNepal = quoting(aosp, 'iso_code: "NP" eccs { phone_number: "100" types: POLICE } eccs { phone_number: "102" types: AMBULANCE } eccs { phone_number: "101" types: FIRE }');
const aospBhutan = quoting(aosp, 'iso_code: "BT" eccs { phone_number: "113" types: POLICE } eccs { phone_number: "112" types: AMBULANCE } eccs { phone_number: "110" types: FIRE }');
const aospSriLanka = quoting(aosp, 'iso_code: "LK" eccs { phone_number: "119" types: POLICE } eccs { phone_number: "110" types: AMBULANCE types: FIRE }');

// India
const vikaspedia112 = quoting(
  {
    publisher: 'Vikaspedia (Government of India portal): Emergency Response Support System 112',
    url: 'https://en.vikaspedia.in/social-welfare/women-and-child-development/emergency-response-support-system',
    official: true,
  },
  'If you require emergency assistance from Police, Fire or Health departments or from any other services, you may: Dial 112 from your phone;',
);
const dnaIndia = quoting(
  {
    publisher: 'DNA India (20 January 2026)',
    url: 'https://www.dnaindia.com/india/report-delhi-to-launch-single-emergency-helpline-112-for-faster-response-cm-rekha-gupta-3197661',
  },
  'At present, different helpline numbers are used for various emergency services Police (100), Fire Services (101), Ambulance/Health Services (108), …',
);
const homeMinistry112 = quoting(
  {
    publisher: 'Business Standard (PTI), on the Home Ministry’s statement (28 November 2018)',
    url: 'https://business-standard.com/amp/article/pti-stories/himachal-pradesh-first-state-to-launch-single-emergency-number-112-118112801008_1.html',
  },
  "The ERC has been integrated with police (100), fire (101), health (108) and women (1090) helpline numbers to provide emergency services through the emergency number '112'.",
);
const indiaFallbackNoOfficial = 'No Indian government page listing 100, 101 and 108 could be read: Business Standard reports the Home Ministry’s statement.';

// Nepal
const nepalEmbassy: SourcePage = { publisher: 'U.S. Embassy in Nepal: Emergency Assistance (22 February 2022)', url: 'https://np.usembassy.gov/emergency-assistance/', official: true };
const himalpress = quoting(
  { publisher: 'Himalpress (Nepal): integrated emergency response system', url: 'https://en.himalpress.com/govt-begins-preparation-for-integrated-emergency-response-system' },
  'For example, the police hotline is 100, while one needs to dial 102 and 101 for ambulance and fire brigade, respectively.',
);
const nepalTouristPolice1144 = quoting(
  nepalEmbassy,
  'Tourist Police have good English language skills and are often a better point of contact for foreigners than the regular police. They generally stand ready to assist in popular tourism areas. Dial 1144 for tourist police hotline number.',
);
const nepalPortal = quoting(
  { publisher: 'Government of Nepal, National Portal: Emergency Numbers (Nepal Tourism Board)', url: 'https://nepal.gov.np:8443/NationalPortal/view-page?id=172', official: true },
  'In case of Crisis/Emergency, Tourists can contact: Tourist Police, Bhrikutimandap Tel:+977-1-4247041',
);
const nepalTouristPoliceOffice = quoting(
  { publisher: 'Nepal Travel Adventure (a Kathmandu tour operator): tourist security', url: 'https://nepaltraveladventure.com/page/tourist-security-in-nepal' },
  'While the main office is at the Tourist Service Center in Bhrikuti Mandap (Phone: 4247041, 4247037), the other two are in tourist areas Thamel (Phone: 4429750) and Basantapur (Phone: 4268969).',
);

// Bhutan
const bbsHelplines = quoting(
  { publisher: 'Bhutan Broadcasting Service, on the Royal Audit Authority’s report', url: 'https://www.bbs.bt/174873/' },
  'Likewise, there are many other emergency helpline numbers such as 113 to seek assistance from the police, 110 for fire brigade, 1250 for electricity services and 1255 for financial services.',
);
const swedenBhutan: SourcePage = {
  publisher: 'Embassy of Sweden in New Delhi: travel information for Bhutan (in Swedish)',
  url: 'http://www.swedenabroad.com/sv-SE/Ambassader/New-Delhi/Reseinformation/Reseinformation-Bhutan/',
  official: true,
  lang: 'sv',
};
const swedenBhutanNumbers = quoting(swedenBhutan, 'Det finns två larmnummer; 112 för att tillkalla ambulans och 113 för att tillkalla polis.');
const bbsHealthHelpCentre = quoting(
  { publisher: 'Bhutan Broadcasting Service, on the Health Help Centre', url: 'https://www.bbs.bt/why-genuine-service-seekers-cant-get-connected-clogging-toll-free-lines/' },
  '“112 is for emergency ambulance services and people requiring critical need, life-saving interventions where we need to transfer them to hospitals. … When the health officials answer the calls, the callers have to press 1 for emergency ambulance services',
);
const bhutanFire110 = quoting(
  { publisher: 'Amrith’s Diary (a Thimphu resident’s blog): emergency numbers', url: 'http://www.amrithdiary.com/2015/08/the-emergency-hotline-numbers-you-must.html' },
  'So, I got back to my bed-room and dialed 110 to call the Fire Department.',
);

// Sri Lanka
const smartraveller: SourcePage = { publisher: 'Australian Government, Smartraveller: Sri Lanka', url: 'https://smartraveller.gov.au/destinations/asia/sri-lanka', official: true };
const sriLankaPolice = quoting(
  { publisher: 'Sri Lanka Police: services to the community', url: 'https://www.police.lk/?page_id=3292', official: true },
  '1-1-9 Police Emergency service free of charge to the caller from any location Island wide.',
);
const suwaSeriya: TwoSources = [
  quoting(
    { publisher: '1990 Suwa Seriya (the national ambulance service): news', url: 'https://1990.lk/news/1990-suwaseriya', official: true },
    'The emergency ambulance service, which can be obtained by dialing the toll free number ‘1990’ on any network in Sri Lanka, is one of the largest Indian grant projects in Sri Lanka.',
  ),
  quoting(
    { publisher: 'Daily FT (4 January 2018)', url: 'http://www.ft.lk/front-page/1990-Suwasariya-emergency-ambulance-service-gets-fresh-boost/44-646455' },
    'The emergency paramedic ambulances, which will provide immediate service after callers dial 1990, was launched last year …',
  ),
  quoting(
    { publisher: 'Matara Hot News (NewsWire): 1990 Suwa Seriya turns 6', url: 'https://matarahotnews.com/1990-suwa-seriya-indias-life-saving-gift-to-sri-lanka-turns-6' },
    'Sri Lanka’s free ambulance service, 1990 Suwa Seriya, has completed 06 years since its launch in 2016.',
  ),
];
const policeHotline1997: TwoSources = [
  quoting(
    { publisher: 'Colombo Gazette (28 January 2021)', url: 'https://colombogazette.com/2021/01/28/public-urged-to-contact-hotline-if-any-threat-to-national-security/' },
    'The public have been urged to contact the special Police hotline if they have any information on a threat to National security. … He said the public can call the hotline on 1997 to provide such information.',
  ),
  quoting(
    { publisher: 'OnLanka, on the Sri Lanka Police’s statement (23 October 2024)', url: 'https://www.onlanka.com/news/sri-lanka-boosts-security-measures-to-safeguard-tourists-amid-global-tensions.html' },
    'The police issued a special statement urging the public and tourists to report any emergencies by contacting the hotline ‘1997’.',
  ),
];
const smartravellerTouristPolice = quoting(smartraveller, 'Tourist police Call (+94 11) 242 1052 or (+94 11) 238 2209.');

// Tourist helplines: tourist help, not emergency services (issue 54), read 7 December 2026.
const HELPLINES_CHECKED = '2026-12-07';
const indiaTouristHelpline: TwoSources = [
  quoting(
    {
      publisher: 'Ministry of Tourism, Government of India: press release of 5 February 2026 (PIB), as distributed by Public',
      url: 'https://www.pubt.io/view/26B93176FA7AA53BF3DD6AEEB78E98EBC69EF011',
      kind: 'government',
    },
    'the Ministry of Tourism has set up a 24x7 Multi-Lingual Tourist Helpline on the toll free number 1800111363 or on a short code 1363 in 12 Languages including 10 international languages for domestic and foreign tourists to provide support service in term of information relating to travel in India and to offer appropriate guidance to tourists in distress, while travelling within India.',
  ),
  quoting(
    { publisher: 'Mint: Tourism ministry sets up 24x7 helpline in 12 languages (12 December 2022)', url: 'https://www.livemint.com/news/india/tourism-ministry-sets-up-24x7-helpline-in-12-languages/amp-11670847742898.html' },
    'The helpline is available on a toll free number 1800111363 or on a short code 1363 in 12 languages including German, French, Spanish, Italian, Portuguese, Russian, Chinese, Japanese, Korean, Arabic, Hindi and English for domestic and foreign tourists',
  ),
];
const sriLankaTourismHotline: TwoSources = [
  quoting({ publisher: 'Sri Lanka Tourism (srilanka.travel): travel news', url: 'https://srilanka.travel/travel-news&news=728&section=travel', kind: 'official-tourism' }, 'Tourism Hotline: 1912'),
  quoting(
    { publisher: 'Daily FT, on the Sri Lanka Tourism Promotion Bureau’s statement (17 November 2018)', url: 'https://ft.lk/front-page/SLTPB-assures-SL-safe-for-travellers/44-667079' },
    'The Tourist Police are contactable for any emergency on +94 11 2421 070 or the 1912 tourism hotline, which is available 24 hours for any information.',
  ),
  quoting(
    { publisher: 'Hot Tourism (NewsWire), on the Tourism Minister’s statement (June 2022)', url: 'https://news.hottourism.lk/2022/07/fuel-for-tourism-vehicles-update-from-minister' },
    'He further said those requiring further information may contact the tourist emergency hotline 1912 or 0112 437759 for assistance.',
  ),
];

export const emergencyNumbers: readonly CountryEmergency[] = [
  {
    country: 'india',
    numbers: [
      {
        services: ['police', 'ambulance', 'fire'],
        number: '112',
        note: 'One number for police, fire and health emergencies, answered by the state’s emergency response centre.',
        sources: [vikaspedia112, aospIndia],
        checkedOn: CHECKED,
      },
      { services: ['police'], number: '100', fallback: true, sources: [dnaIndia, homeMinistry112, aospIndia], noOfficialSource: indiaFallbackNoOfficial, checkedOn: CHECKED },
      { services: ['ambulance'], number: '108', fallback: true, sources: [dnaIndia, homeMinistry112], noOfficialSource: indiaFallbackNoOfficial, checkedOn: CHECKED },
      { services: ['fire'], number: '101', fallback: true, sources: [dnaIndia, homeMinistry112], noOfficialSource: indiaFallbackNoOfficial, checkedOn: CHECKED },
    ],
    fallbackNote:
      'Dial the service’s own number: 112 was built by linking these lines, and not every city has moved them onto it (Delhi announced only in January 2026 that it would).',
    helplines: [
      {
        services: ['tourist-helpline'],
        number: '1363',
        label: 'Tourist helpline (Ministry of Tourism)',
        note: 'Tourist help, not an emergency line: information and guidance for travellers in trouble, 24 hours a day, in English, Hindi and ten other languages. Toll-free also on 1800-11-1363.',
        sources: indiaTouristHelpline,
        checkedOn: HELPLINES_CHECKED,
      },
    ],
  },
  {
    country: 'nepal',
    numbers: [
      {
        services: ['police'],
        number: '100',
        sources: [quoting(nepalEmbassy, 'In the event of an emergency, dial 100 to contact the police in Nepal.'), himalpress, aospNepal],
        checkedOn: CHECKED,
      },
      {
        services: ['tourist-police'],
        number: '1144',
        note: 'English-speaking officers in the main tourist areas.',
        sources: [nepalTouristPolice1144],
        onlySource: 'One source only: of the pages that could be read (checked again on 7 December 2026), only the U.S. Embassy’s gives 1144. The Government of Nepal lists the tourist police office’s line, below.',
        checkedOn: CHECKED,
      },
      {
        services: ['tourist-police'],
        number: '+97714247041',
        display: '+977 1 4247041',
        label: 'Tourist police office, Kathmandu',
        note: 'At the Tourist Service Center, Bhrikutimandap.',
        sources: [nepalPortal, nepalTouristPoliceOffice],
        checkedOn: CHECKED,
      },
      { services: ['ambulance'], number: '102', sources: [quoting(nepalEmbassy, 'Dial 102 for ambulance service.'), himalpress, aospNepal], checkedOn: CHECKED },
      { services: ['fire'], number: '101', sources: [quoting(nepalEmbassy, 'Dial 101 for fire.'), himalpress, aospNepal], checkedOn: CHECKED },
    ],
  },
  {
    country: 'bhutan',
    numbers: [
      { services: ['police'], number: '113', sources: [bbsHelplines, swedenBhutanNumbers, aospBhutan], checkedOn: CHECKED },
      {
        services: ['ambulance'],
        number: '112',
        note: "The Health Help Centre's line: when it answers, press 1 for an ambulance.",
        sources: [bbsHealthHelpCentre, swedenBhutanNumbers, aospBhutan],
        checkedOn: CHECKED,
      },
      {
        services: ['fire'],
        number: '110',
        sources: [bbsHelplines, aospBhutan, bhutanFire110],
        noOfficialSource: 'No Bhutanese government page giving 110 could be read.',
        checkedOn: CHECKED,
      },
    ],
  },
  {
    country: 'sri-lanka',
    numbers: [
      { services: ['police'], number: '119', sources: [sriLankaPolice, quoting(smartraveller, 'Police Call 118 or 119 or go to your local police station.'), aospSriLanka], checkedOn: CHECKED },
      {
        services: ['ambulance'],
        number: '1990',
        note: 'Suwa Seriya, the free national ambulance service.',
        sources: suwaSeriya,
        checkedOn: CHECKED,
      },
      {
        services: ['fire', 'ambulance'],
        number: '110',
        label: 'Fire, rescue and medical emergencies',
        sources: [quoting(smartraveller, 'Fire and rescue services Call 110. Medical emergencies Call 110.'), aospSriLanka],
        checkedOn: CHECKED,
      },
      {
        services: ['police-hotline'],
        number: '1997',
        note: 'A police hotline for tip-offs on crime and threats to security, in use by January 2021; in October 2024 the police asked tourists to report emergencies on it too.',
        sources: policeHotline1997,
        noOfficialSource: 'No Sri Lanka Police page giving 1997 could be read: both sources report the police’s statements.',
        checkedOn: CHECKED,
      },
      {
        services: ['tourist-police'],
        number: '+94112421052',
        display: '+94 11 242 1052',
        sources: [
          smartravellerTouristPolice,
          quoting(
            { publisher: 'Sri Lanka Tour Guide 2025 (a travel blog): travel security', url: 'https://srilankatourguide2025.blogspot.com/p/travel-security.html' },
            'Emergency contact numbers, including the general police hotline (119 and the Tourist Police hotline (+94 11 242 1052), are available 24/7.',
          ),
        ],
        checkedOn: CHECKED,
      },
      {
        services: ['tourist-police'],
        number: '+94112382209',
        display: '+94 11 238 2209',
        sources: [smartravellerTouristPolice],
        onlySource: 'Only Smartraveller gives this second tourist police line; no other source could be found.',
        checkedOn: CHECKED,
      },
    ],
    helplines: [
      {
        services: ['tourist-helpline'],
        number: '1912',
        label: 'Tourism hotline (Sri Lanka Tourism)',
        note: 'Tourist help, not an emergency line: Sri Lanka Tourism’s hotline for visitors’ questions and problems, 24 hours a day.',
        sources: sriLankaTourismHotline,
        checkedOn: HELPLINES_CHECKED,
      },
    ],
  },
];

export function emergencyOf(country: string | undefined): CountryEmergency | undefined {
  return emergencyNumbers.find((c) => c.country === country);
}

/** A number's main line and its fallbacks apart, as the page shows them. */
export function mainAndFallbacks(c: CountryEmergency): { main: EmergencyNumber[]; fallbacks: EmergencyNumber[] } {
  return { main: c.numbers.filter((n) => !n.fallback), fallbacks: c.numbers.filter((n) => n.fallback) };
}

/**
 * Where the catalogue and Android's emergency-number table (tests/fixtures/aosp-ecc) differ, each
 * difference explained and the explanation sourced. Keyed as tests/unit/emergency-ecc.test.ts
 * names a difference: 'only-here:{ISO}:{number}:{service}' for a number and service the catalogue
 * has and the table lacks; 'only-android:{ISO}:{number}:{TYPE}' for the reverse.
 */
export interface EccDifference {
  readonly key: string;
  readonly why: string;
  readonly sources: Sources;
  /** When the table and the sources were last read, 'YYYY-MM-DD'. */
  readonly checkedOn: string;
}

export const ECC_DIFFERENCES: readonly EccDifference[] = [
  {
    key: 'only-android:IN:100:AMBULANCE',
    why: 'Android sends 100 to every service; it is the police line (ambulances are on 108).',
    sources: [aospIndia, dnaIndia, homeMinistry112],
    checkedOn: CHECKED,
  },
  { key: 'only-android:IN:100:FIRE', why: 'Android sends 100 to every service; it is the police line (fire is on 101).', sources: [aospIndia, dnaIndia, homeMinistry112], checkedOn: CHECKED },
  { key: 'only-here:IN:108:ambulance', why: 'The ambulance line 112 was built on; Android lists only 112 and 100.', sources: [dnaIndia, homeMinistry112], checkedOn: CHECKED },
  { key: 'only-here:IN:101:fire', why: 'The fire line 112 was built on; Android lists only 112 and 100.', sources: [dnaIndia, homeMinistry112], checkedOn: CHECKED },
  {
    key: 'only-here:NP:1144:tourist-police',
    why: 'A tourist police hotline: Android’s table has no tourist police.',
    sources: [nepalTouristPolice1144],
    checkedOn: CHECKED,
  },
  {
    key: 'only-here:NP:+97714247041:tourist-police',
    why: 'An ordinary line of the tourist police office, not a number Android dials as an emergency call.',
    sources: [nepalPortal, nepalTouristPoliceOffice],
    checkedOn: CHECKED,
  },
  {
    key: 'only-here:LK:1990:ambulance',
    why: 'The national ambulance service’s own number; Android lists 110 for ambulances, as the catalogue does too.',
    sources: suwaSeriya,
    checkedOn: CHECKED,
  },
  {
    key: 'only-here:LK:1997:police-hotline',
    why: 'A police hotline for reports, not a number Android dials as an emergency call.',
    sources: policeHotline1997,
    checkedOn: CHECKED,
  },
  { key: 'only-here:LK:+94112421052:tourist-police', why: 'An ordinary line of the tourist police, not a number Android dials as an emergency call.', sources: [smartravellerTouristPolice], checkedOn: CHECKED },
  { key: 'only-here:LK:+94112382209:tourist-police', why: 'An ordinary line of the tourist police, not a number Android dials as an emergency call.', sources: [smartravellerTouristPolice], checkedOn: CHECKED },
];
