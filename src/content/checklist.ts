/**
 * The rules behind a dated trip's 'Before you go' checklist that are not in another part of the
 * catalogue: entry to each country, the permits some places need, and the health visit. Money,
 * plugs and temple dress come from the country essentials (content/essentials), the altitude from
 * content/elevations and the NHS page of content/altitudeSickness, the packing from the climate
 * normals of content/seasons: read there, never copied here.
 *
 * Each rule names the page it was read on and the day it was checked (change the text, the source
 * and `checkedOn` together, after reading the source again); tests/unit/checklist.test.ts fails
 * when one lacks a source or a check is more than 12 months old. A rule no source could be found
 * for is left out, not guessed.
 *
 * A due date is counted back from a day of the trip: `of: 'start'` the first day, `of: 'arrival'`
 * the first day spent in the rule's country (India's e-Visa on a trip that starts in Nepal is due
 * four days before the flight to Delhi, not before the flight to Kathmandu), and at the latest the
 * day before the trip starts, since it is done from home. Where the source sets
 * the deadline (the e-Visa's 4 days, the clinic's 6 to 8 weeks) it is the source's; where it does
 * not (a passport copy for the agency), it is the agency's own request, and the text says so.
 */
import type { FactSource } from './checked';
import type { CountrySlug } from './types';

export interface Due {
  /** Days before the day named by `of`. */
  readonly daysBefore: number;
  /** 'start': the trip's first day; 'arrival': the first day spent in the rule's country. */
  readonly of: 'start' | 'arrival';
}

export interface ChecklistRule {
  /** Stable within the catalogue: ticks and calendar UIDs are keyed on it. */
  readonly id: string;
  /** What to do, as a checklist line: 'Apply for your India e-Visa'. */
  readonly title: string;
  /** The rule in a sentence or two. */
  readonly text: string;
  readonly due: Due;
  /** The page it was read on, first; more where a part of it comes from another. */
  readonly sources: readonly [FactSource, ...FactSource[]];
  /** When the source was last read, 'YYYY-MM-DD'. */
  readonly checkedOn: string;
}

export interface EntryRule extends ChecklistRule {
  readonly country: CountrySlug;
}

/** A permit a place needs: on every trip with a night at one of `stops`. */
export interface PermitRule extends ChecklistRule {
  readonly country: CountrySlug;
  /** The route stops it concerns, '{country}/{name}' (elevations' stopKey). */
  readonly stops: readonly string[];
}

const CHECKED = '2026-11-26';

/** The agency's own lead time for what it arranges (its request, not a rule of the country). */
export const AGENCY_DAYS_BEFORE = 60;

const indiaConsulate: FactSource = {
  publisher: 'Honorary Consulate of India in Vilnius: e-Tourist Visa FAQ (the Government of India’s e-Visa rules)',
  url: 'http://www.indianconsulate.lt/index.php/en/2-uncategorised/155-etv-faq',
};
const nepalImmigration: FactSource = {
  publisher: 'Immigration Office, Tribhuvan International Airport (Department of Immigration, Nepal): on-arrival tourist visa',
  url: 'https://tia.immigration.gov.np/page/on-arrival-tourist-visa',
};
const bhutanMfa: FactSource = {
  publisher: 'Ministry of Foreign Affairs of Bhutan, Royal Bhutanese Embassy in Dhaka: visa for visiting Bhutan',
  url: 'https://www.mfa.gov.bt/rbedhaka/visa-for-visiting-bhutan/',
};
const bhutanSdf: FactSource = {
  publisher: 'Kuensel (Bhutan’s national newspaper): the Sustainable Development Fee’s 50 percent discount',
  url: 'https://kuenselonline.com/tourist-arrival-misses-govts-target/',
};
const sriLankaHighCommission: FactSource = {
  publisher: 'High Commission of Sri Lanka in Pakistan: ETA (Electronic Travel Authorization)',
  url: 'https://slhcpakistan.org/services/submission-of-eta-application-by-third-party',
};
const sriLankaEtaWeek: FactSource = { publisher: 'Rough Guides: how to plan a trip to Sri Lanka', url: 'https://roughguides.com/articles/how-to-plan-a-trip-to-sri-lanka' };
const ntnc: FactSource = {
  publisher: 'National Trust for Nature Conservation (Nepal): entry permits for the Annapurna, Manaslu and Gaurishankar conservation areas',
  url: 'https://www.ntnc.org.np/trekking-annapurna-gaurishankar-and-manaslu-information-and-entry-permit-forms',
};
// No page of Nepal's Department of National Parks and Wildlife Conservation could be read: its rules
// for Sagarmatha National Park, as a Nepal tour operator reproduces them.
const sagarmathaRules: FactSource = {
  publisher: 'Tiger Encounter (a Nepal tour operator): Sagarmatha National Park rules, as set by the Department of National Parks and Wildlife Conservation',
  url: 'https://tigerencounter.com/blog/sagarmatha-national-park-rules-and-regulation/',
};
const lonelyPlanetLeh: FactSource = {
  publisher: 'Lonely Planet: Leh, entry and exit formalities',
  url: 'https://www.lonelyplanet.com/india/leh/practical-information/directory/entry-and-exit-formalities/a/nar/9f75782f-0d14-456a-8022-ec1aeeec8d94/356310',
};
// The NHS page on travel vaccinations, read as syndicated (word for word, under the NHS's name)
// on a pharmacy's site: nhs.uk itself could not be read.
const nhsTravelVaccines: FactSource = {
  publisher: 'NHS: Travel vaccinations (the NHS page as syndicated on 1st Choice Pharmacy’s site)',
  url: 'https://1stchoicepharmacy.co.uk/nhs_conditions_travel-vaccinations',
};

