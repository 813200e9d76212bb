/**
 * The rules behind a dated trip's 'Before you go' checklist that are not in another part of the
 * catalogue: entry to each country, the permits some places need, and the health visit. Money,
 * plugs and temple dress come from the country essentials (content/essentials), the altitude from
 * content/elevations and the NHS page of content/altitudeSickness, the packing from the climate
 * normals of content/seasons: read there, never copied here.
 *
 * Each rule names the pages it was read on, each with its own words that carry the rule, and the
 * day they were read (change the text, the quotes and `checkedOn` together, after reading the
 * sources again). An entry rule or a place's permit rests on two independent sources at least, one
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
import { quoting, type Sources, type TwoSources } from './checked';
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
  /** The pages it was read on, each with its words that carry the rule; the main one first. */
  readonly sources: Sources;
  /** Why none of the sources is an authority's own page, where none is. */
  readonly noOfficialSource?: string;
  /** When the sources were last read, 'YYYY-MM-DD'. */
  readonly checkedOn: string;
}

/** A country's rule for entering it: two independent sources at least. */
export interface EntryRule extends ChecklistRule {
  readonly country: CountrySlug;
  readonly sources: TwoSources;
}

/** A permit or rule a place needs: on every trip with a night at one of `stops`; two sources at least. */
export interface PermitRule extends ChecklistRule {
  readonly country: CountrySlug;
  /** The route stops it concerns, '{country}/{name}' (elevations' stopKey). */
  readonly stops: readonly string[];
  readonly sources: TwoSources;
}

const CHECKED = '2026-11-28';

/** The agency's own lead time for what it arranges (its request, not a rule of the country). */
export const AGENCY_DAYS_BEFORE = 60;

// India. The Government of India's own e-Visa site (indianvisaonline.gov.in) could not be read
// here: the rule rests on an Indian consulate's page and the reports of the changes since.
const indiaConsulate = quoting(
  {
    publisher: 'Honorary Consulate of India in Vilnius: e-Tourist Visa FAQ',
    url: 'http://www.indianconsulate.lt/index.php/en/2-uncategorised/155-etv-faq',
    official: true,
  },
  'The applicant should carry a print of this email … Applicants of the eligible countries may apply online minimum 4 days in advance of the date of arrival',
);
const ittnEvisa = quoting(
  { publisher: 'Irish Travel Trade News: India’s e-Tourist Visa (the 2017 rules)', url: 'https://www.ittn.ie/news/irish-uk-visitors-india-can-now-stay-twice-long-e-tourist-visa/' },
  'Applicants of the eligible countries/territories may apply online a minimum of four days in advance of the date of arrival with a window of 120 days.',
);
const visasNewsEvisa = quoting(
  { publisher: 'VisasNews: India’s 30-day e-Tourist visa can now be applied for 120 days ahead', url: 'https://visasnews.com/?p=34046' },
  'Until recently, India’s 30-day tourist e-Visa imposed a strict constraint on travelers: applications could only be submitted within 30 days prior to arrival in India. As of Thursday, December 18, this validity window has been extended to four months.',
);
const kheljaEvisa = quoting(
  { publisher: 'Khelja: India extends tourist e-Visa application window to 120 days', url: 'https://khelja.in/india-extends-tourist-e-visa-application-window-to-120-days-for-travellers' },
  'Until now, the 30-day tourist e-Visa came with a tight rule. … From December 18, the Indian e-Visa system allows travellers to choose an arrival date up to 120 days ahead.',
);
const visaAgentEligibility = quoting(
  { publisher: 'Indian Visa Online (a visa agent): e-Visa eligibility', url: 'https://www.visa-indian-online.org/india-visa-eligibility' },
  'e-Visa is … not valid for visiting Protected/Restricted and Cantonment Areas. … Those with Pakistani ancestry or passports can only apply for a standard visa through a nearby Indian consulate.',
);
const indiaEvisaPakistan = quoting(
  { publisher: 'India eVisa (a visa agent): how to apply', url: 'https://indiaevisa.in/how-to-apply-india-tourist-e-visa/' },
  'This facility shall not be available if the person or either of his / her parents or grandparents (paternal or maternal) was born in, or was permanently resident in Pakistan.',
);
const lonelyPlanetLeh = quoting(
  {
    publisher: 'Lonely Planet: Leh, entry and exit formalities',
    url: 'https://www.lonelyplanet.com/india/leh/practical-information/directory/entry-and-exit-formalities/a/nar/9f75782f-0d14-456a-8022-ec1aeeec8d94/356310',
  },
  'To visit Nubra Valley, Pangong Tso, Dha Hanu, Tso Moriri and the Upper Indus (beyond Upshi) foreigners require a Protected Area Permit … Applications must be processed through an approved travel agency, … there must be at least two applicants at the time of application',
);
const dailyExcelsiorPap = quoting(
  { publisher: 'Daily Excelsior (6 August 2021)', url: 'https://www.dailyexcelsior.com/indians-no-longer-need-permit-to-visit-ladakh-protected-areas/' },
  'the validity of the PAP for foreign tourists has now been extended from seven days to 15 days.',
);
const deccanHeraldPap = quoting(
  { publisher: 'Deccan Herald (August 2021)', url: 'https://deccanherald.com/india/indian-citizens-no-longer-need-inner-line-permit-to-visit-protected-areas-in-ladakh-1017167.html' },
  'But the validity of the permit for foreign tourists has now been extended from seven days to 15 days.',
);

