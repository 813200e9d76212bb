/**
 * The rules behind a dated trip's 'Before you go' checklist that are not in another part of the
 * catalogue: entry to each country, the permits some places need, and the health visit. Money,
 * plugs and temple dress come from the country essentials (content/essentials), the altitude from
 * content/elevations and the NHS page of content/altitudeSickness, the packing from the climate
 * normals of content/seasons: read there, never copied here.
 *
 * Each rule names the pages it was read on, each page's own words that carry the rule kept in
 * sourceWords.ts (out of a dated trip's first load), and the day they were read (change the text,
 * the words and `checkedOn` together, after reading the sources again). An entry rule or a place's permit rests on two independent sources at least, one
 * an authority's own page where one could be read (else `noOfficialSource` says why none is).
 * tests/unit/checklist.test.ts fails when one lacks them or a check is more than 12 months old. A
 * rule no source could be found for is left out, not guessed; a part of one no source could be
 * quoted for is left out of its text.
 *
 * A due date is counted back from a day of the trip: `of: 'start'` the first day, `of: 'arrival'`
 * the first day spent in the rule's country (India's e-Visa on a trip that starts in Nepal is due
 * four days before the flight to Delhi, not before the flight to Kathmandu), and at the latest the
 * day before the trip starts, since it is done from home. Where the source sets
 * the deadline (the e-Visa's 4 days, the clinic's 6 to 8 weeks) it is the source's; where it does
 * not (a passport copy for the agency), it is the agency's own request, and the text says so.
 */
import type { Pages, SourcePage, TwoPages } from './checked';
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
  /** The pages it was read on, the main one first (their words that carry the rule: sourceWords.ts). */
  readonly sources: Pages;
  /** Why none of the sources is an authority's own page, where none is. */
  readonly noOfficialSource?: string;
  /** When the sources were last read, 'YYYY-MM-DD'. */
  readonly checkedOn: string;
}

/** A country's rule for entering it: two independent sources at least. */
export interface EntryRule extends ChecklistRule {
  readonly country: CountrySlug;
  readonly sources: TwoPages;
}

/** A permit or rule a place needs: on every trip with a night at one of `stops`; two sources at least. */
export interface PermitRule extends ChecklistRule {
  readonly country: CountrySlug;
  /** The route stops it concerns, '{country}/{name}' (elevations' stopKey). */
  readonly stops: readonly string[];
  readonly sources: TwoPages;
}

const CHECKED = '2026-11-28';

/** The agency's own lead time for what it arranges (its request, not a rule of the country). */
export const AGENCY_DAYS_BEFORE = 60;

// India. The Government of India's own e-Visa site (indianvisaonline.gov.in) could not be read
// here directly: its instructions are quoted as copies of the page's text reproduce them, and
// the record says so (`readVia`). Independent second sources: the news of the rules' changes.
// Visa agents and the honorary consulate cited before are not sources (content/sourceKinds.ts).
const indiaEvisaPortal: SourcePage = {
    publisher: 'Government of India, e-Visa portal: instructions for applicants (indianvisaonline.gov.in)',
    url: 'https://indianvisaonline.gov.in/evisa/tvoa.html',
    official: true,
    readVia: 'The portal could not be read here directly: its words as copies of the page’s text in public code repositories give them, read on 7 December 2026.',
  };
const ittnEvisa: SourcePage = { publisher: 'Irish Travel Trade News: India’s e-Tourist Visa (the 2017 rules)', url: 'https://www.ittn.ie/news/irish-uk-visitors-india-can-now-stay-twice-long-e-tourist-visa/' };
const visasNewsEvisa: SourcePage = { publisher: 'VisasNews: India’s 30-day e-Tourist visa can now be applied for 120 days ahead', url: 'https://visasnews.com/?p=34046' };
const kheljaEvisa: SourcePage = { publisher: 'Khelja: India extends tourist e-Visa application window to 120 days', url: 'https://khelja.in/india-extends-tourist-e-visa-application-window-to-120-days-for-travellers' };
const nexusPakistan: SourcePage = { publisher: 'The Nexus Gazette: the Indian visa process for Pakistani citizens', url: 'https://thenexusgazette.com/understanding-the-indian-visa-process-for-pakistani-citizens-what-you-need-to-know/', kind: 'news' };
const lonelyPlanetLeh: SourcePage = {
    publisher: 'Lonely Planet: Leh, entry and exit formalities',
    url: 'https://www.lonelyplanet.com/india/leh/practical-information/directory/entry-and-exit-formalities/a/nar/9f75782f-0d14-456a-8022-ec1aeeec8d94/356310',
  };
