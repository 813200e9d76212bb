/**
 * What the last check of the facts changed (issue 54, read 7 December 2026): each fact's old
 * value and new one, and the pages the new one rests on (their words are with the fact itself, in
 * the list below the table on the facts page). Kept for whoever keeps the facts and for the
 * traveller who remembers the old figure; a correction is dropped once a later check supersedes it.
 * The old sources are described, not linked: the catalogue links no page of a kind it refuses
 * (content/sourceKinds.ts).
 */
import type { SourcePage } from './checked';

export interface Correction {
  /** The fact: 'India e-Visa: sources'. */
  readonly what: string;
  readonly was: string;
  readonly now: string;
  /** The pages the new value rests on. */
  readonly sources: readonly Pick<SourcePage, 'publisher' | 'url'>[];
  /** 'YYYY-MM-DD'. */
  readonly checkedOn: string;
}

const ON = '2026-12-07';

export const CORRECTIONS: readonly Correction[] = [
  {
    what: 'India e-Visa: where the rule comes from',
    was: 'An honorary consulate’s page abroad (about 2016) first, two visa agents’ pages for who may apply, news sites for the 120-day window.',
    now: 'The Government of India’s e-Visa portal first (indianvisaonline.gov.in; read as copies of its text give it, as the site itself could not be read here), news only as second sources. Two sentences that rested on the refused pages alone are gone: that the e-Visa does not cover Protected Areas (the Ladakh permit still says it needs its own), and to carry a print of the grant e-mail.',
    sources: [
      { publisher: 'Government of India, e-Visa portal', url: 'https://indianvisaonline.gov.in/evisa/tvoa.html' },
      { publisher: 'VisasNews', url: 'https://visasnews.com/?p=34046' },
    ],
    checkedOn: ON,
  },
  {
    what: 'Sri Lanka ETA: where the rule comes from',
    was: 'A Sri Lankan travel company first; the Department of Immigration and Emigration only as the press reported it; a tour operator for the return ticket.',
    now: 'The Department of Immigration and Emigration’s own ETA site and Sri Lanka’s High Commission in Pakistan first; the press and a travel company second.',
    sources: [
      { publisher: 'Department of Immigration and Emigration: ETA', url: 'https://eta.gov.lk/slvisa/visainfo/center.jsp?locale=hi_IN' },
      { publisher: 'High Commission of Sri Lanka in Pakistan', url: 'https://slhcpakistan.org/services/submission-of-eta-application' },
    ],
    checkedOn: ON,
  },
  {
    what: 'Khumbu Pasang Lhamu Rural Municipality permit: fee',
    was: 'NPR 2,000 per person.',
    now: 'NPR 3,000 per person for foreigners since July 2024 (NPR 2,000 for nationals of SAARC countries and China), as the municipality wrote to the trekking agencies’ association.',
    sources: [{ publisher: 'Himal Press (in Nepali, 23 July 2024)', url: 'https://himalpress.com/2024/07/153432' }],
    checkedOn: ON,
  },
  {
    what: 'Ladakh’s Protected Area Permit: the group rule',
    was: 'Applied for “by at least two people together”, given as the rule.',
    now: 'Said to need two applicants by Lonely Planet and a Ladakh travel company (2024), which no official page could be read to confirm: we check it when we apply for someone travelling alone.',
    sources: [
      { publisher: 'Kashmirex', url: 'https://kashmirex.com/how-to-get-permit-for-protected-areas-in-ladakh/' },
      { publisher: 'Lonely Planet', url: 'https://www.lonelyplanet.com/india/leh/practical-information/directory/entry-and-exit-formalities/a/nar/9f75782f-0d14-456a-8022-ec1aeeec8d94/356310' },
    ],
    checkedOn: ON,
  },
  {
    what: 'Annapurna Conservation Area permit: where it is issued',
    was: 'Issued in Kathmandu or Pokhara; two passport photos.',
    now: 'Issued through the National Trust for Nature Conservation’s online system, which trekking companies use (the counters are being phased out); NPR 3,000 for nationals of countries outside SAARC.',
    sources: [
      { publisher: 'Tourism Info Nepal, on NTNC’s notice', url: 'https://tourisminfonepal.com/acap-permits-to-be-issued-exclusively-online-ntnc-urges-trekking-companies-to-comply/' },
      { publisher: 'National Trust for Nature Conservation', url: 'https://www.ntnc.org.np/trekking-annapurna-gaurishankar-and-manaslu-information-and-entry-permit-forms' },
    ],
    checkedOn: ON,
  },
  {
    what: 'IndiGo: online check-in times',
    was: 'Opens 48 hours and closes 60 minutes before departure, on three fare aggregators’ pages.',
    now: 'No time given: no page of IndiGo’s own could be read. Check with the airline, on goindigo.in.',
    sources: [{ publisher: 'IndiGo', url: 'https://www.goindigo.in/' }],
    checkedOn: ON,
  },
  {
    what: 'IndiGo: baggage',
    was: '15 kg checked (on fare aggregators’ pages), and a fare named that IndiGo no longer sells.',
    now: 'One cabin bag of up to 7 kg plus a personal item of up to 3 kg, from IndiGo’s own page; checked baggage: check with the airline. No fare named.',
    sources: [{ publisher: 'IndiGo: baggage allowance', url: 'https://www.goindigo.in/baggage/baggage-allowance.html' }],
    checkedOn: ON,
  },
  {
    what: 'Air India: online check-in times',
    was: 'Opens 48 hours before departure, on two fare aggregators’ pages.',
    now: 'No time given: no page of Air India’s own could be read. Check with the airline, on airindia.com.',
    sources: [{ publisher: 'Air India', url: 'https://www.airindia.com/' }],
    checkedOn: ON,
  },
  {
    what: 'Air India: cabin and checked baggage',
    was: 'Two cabin weights, the airline’s page against later reports, with “check your ticket”; checked allowances by fare family as reported in May 2024.',
    now: 'One cabin bag of up to 7 kg in economy, for every ticket booked from 2 May 2024; checked baggage: check with the airline (its fares were reorganised after the Vistara merger, and no page of its own giving them could be read).',
    sources: [
      { publisher: 'Air India: cabin baggage', url: 'https://www.airindia.com/in/en/travel-information/baggage-guidelines/cabin-baggage.html' },
      { publisher: 'Times Now', url: 'https://timesnownews.com/india/flying-soon-new-baggage-rules-could-cost-you-if-youre-not-careful-article-116654304/amp' },
    ],
    checkedOn: ON,
  },
  {
    what: 'Help, India and Sri Lanka: tourist helplines',
    was: 'Not given.',
    now: 'India’s Ministry of Tourism helpline 1363 (toll-free 1800-11-1363) and Sri Lanka Tourism’s hotline 1912, beside the emergency numbers, as tourist help, not emergency lines.',
    sources: [
      { publisher: 'Ministry of Tourism, Government of India (PIB)', url: 'https://www.pubt.io/view/26B93176FA7AA53BF3DD6AEEB78E98EBC69EF011' },
      { publisher: 'Sri Lanka Tourism', url: 'https://srilanka.travel/travel-news&news=728&section=travel' },
    ],
    checkedOn: ON,
  },
  {
    what: 'Dzongkha: words for trouble',
    was: 'None.',
    now: '“We need to go to the hospital” and “Doctor”, from Wikivoyage’s Dzongkha phrasebook (CC BY-SA), romanised only, as the source gives them.',
    sources: [{ publisher: 'Wikivoyage contributors: Dzongkha phrasebook (copy on route.wiki)', url: 'https://route.wiki/Dzongkha_phrasebook' }],
    checkedOn: ON,
  },
];