// Nepal. The Immigration Office's own page (tia.immigration.gov.np) could not be read: its text as
// Nepal tour operators reproduce it.
const nepalVisaSteps = quoting(
  { publisher: 'Great Adventure Treks (a Nepal tour operator), reproducing the airport’s Immigration Office', url: 'https://greatadventuretreks.com/nepal-visa/' },
  'Fill out Online ‘Tourist Visa’ form ( It can be filled in prior to your arrival … You will get submission receipt (with barcode). … ( 15/30/90 Days)',
);
const nepalVisaReceipt = quoting(
  { publisher: 'Great Journey Travels and Tours (a Nepal tour operator): Nepal visa', url: 'https://greatjourneytravels.com.np/page/nepal-visa' },
  'Citizens of the following countries must obtain a visa prior to arrival at a nearby Diplomatic Mission of the Nepal Government: Nigeria, Ghana, Zimbabwe, Swaziland, Cameroon, Somalia, Liberia, Ethiopia, Iraq, Palestine, Afghanistan, Syria, and refugees with travel documents. … a submission receipt with a barcode, which should be printed out … This receipt is valid for 15 days.',
);
const nepalNoVisaOnArrival = quoting(
  { publisher: 'Nepal Mountain Hub (a Nepal trekking company): Nepal visa information', url: 'https://www.nepalmountainhub.com/nepal-visa-information.html' },
  'nationals of the following countries will not get the visa on arrival at the immigration entry points of Nepal:- Nigeria, Ghana, Zimbabwe, Swaziland, Cameroon, Somalia, Liberia, Ethiopia, Iraq, Palestine, Afghanistan & Syria.',
);
// The Nepal Tourism Board's notice of March 2023, as newspapers reproduce it (ntb.gov.np could not be read).
const ntbGuideNotice = quoting(
  { publisher: 'The Phoenix, reproducing the Nepal Tourism Board’s notice (2023)', url: 'https://thephoenixnewspaper.com/news/lifestyle/holiday-travel/page-123?text=Read++at+news%2Flifestyle%2Fholiday-travel%2Fpage-86' },
  'With the new provision, all trekkers are required to obtain services of a licensed trekking guide and to obtain a TIMS Card through authorized trekking agencies registered with the Government of Nepal. The new provision shall come into effect on March 31, 2023.',
);
const firstpostGuides = quoting(
  { publisher: 'Firstpost: Nepal bans mountain trekking without a licensed guide (30 March 2023)', url: 'https://www.firstpost.com/world/nepal-bans-mountain-trekking-without-a-licensed-guide-12376812.html' },
  'Starting April all foreign trekkers, whether solo or in a group, must be accompanied by licensed guides. … trekkers will also need to obtain a TIMS card (Trekkers’ Information Management System) from their trekking company',
);
const ntnc = quoting(
  {
    publisher: 'National Trust for Nature Conservation (Nepal): entry permits',
    url: 'https://www.ntnc.org.np/trekking-annapurna-gaurishankar-and-manaslu-information-and-entry-permit-forms',
    official: true,
  },
  'Two passport size photographs are required while applying for each Entry Permit. … Entry Permits will not be issued from any check posts along the trekking routes of the Conservation Areas.',
);
const annapurnaPermitOffices = quoting(
  { publisher: 'Visit Annapurna (visit.annapurnamunkaski.org): Annapurna permits', url: 'https://visit.annapurnamunkaski.org/permits/' },
  'You can get this national park permit in the tourism board office in Kathmandu or in Pokhara.',
);
// No page of Nepal's Department of National Parks and Wildlife Conservation could be read: its rules
// for Sagarmatha National Park, as a Nepal tour operator and a trekker's notes reproduce them.
const sagarmathaRules = quoting(
  {
    publisher: 'Tiger Encounter (a Nepal tour operator): Sagarmatha National Park rules',
    url: 'https://tigerencounter.com/blog/sagarmatha-national-park-rules-and-regulation/',
  },
  'Valid entry permits are available from the National parks ticket counter at the Nepal Tourism Board, Bhrikuti Mandap, Kathmandu or Park entrance gate at Manjo. … Entering the park without a permit is illegal.',
);
const sagarmathaCode = quoting(
  { publisher: 'Plan Today (a trekking blog): code of conduct for Sagarmatha National Park', url: 'http://plantodaytz.blogspot.com/2015/07/code-of-conduct-for-sagarmatha-national.html' },
  'Entering the park without permit is illegal.Park personnel may ask for the permit,so visitors are requested to keep the permits with them.',
);
const khumbuPermitEco = quoting(
  { publisher: 'Eco Holidays Nepal (a Nepal tour operator): permits for Everest Base Camp', url: 'https://ecoholidaysnepal.com/permits-for-everest-base-camp' },
  'As the TIMS permit has been replaced by this permit. … Both foreigners and SAARC countries need to pay NPR 2000 for the first 4 weeks; … you can\'t get it from Kathmandu. It is available only in Lukla or Monjo.',
);
const khumbuPermitTrips = quoting(
  { publisher: 'The Himalayan Trips (a Nepal tour operator): Everest permits (May 2025)', url: 'https://www.thehimalayantrips.com/blog/essential-permits-for-trekking-in-the-everest-region' },
  "this permit replaced the old TIMS (Trekkers' Information Management System) card for the Everest region. … At the Khumbu Pasang Lhamu Rural Municipality Office in Lukla or Monjo. Cost (2025): NPR 2,000 per person",
);