const kashmirexPap: SourcePage = { publisher: 'Kashmirex (a Kashmir and Ladakh travel company): permits for Ladakh’s protected areas', url: 'https://kashmirex.com/how-to-get-permit-for-protected-areas-in-ladakh/', kind: 'operator' };
const dailyExcelsiorPap: SourcePage = { publisher: 'Daily Excelsior (6 August 2021)', url: 'https://www.dailyexcelsior.com/indians-no-longer-need-permit-to-visit-ladakh-protected-areas/' };
const deccanHeraldPap: SourcePage = { publisher: 'Deccan Herald (August 2021)', url: 'https://deccanherald.com/india/indian-citizens-no-longer-need-inner-line-permit-to-visit-protected-areas-in-ladakh-1017167.html' };

// Nepal. The Immigration Office's own page (tia.immigration.gov.np) could not be read: its text as
// Nepal tour operators reproduce it.
const nepalVisaSteps: SourcePage = { publisher: 'Great Adventure Treks (a Nepal tour operator), reproducing the airport’s Immigration Office', url: 'https://greatadventuretreks.com/nepal-visa/' };
const nepalVisaReceipt: SourcePage = { publisher: 'Great Journey Travels and Tours (a Nepal tour operator): Nepal visa', url: 'https://greatjourneytravels.com.np/page/nepal-visa' };
const nepalNoVisaOnArrival: SourcePage = { publisher: 'Nepal Mountain Hub (a Nepal trekking company): Nepal visa information', url: 'https://www.nepalmountainhub.com/nepal-visa-information.html' };
// The Nepal Tourism Board's notice of March 2023, as newspapers reproduce it (ntb.gov.np could not be read).
const ntbGuideNotice: SourcePage = { publisher: 'The Phoenix, reproducing the Nepal Tourism Board’s notice (2023)', url: 'https://thephoenixnewspaper.com/news/lifestyle/holiday-travel/page-123?text=Read++at+news%2Flifestyle%2Fholiday-travel%2Fpage-86' };
const firstpostGuides: SourcePage = { publisher: 'Firstpost: Nepal bans mountain trekking without a licensed guide (30 March 2023)', url: 'https://www.firstpost.com/world/nepal-bans-mountain-trekking-without-a-licensed-guide-12376812.html' };
const ntnc: SourcePage = {
    publisher: 'National Trust for Nature Conservation (Nepal): entry permits',
    url: 'https://www.ntnc.org.np/trekking-annapurna-gaurishankar-and-manaslu-information-and-entry-permit-forms',
    official: true,
  };
// No page of Nepal's Department of National Parks and Wildlife Conservation could be read: its rules
// for Sagarmatha National Park, as a Nepal tour operator and a trekker's notes reproduce them.
const sagarmathaRules: SourcePage = {
    publisher: 'Tiger Encounter (a Nepal tour operator): Sagarmatha National Park rules',
    url: 'https://tigerencounter.com/blog/sagarmatha-national-park-rules-and-regulation/',
  };
const sagarmathaCode: SourcePage = { publisher: 'Plan Today (a trekking blog): code of conduct for Sagarmatha National Park', url: 'http://plantodaytz.blogspot.com/2015/07/code-of-conduct-for-sagarmatha-national.html' };
const khumbuPermitEco: SourcePage = { publisher: 'Eco Holidays Nepal (a Nepal tour operator): permits for Everest Base Camp', url: 'https://ecoholidaysnepal.com/permits-for-everest-base-camp' };
const khumbuPermitTrips: SourcePage = { publisher: 'The Himalayan Trips (a Nepal tour operator): Everest permits (May 2025)', url: 'https://www.thehimalayantrips.com/blog/essential-permits-for-trekking-in-the-everest-region' };
// The municipality's letter to the trekking agencies' association (TAAN), as Himal Press reports it
// (in Nepali, 23 July 2024): the fee for foreigners from outside SAARC and China rose to NPR 3,000.
const khumbuFeeHimalPress: SourcePage = { publisher: 'Himal Press: the Everest region’s entry fee raised (in Nepali, 23 July 2024)', url: 'https://himalpress.com/2024/07/153432', lang: 'ne' };
// NTNC's notice that ACAP and MCAP permits are issued online only, as a Nepal tourism news site reports it.
const acapOnline: SourcePage = { publisher: 'Tourism Info Nepal, on the National Trust for Nature Conservation’s notice: ACAP permits online only', url: 'https://tourisminfonepal.com/acap-permits-to-be-issued-exclusively-online-ntnc-urges-trekking-companies-to-comply/' };