/** What entering each country takes, for visitors who need a visa (the text says who does not). */
export const entryRules: readonly EntryRule[] = [
  {
    id: 'india-evisa',
    country: 'india',
    title: 'Apply for your India e-Visa',
    text: 'Apply online at least 4 days before the day you arrive in India. Carry a print of the e-mail that grants it.',
    due: { daysBefore: 4, of: 'arrival' },
    sources: [indiaConsulate],
    checkedOn: CHECKED,
  },
  {
    id: 'nepal-visa',
    country: 'nepal',
    title: 'Fill in Nepal’s online tourist visa form',
    text: 'Nepal gives tourist visas on arrival at Kathmandu airport (15, 30 or 90 days), or a Nepalese embassy issues one before you go. The online form can be filled in before you land: print its receipt with the barcode, which is valid for 15 days.',
    due: { daysBefore: 7, of: 'arrival' },
    sources: [nepalImmigration],
    checkedOn: CHECKED,
  },
  {
    id: 'bhutan-passport',
    country: 'bhutan',
    title: 'Send us a copy of your passport for your Bhutan visa',
    text: 'Bhutan’s visas are issued only by its Department of Immigration, which we apply to for you. It needs a copy of your passport (valid for six months after you leave Bhutan), your travel insurance for the trip and a recent passport photo; the visa can take up to five working days. We ask for them two months ahead.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'arrival' },
    sources: [bhutanMfa],
    checkedOn: CHECKED,
  },
  {
    id: 'bhutan-sdf',
    country: 'bhutan',
    title: 'Bhutan’s Sustainable Development Fee is paid with your visa',
    text: 'Visitors paying in US dollars pay a Sustainable Development Fee of USD 100 per adult per night (half for children of 6 to 12), at this rate from 1 September 2023 until 31 August 2027. It is part of the price we quote, paid before the visa is issued.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'arrival' },
    sources: [bhutanSdf],
    checkedOn: CHECKED,
  },
  {
    id: 'sri-lanka-eta',
    country: 'sri-lanka',
    title: 'Apply for your Sri Lanka ETA',
    text: 'Apply online for an Electronic Travel Authorization before you travel, and keep a copy of the approval to show on arrival, with a passport valid for six months from arrival and a confirmed return ticket. Apply at least a week ahead.',
    due: { daysBefore: 7, of: 'arrival' },
    sources: [sriLankaHighCommission, sriLankaEtaWeek],
    checkedOn: CHECKED,
  },
];

/** Permits for the places that need them, keyed on the route stops within them. */
export const permitRules: readonly PermitRule[] = [
  {
    id: 'nepal-sagarmatha',
    country: 'nepal',
    title: 'Sagarmatha National Park permit: we arrange it',
    text: 'The Everest trails lie in Sagarmatha National Park: entering without a permit is illegal, and park staff check it on the way. We buy it in Kathmandu before you fly to Lukla; send us a copy of your passport for it.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'start' },
    stops: ['nepal/Phakding', 'nepal/Namche Bazaar', 'nepal/Thame', 'nepal/Deboche', 'nepal/Monjo', 'nepal/Lukla'],
    sources: [sagarmathaRules],
    checkedOn: CHECKED,
  },
  {
    id: 'nepal-acap',
    country: 'nepal',
    title: 'Annapurna Conservation Area permit: we arrange it',
    text: 'The Annapurna treks need an entry permit, issued in Kathmandu or Pokhara, not at the check posts on the trail. It takes two passport-size photos: send them to us with a copy of your passport.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'start' },
    stops: ['nepal/Ghandruk', 'nepal/Chhomrong', 'nepal/Bamboo', 'nepal/Deurali', 'nepal/Annapurna Base Camp', 'nepal/Jhinu Danda'],
    sources: [ntnc],
    checkedOn: CHECKED,
  },
  {
    id: 'india-ladakh-pap',
    country: 'india',
    title: 'Ladakh’s Protected Area Permit: we arrange it',
    text: 'Foreign visitors need a Protected Area Permit for the Nubra Valley, Pangong Tso, Dha Hanu, Tso Moriri and the Upper Indus, applied for through an approved travel agency by at least two people together, valid for up to seven days. Send us a copy of your passport and your India visa.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'start' },
    stops: ['india/Leh', 'india/Nubra Valley', 'india/Pangong Tso'],
    sources: [lonelyPlanetLeh],
    checkedOn: CHECKED,
  },
];

/** A travel clinic 6 to 8 weeks ahead: due at 8 weeks, the earlier end. */
export const travelClinicRule: ChecklistRule = {
  id: 'health-clinic',
  title: 'See your GP or a travel clinic about vaccinations',
  text: 'If possible, see the GP or a private travel clinic at least 6 to 8 weeks before you travel: some vaccines take weeks to work, and some need several doses spread over weeks or months.',
  due: { daysBefore: 56, of: 'start' },
  sources: [nhsTravelVaccines],
  checkedOn: CHECKED,
};