// Bhutan
const bhutanMfa = quoting(
  { publisher: 'Ministry of Foreign Affairs of Bhutan (Royal Bhutanese Embassy, Dhaka): visas', url: 'https://www.mfa.gov.bt/rbedhaka/visa-for-visiting-bhutan/', official: true },
  'Visas for travel to Bhutan are being issued only by the Department of Immigration … The visa fee is USD 40 per person and it is non-refundable. … it may take up to five working days to process. … The passport must be valid for six months from the intended date of departure from the Kingdom; Travel insurance valid for the duration of the trip; and A recent passport size photograph.',
);
const bhutanVisaFee = quoting(
  { publisher: 'Shangri-La Footprints (a Bhutan tour operator): visas', url: 'https://shangrilafootprints.com/?p=2120' },
  'There is a one-off fee of US$40 for the processing of your application. This is payable at the same time as your Sustainable Development Fee (SDF)',
);
const bhutanSdf = quoting(
  { publisher: 'Kuensel (Bhutan’s national newspaper)', url: 'https://kuenselonline.com/tourist-arrival-misses-govts-target/' },
  'a 50 percent discount on the prevailing SDF of USD 200 for US dollar-paying tourists … the 50 percent discount on the SDF rates applied to children aged between 6 and 12 years … will come into effect from September 1 and will remain effective until August 31, 2027.',
);
const nikkeiSdf = quoting(
  { publisher: 'Nikkei Asia: Bhutan halves $200 daily tourist tax (1 September 2023)', url: 'https://asia.nikkei.com/Business/Travel-Leisure/Bhutan-halves-200-daily-tourist-tax-to-spur-sluggish-recovery' },
  'Dollar-paying visitors will now be charged $100 a night as a sustainable development fee (SDF), instead of $200. Children aged 6 to 12 will be eligible for an additional 50% off the lowered levy.',
);