// Bhutan
const bhutanMfa: SourcePage = { publisher: 'Ministry of Foreign Affairs of Bhutan (Royal Bhutanese Embassy, Dhaka): visas', url: 'https://www.mfa.gov.bt/rbedhaka/visa-for-visiting-bhutan/', official: true };
const bhutanVisaFee: SourcePage = { publisher: 'Shangri-La Footprints (a Bhutan tour operator): visas', url: 'https://shangrilafootprints.com/?p=2120' };
const bhutanSdf: SourcePage = { publisher: 'Kuensel (Bhutan’s national newspaper)', url: 'https://kuenselonline.com/tourist-arrival-misses-govts-target/' };
const nikkeiSdf: SourcePage = { publisher: 'Nikkei Asia: Bhutan halves $200 daily tourist tax (1 September 2023)', url: 'https://asia.nikkei.com/Business/Travel-Leisure/Bhutan-halves-200-daily-tourist-tax-to-spur-sluggish-recovery' };

// Sri Lanka. The Department of Immigration and Emigration's ETA site, read in its Hindi page (the
// English one could not be read), and Sri Lanka's High Commission in Pakistan on the ETA.
const sriLankaEtaSite: SourcePage = {
    publisher: 'Department of Immigration and Emigration of Sri Lanka: ETA, the official website (its Hindi page)',
    url: 'https://eta.gov.lk/slvisa/visainfo/center.jsp?locale=hi_IN',
    official: true,
    lang: 'hi',
  };
const sriLankaHcEta: SourcePage = { publisher: 'High Commission of Sri Lanka in Pakistan: submission of an ETA application', url: 'https://slhcpakistan.org/services/submission-of-eta-application', official: true };
const tikaLankaEta: SourcePage = { publisher: 'Tika Lanka (a Sri Lanka travel company): passports and visas', url: 'https://dev.tikalanka.com/essential-information/sri-lanka/passports-visas' };
const adaDeranaEtaWithdrawn: SourcePage = { publisher: 'Ada Derana, on the Department of Immigration and Emigration’s statement (31 October 2025)', url: 'http://www.adaderana.lk/news.php?nid=114137' };
const lankaEducationEta: SourcePage = { publisher: 'Lanka Education: Sri Lanka lifts pre-arrival ETA requirement for tourists', url: 'https://www.lankaeducation.com/sri-lanka-lifts-pre-arrival-eta-requirement-for-tourists/amp' };

// The NHS page on travel vaccinations, read as syndicated (word for word, under the NHS's name) on a
// pharmacy's site, and the NHS's older answer on the same: nhs.uk's current page could not be read.
const nhsTravelVaccines: SourcePage = { publisher: 'NHS: Travel vaccinations (as syndicated by 1st Choice Pharmacy)', url: 'https://1stchoicepharmacy.co.uk/nhs_conditions_travel-vaccinations' };
const nhsVaccinesAnswer: SourcePage = { publisher: 'NHS Choices: vaccinations to travel abroad (an older NHS page)', url: 'http://www.nhs.uk/chq/Pages/1072.aspx?CategoryID=67&SubCategoryID=152', official: true };

/** The route stops of the Everest and Annapurna treks (elevations' stopKey). */
const EVEREST_STOPS = ['nepal/Phakding', 'nepal/Namche Bazaar', 'nepal/Thame', 'nepal/Deboche', 'nepal/Monjo', 'nepal/Lukla'];
const ANNAPURNA_STOPS = ['nepal/Ghandruk', 'nepal/Chhomrong', 'nepal/Bamboo', 'nepal/Deurali', 'nepal/Annapurna Base Camp', 'nepal/Jhinu Danda'];