// Sri Lanka
const tikaLankaEta = quoting(
  { publisher: 'Tika Lanka (a Sri Lanka travel company): passports and visas', url: 'https://dev.tikalanka.com/essential-information/sri-lanka/passports-visas' },
  'Your passport must be valid for a minimum period of six months from the date of entry to Sri Lanka. … must obtain an ETA either prior to arrival, which is the best method, or on arrival at Bandaranaike International Airport, Colombo, where there is a limited facility and additional fees apply',
);
const adaDeranaEtaWithdrawn = quoting(
  { publisher: 'Ada Derana, on the Department of Immigration and Emigration’s statement (31 October 2025)', url: 'http://www.adaderana.lk/news.php?nid=114137' },
  'Tourists travelling to Sri Lanka are not required to obtain Electronic Travel Authorisation (ETA) prior to their arrival … it has withdrawn the requirement, which came into effect on October 15.',
);
const lankaEducationEta = quoting(
  { publisher: 'Lanka Education: Sri Lanka lifts pre-arrival ETA requirement for tourists', url: 'https://www.lankaeducation.com/sri-lanka-lifts-pre-arrival-eta-requirement-for-tourists/amp' },
  'The Department of Immigration and Emigration said in a statement that the ETA requirement, which had been introduced on October 15, has now been withdrawn.',
);
const sriLankaReturnTicket = quoting(
  { publisher: 'SLS Tours (a Sri Lanka tour operator): passport and visa', url: 'http://slstours.com/visa.php' },
  'will be issued with Tourist Visit Visa endorsements valid for a period of 30 days on arrival … providing the tourist holds a return or onward air ticket or sufficient funds for air ticket',
);

// The NHS page on travel vaccinations, read as syndicated (word for word, under the NHS's name) on a
// pharmacy's site, and the NHS's older answer on the same: nhs.uk's current page could not be read.
const nhsTravelVaccines = quoting(
  { publisher: 'NHS: Travel vaccinations (as syndicated by 1st Choice Pharmacy)', url: 'https://1stchoicepharmacy.co.uk/nhs_conditions_travel-vaccinations' },
  "If possible, see the GP or a private travel clinic at least 6 to 8 weeks before you're due to travel. … some vaccines involve a number of doses spread over several weeks or months.",
);
const nhsVaccinesAnswer = quoting(
  { publisher: 'NHS Choices: vaccinations to travel abroad (an older NHS page)', url: 'http://www.nhs.uk/chq/Pages/1072.aspx?CategoryID=67&SubCategoryID=152', official: true },
  'Get advice about vaccinations at least eight weeks before you’re due to travel.',
);

/** The route stops of the Everest and Annapurna treks (elevations' stopKey). */
const EVEREST_STOPS = ['nepal/Phakding', 'nepal/Namche Bazaar', 'nepal/Thame', 'nepal/Deboche', 'nepal/Monjo', 'nepal/Lukla'];
const ANNAPURNA_STOPS = ['nepal/Ghandruk', 'nepal/Chhomrong', 'nepal/Bamboo', 'nepal/Deurali', 'nepal/Annapurna Base Camp', 'nepal/Jhinu Danda'];