/** What entering each country takes, for visitors who need a visa (the text says who does not). */
export const entryRules: readonly EntryRule[] = [
  {
    id: 'india-evisa',
    country: 'india',
    title: 'Apply for your India e-Visa',
    text: 'Apply on the Government of India’s own site, indianvisaonline.gov.in, at least 4 days before the day you arrive in India, and no more than 120 days before (the 30-day e-Tourist visa too, since its window was widened from 30 days in December 2025). Holders of a Pakistani passport, or of Pakistani origin, cannot have an e-Visa: they apply for a regular visa at an Indian mission.',
    due: { daysBefore: 4, of: 'arrival' },
    sources: [indiaEvisaPortal, ittnEvisa, visasNewsEvisa, kheljaEvisa, nexusPakistan],
    noOfficialSource: 'indianvisaonline.gov.in could not be read here directly: its instructions are quoted as copies of the page’s text give them.',
    checkedOn: '2026-12-07',
  },
  {
    id: 'nepal-visa',
    country: 'nepal',
    title: 'Fill in Nepal’s online tourist visa form',
    text: 'Nepal gives tourist visas on arrival at Kathmandu airport (15, 30 or 90 days), or a Nepalese embassy issues one before you go. The online form can be filled in before you land: print its receipt with the barcode, which is valid for 15 days. Nationals of Nigeria, Ghana, Zimbabwe, Swaziland, Cameroon, Somalia, Liberia, Ethiopia, Iraq, Palestine, Afghanistan and Syria, and refugees, get no visa on arrival: they apply at a Nepalese embassy before they travel.',
    due: { daysBefore: 7, of: 'arrival' },
    sources: [nepalVisaSteps, nepalVisaReceipt, nepalNoVisaOnArrival],
    noOfficialSource: 'Neither the Department of Immigration’s visa pages (immigration.gov.np, tia.immigration.gov.np) nor the Nepal Tourism Board’s could be read (checked again 7 December 2026): the Immigration Office’s text as Nepal tour operators reproduce it.',
    checkedOn: CHECKED,
  },
  {
    id: 'bhutan-passport',
    country: 'bhutan',
    title: 'Send us a copy of your passport for your Bhutan visa',
    text: 'Bhutan’s visas are issued only by its Department of Immigration, which we apply to for you. The visa fee is USD 40 per person, not refundable. It needs a copy of your passport (valid for six months after you leave Bhutan), your travel insurance for the trip and a recent passport photo; the visa can take up to five working days. We ask for them two months ahead.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'arrival' },
    sources: [bhutanMfa, bhutanVisaFee],
    noOfficialSource: 'Bhutan’s Ministry of Foreign Affairs gives the rules; the Department of Immigration’s own site (visit.doi.gov.bt) and the Department of Tourism’s (bhutan.travel) could not be read (checked again 7 December 2026).',
    checkedOn: CHECKED,
  },
  {
    id: 'bhutan-sdf',
    country: 'bhutan',
    title: 'Bhutan’s Sustainable Development Fee is paid with your visa',
    text: 'Visitors paying in US dollars pay a Sustainable Development Fee of USD 100 per adult per night (half for children of 6 to 12), at this rate from 1 September 2023 until 31 August 2027. It is part of the price we quote, paid before the visa is issued.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'arrival' },
    sources: [bhutanSdf, nikkeiSdf, bhutanVisaFee],
    noOfficialSource: 'The Department of Tourism’s announcement could not be read: Kuensel and Nikkei Asia report it.',
    checkedOn: CHECKED,
  },
  {
    id: 'sri-lanka-eta',
    country: 'sri-lanka',
    title: 'Apply for your Sri Lanka ETA',
    text: 'Apply online for your Electronic Travel Authorization (ETA) before you travel and keep the approval to show on arrival: it can also be had at Colombo airport, with a queue and an extra fee. (Sri Lanka made it compulsory before arrival on 15 October 2025 and withdrew that later the same month.) You need a passport valid for six months from the day you arrive and a return or onward ticket. We suggest applying a week ahead.',
    due: { daysBefore: 7, of: 'arrival' },
    sources: [sriLankaEtaSite, sriLankaHcEta, tikaLankaEta, adaDeranaEtaWithdrawn, lankaEducationEta],
    checkedOn: '2026-12-07',
  },
];

/** Permits and rules for the places that need them, keyed on the route stops within them. */
export const permitRules: readonly PermitRule[] = [
  {
    id: 'nepal-licensed-guide',
    country: 'nepal',
    title: 'Trekking in Nepal: a licensed guide, through a registered agency: we arrange it',
    text: 'Since April 2023, foreign trekkers in Nepal’s protected mountain areas must trek with a licensed guide, arranged through a trekking agency registered with the Government of Nepal. Your guide is licensed: send us a copy of your passport for the trek’s papers.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'start' },
    stops: [...EVEREST_STOPS, ...ANNAPURNA_STOPS],
    sources: [ntbGuideNotice, firstpostGuides],
    noOfficialSource: 'The Nepal Tourism Board’s notice is read as The Phoenix reproduces it: ntb.gov.np could not be read.',
    checkedOn: CHECKED,
  },
  {
    id: 'nepal-sagarmatha',
    country: 'nepal',
    title: 'Sagarmatha National Park permit: we arrange it',
    text: 'The Everest trails lie in Sagarmatha National Park: entering without a permit is illegal, and park staff check it on the way. We buy it in Kathmandu before you fly to Lukla; send us a copy of your passport for it.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'start' },
    stops: EVEREST_STOPS,
    sources: [sagarmathaRules, sagarmathaCode],
    noOfficialSource: 'No page of Nepal’s Department of National Parks and Wildlife Conservation could be read: its rules as a tour operator and a trekker reproduce them.',
    checkedOn: CHECKED,
  },
  {
    id: 'nepal-khumbu-municipality',
    country: 'nepal',
    title: 'Khumbu Pasang Lhamu Rural Municipality permit: we buy it on the way',
    text: 'The Everest trails also need the Khumbu Pasang Lhamu Rural Municipality’s permit, sold only in Lukla or Monjo, never in Kathmandu; there it takes the place of the TIMS card. Since July 2024 it costs NPR 3,000 per person for foreigners (NPR 2,000 for nationals of SAARC countries and China), though some trekking companies’ pages still give NPR 2,000. We buy it as we pass: carry your passport.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'start' },
    stops: EVEREST_STOPS,
    sources: [khumbuFeeHimalPress, khumbuPermitEco, khumbuPermitTrips],
    noOfficialSource: 'No page of the municipality could be read: Himal Press reports its letter to the trekking agencies’ association on the fee; two Nepal tour operators say where the permit is sold (their fee, NPR 2,000, is the one before July 2024).',
    checkedOn: '2026-12-07',
  },
  {
    id: 'nepal-acap',
    country: 'nepal',
    title: 'Annapurna Conservation Area permit and TIMS card: we arrange them',
    text: 'The Annapurna treks need the National Trust for Nature Conservation’s entry permit (NPR 3,000 for nationals of countries outside SAARC), never issued at the check posts on the trail, and a TIMS card (Trekkers’ Information Management System), which since April 2023 only a registered trekking agency can obtain. The Trust now issues the permit through its online system, which trekking companies use for their trekkers: we apply for you. Send us a copy of your passport and a passport-size photo.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'start' },
    stops: ANNAPURNA_STOPS,
    sources: [ntnc, acapOnline, ntbGuideNotice, firstpostGuides],
    checkedOn: '2026-12-07',
  },
  {
    id: 'india-ladakh-pap',
    country: 'india',
    title: 'Ladakh’s Protected Area Permit: we arrange it',
    text: 'Foreign visitors need a Protected Area Permit for the Nubra Valley, Pangong Tso, Dha Hanu, Tso Moriri and the Upper Indus, applied for through an approved travel agency. Since August 2021 it is valid for up to 15 days. Lonely Planet and a Ladakh travel company (2024) say at least two people must apply together; no page of the Ladakh administration could be read to confirm that this still holds, so if you travel alone we check it when we apply. Send us a copy of your passport and your India visa.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'start' },
    stops: ['india/Leh', 'india/Nubra Valley', 'india/Pangong Tso'],
    sources: [lonelyPlanetLeh, kashmirexPap, dailyExcelsiorPap, deccanHeraldPap],
    noOfficialSource: 'The Ladakh administration’s order (S.O. 30 of August 2021) and its permit site could not be read: the Daily Excelsior quotes the order; the two-person rule rests on Lonely Planet and a travel company only.',
    checkedOn: '2026-12-07',
  },
];

/** A travel clinic 6 to 8 weeks ahead: due at 8 weeks, the earlier end. */
export const travelClinicRule: ChecklistRule = {
  id: 'health-clinic',
  title: 'See your GP or a travel clinic about vaccinations',
  text: 'If possible, see the GP or a private travel clinic at least 6 to 8 weeks before you travel: some vaccines take weeks to work, and some need several doses spread over weeks or months.',
  due: { daysBefore: 56, of: 'start' },
  sources: [nhsTravelVaccines, nhsVaccinesAnswer],
  checkedOn: CHECKED,
};

/** Every rule of the checklist, for the facts page. */
export const allChecklistRules: readonly ChecklistRule[] = [...entryRules, ...permitRules, travelClinicRule];