/** What entering each country takes, for visitors who need a visa (the text says who does not). */
export const entryRules: readonly EntryRule[] = [
  {
    id: 'india-evisa',
    country: 'india',
    title: 'Apply for your India e-Visa',
    text: 'Apply online at least 4 days before the day you arrive in India, and no more than 120 days before (the 30-day e-Tourist visa too, since its window was widened from 30 days). Carry a print of the e-mail that grants it. The e-Visa does not cover Protected or Restricted Areas, which need their own permit. Holders of a Pakistani passport, or of Pakistani origin, cannot have an e-Visa: they apply for a regular visa at an Indian mission.',
    due: { daysBefore: 4, of: 'arrival' },
    sources: [indiaConsulate, ittnEvisa, visasNewsEvisa, kheljaEvisa, visaAgentEligibility, indiaEvisaPakistan],
    checkedOn: CHECKED,
  },
  {
    id: 'nepal-visa',
    country: 'nepal',
    title: 'Fill in Nepal’s online tourist visa form',
    text: 'Nepal gives tourist visas on arrival at Kathmandu airport (15, 30 or 90 days), or a Nepalese embassy issues one before you go. The online form can be filled in before you land: print its receipt with the barcode, which is valid for 15 days. Nationals of Nigeria, Ghana, Zimbabwe, Swaziland, Cameroon, Somalia, Liberia, Ethiopia, Iraq, Palestine, Afghanistan and Syria, and refugees, get no visa on arrival: they apply at a Nepalese embassy before they travel.',
    due: { daysBefore: 7, of: 'arrival' },
    sources: [nepalVisaSteps, nepalVisaReceipt, nepalNoVisaOnArrival],
    noOfficialSource: 'The Immigration Office’s own page (tia.immigration.gov.np) could not be read: its text as Nepal tour operators reproduce it.',
    checkedOn: CHECKED,
  },
  {
    id: 'bhutan-passport',
    country: 'bhutan',
    title: 'Send us a copy of your passport for your Bhutan visa',
    text: 'Bhutan’s visas are issued only by its Department of Immigration, which we apply to for you. The visa fee is USD 40 per person, not refundable. It needs a copy of your passport (valid for six months after you leave Bhutan), your travel insurance for the trip and a recent passport photo; the visa can take up to five working days. We ask for them two months ahead.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'arrival' },
    sources: [bhutanMfa, bhutanVisaFee],
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
    sources: [tikaLankaEta, adaDeranaEtaWithdrawn, lankaEducationEta, sriLankaReturnTicket],
    noOfficialSource: 'The Department of Immigration and Emigration’s own pages could not be read: Ada Derana reports its statement.',
    checkedOn: CHECKED,
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
    text: 'The Everest trails also need the Khumbu Pasang Lhamu Rural Municipality’s permit, NPR 2,000 per person, sold only in Lukla or Monjo, never in Kathmandu; there it takes the place of the TIMS card. We buy it as we pass: carry your passport.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'start' },
    stops: EVEREST_STOPS,
    sources: [khumbuPermitEco, khumbuPermitTrips],
    noOfficialSource: 'No page of the municipality could be read: two Nepal tour operators give the permit, its fee and where it is sold.',
    checkedOn: CHECKED,
  },
  {
    id: 'nepal-acap',
    country: 'nepal',
    title: 'Annapurna Conservation Area permit and TIMS card: we arrange them',
    text: 'The Annapurna treks need an entry permit, issued in Kathmandu or Pokhara, not at the check posts on the trail, and a TIMS card (Trekkers’ Information Management System), which since April 2023 only a registered trekking agency can obtain. The permit takes two passport-size photos: send them to us with a copy of your passport.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'start' },
    stops: ANNAPURNA_STOPS,
    sources: [ntnc, annapurnaPermitOffices, ntbGuideNotice, firstpostGuides],
    checkedOn: CHECKED,
  },
  {
    id: 'india-ladakh-pap',
    country: 'india',
    title: 'Ladakh’s Protected Area Permit: we arrange it',
    text: 'Foreign visitors need a Protected Area Permit for the Nubra Valley, Pangong Tso, Dha Hanu, Tso Moriri and the Upper Indus, applied for through an approved travel agency by at least two people together. Since August 2021 it is valid for up to 15 days. Send us a copy of your passport and your India visa.',
    due: { daysBefore: AGENCY_DAYS_BEFORE, of: 'start' },
    stops: ['india/Leh', 'india/Nubra Valley', 'india/Pangong Tso'],
    sources: [lonelyPlanetLeh, dailyExcelsiorPap, deccanHeraldPap],
    noOfficialSource: 'The Ladakh administration’s order (S.O. 30 of August 2021) could not be read: the Daily Excelsior quotes it.',
    checkedOn: CHECKED,
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
