/**
 * Domestic-flight rules per carrier for a trip's "Before you go" list: when web check-in opens
 * (and closes) and the economy baggage allowance. Every fact was read on 2026-11-29 in stored
 * copies of the pages below (the `pages` search corpus), and each source carries the page's own
 * words. Where a list has two sources or more, the figure rests on two independent sources; a
 * comment on the entry says where it rests on one only, or where no page of the carrier's own could
 * be read (then the carrier's page is not first, as there is none). Where sources disagree the
 * text gives both and picks neither. Carriers with no readable source (Drukair KB, Buddha Air U4,
 * Sri Lankan domestic carriers) are left out, and so is a figure only one page gives (Yeti
 * Airlines' Super Flexi allowance, on its own page alone); docs/carrier-sources.md says what
 * was searched, read and not found.
 * To change a figure, read its sources again, then change the figure, the quotes and `checkedOn`.
 */
import type { FactSource } from './checked';

export interface CarrierRules {
  /** IATA airline designator: 'AI', '6E'. */
  readonly code: string;
  readonly name: string;
  /** Domestic flights: hours before departure web check-in opens, and closes (if the sources say). */
  readonly webCheckIn?: {
    readonly opensHoursBefore: number;
    readonly closesMinutesBefore?: number;
    readonly sources: readonly [FactSource, ...FactSource[]];
    /** Where no page of the carrier's own says it, or the sources differ: shown with the fact. */
    readonly note?: string;
  };
  /** Domestic economy: the plain sentence the app shows, e.g. 'Economy on domestic flights: 15 kg checked (one piece), 7 kg in the cabin.' */
  readonly baggage?: { readonly text: string; readonly sources: readonly [FactSource, ...FactSource[]]; readonly note?: string };
  /** 'YYYY-MM-DD', the day the sources were read. */
  readonly checkedOn: string;
}

export const CARRIERS: readonly CarrierRules[] = [
  {
    code: '6E',
    name: 'IndiGo',
    // No page of IndiGo's own on check-in times could be read: both figures rest on three
    // independent travel pages (two dated May 2026) that agree. Older pages (2017, undated
    // Cheapflights) said it closed 2 hours before; they are not used.
    webCheckIn: {
      opensHoursBefore: 48,
      closesMinutesBefore: 60,
      note: 'No page of IndiGo’s own on check-in times could be read; three independent travel pages agree.',
      sources: [
        {
          publisher: 'Camli',
          url: 'https://camli.com/airlines/indigo/online-check-in',
          quote:
            "IndiGo's mandatory web check-in opens 48 hours before domestic flights (24 hours for international) and closes 60 minutes before domestic flights (75 minutes for international).",
        },
        {
          publisher: 'HappyFares',
          url: 'https://www.happyfares.in/news/indigo-web-check-in-guide-2026',
          quote:
            'Flight Type | Opens | Closes | Airport Counter Closes … Domestic (India) | T-48 hours | T-60 minutes | T-45 minutes … Source: goindigo.in/check-in, May 2026.',
        },
        {
          publisher: 'Mighty Travels',
          url: 'https://mightytravels.com/2024/09/indigos-web-check-in-a-comprehensive-guide-to-smooth-departures',
          quote:
            "IndiGo's web check-in for domestic flights opens 48 hours before departure and closes 60 minutes prior.",
        },
      ],
    },
    // Cabin bag 7 kg: IndiGo's own page plus two independent pages. Checked 15 kg: IndiGo's own
    // page as stored gives no clear domestic figure, so it rests on two independent travel pages.
    // The Lite-fare sentence rests on Deal4Flight only here (NDTV, 2017, says the same; see notes).
    baggage: {
      text: 'Economy on domestic flights: 15 kg checked (one piece), and one cabin bag of up to 7 kg plus a small personal item of up to 3 kg. The Lite fare includes no checked baggage.',
      note: 'The cabin allowance is on IndiGo’s own page; the 15 kg checked allowance rests on two independent travel pages (IndiGo’s stored page gives no legible domestic figure).',
      sources: [
        {
          publisher: 'IndiGo',
          url: 'https://www.goindigo.in/baggage/baggage-allowance.html',
          official: true,
          quote:
            'Only one bag weighing not more than 7 kgs. … In addition to the one piece of Hand Baggage permitted to be carried in accordance with the above, IndiGo will permit a Customer to carry one additional personal article such as ladies’ purse or a small bag containing laptop not weighing more than 3 kgs.',
        },
        {
          publisher: 'Deal4Flight',
          url: 'https://deal4flight.com/travel-tools/baggage-policy/indigo/indigo-baggage-policy',
          quote:
            '1 piece up to 7 kg, max 115 cm (L+W+H) including handles and wheels. … 15 kg (1 piece) on domestic economy; students get 10 kg extra (25 kg total). … The Lite fare includes cabin baggage only, with no checked-in allowance — check your fare type before packing.',
        },
        {
          publisher: 'Cheapflights',
          url: 'https://www.cheapflights.com/news/indigo',
          quote:
            'Each passenger is permitted to bring a single carry-on bag weighing no more than 7 kilograms and measuring no more than 55 cm x 35 cm x 25 cm. As for checked baggage, each passenger is allowed to check a single piece of luggage weighing no more than 15 kg for domestic flights and 20 kg for international flights.',
        },
      ],
    },
    checkedOn: '2026-11-29',
  },
  {
    code: 'AI',
    name: 'Air India',
    // No page of Air India's own on check-in times could be read. Opening 48 hours before rests on
    // two independent travel pages; the closing time is left out because the pages disagree
    // (HappyFares' table 75 min, its summary 60 min; Seat Maestro 2 hours).
    webCheckIn: {
      opensHoursBefore: 48,
      note: 'No page of Air India’s own on check-in times could be read; two independent travel pages agree on the opening. They differ on the closing time (60 or 75 minutes, or 2 hours), which is left out.',
      sources: [
        {
          publisher: 'HappyFares',
          url: 'https://www.happyfares.in/news/air-india-web-check-in-guide-2026',
          quote:
            'Method | Opens | Closes (Domestic) | Closes (Intl) | Boarding Pass … Website (airindia.com) | T-48h | T-75 min | T-90 min | PDF or mobile QR',
        },
        {
          publisher: 'Seat Maestro',
          url: 'https://www.seatmaestro.com/airlines-seating-maps/air-india/check-in/',
          quote:
            'The time frame for completing the Web Check-in procedure is from 2 days to 2 hours before scheduled departure. There are a few specific flights for which Web Check-in starts 54 hours before departure.',
        },
      ],
    },
    // Checked allowance: no page of Air India's own could be read; it rests on two news reports of
    // May 2024 quoting the airline. Cabin allowance: Air India's own page says 8 kg, news of
    // December 2024 says 7 kg for tickets booked from 2 May 2024; both are given, neither picked.
    baggage: {
      text: "Economy on domestic flights: 15 kg checked on Comfort and Comfort Plus fares, 25 kg on Flex (as reported in May 2024). One cabin bag: Air India's own page says 8 kg, while December 2024 reports say 7 kg for tickets booked from 2 May 2024, so check your ticket.",
      note: 'The checked allowance rests on two news reports of May 2024 quoting the airline (no page of Air India’s own giving it could be read); the cabin allowance differs between the airline’s page and later reports, and both are given.',
      sources: [
        {
          publisher: 'Air India',
          url: 'https://www.airindia.com/in/en/travel-information/baggage-guidelines/cabin-baggage.html',
          official: true,
          quote:
            'Economy Class | Business and First Class | | … Number of pieces | 1 | 1 | Weight | 8 kg (17.6 lbs) | 12 kg (26.4 lbs) |',
        },
        {
          publisher: 'The New Indian Express',
          url: 'https://www.newindianexpress.com/business/2024/May/04/air-india-reduces-cabin-baggage-allowance-to-15-kg-for-lowest-fare-segment-2',
          quote:
            '"On domestic routes in Economy Class, both \'Comfort\' and \'Comfort Plus\' fare families now provide 15 kg baggage allowance, while \'Flex\' provides 25 kg allowance.',
        },
        {
          publisher: 'Zee News',
          url: 'https://zeenews.india.com/india/air-india-reduces-free-baggage-limit-for-lowest-fare-segment-check-details-2746857.html',
          quote:
            'With effect from May 2, the new regulation reduces the allowed amount of checked baggage for Economy-class customers who purchased tickets in the Comfort and Comfort Plus fare families to 15 kg, down from the previous 20 and 25 kg, respectively.',
        },
        {
          publisher: 'Times Now',
          url: 'https://timesnownews.com/india/flying-soon-new-baggage-rules-could-cost-you-if-youre-not-careful-article-116654304/amp',
          quote:
            'According to Air India, economy and premium economy travellers are restricted to a 7 kg hand baggage limit, while first and business class passengers have an allowance of 10 kg. … For passengers who booked tickets before May 2, 2024, there are exemptions. Air India allows 8 kg for economy, 10 kg for premium economy, and 12 kg for first or business class travellers under this condition.',
        },
      ],
    },
    checkedOn: '2026-11-29',
  },
  {
    code: 'B3',
    name: 'Bhutan Airlines',
    // Cabin bag: Bhutan Airlines' own page plus one independent page. Neither gives a checked
    // allowance for domestic flights (the airline's page lists international sectors only).
    baggage: {
      text: "One cabin bag of up to 7 kg (55 × 40 × 20 cm). Bhutan Airlines' page gives no checked allowance for domestic flights.",
      sources: [
        {
          publisher: 'Bhutan Airlines',
          url: 'https://www.bhutanairlines.bt/services/in-flight-services/baggage-baggage',
          official: true,
          quote:
            'Your hand baggage has to be smaller than 55cms X 40cms X 20 cms so you can store it in the overhead compartment or under your seat. … Your hand baggage must not weigh more than 7 kg',
        },
        {
          publisher: 'Travel Closely',
          url: 'https://travelclosely.com/2020/06/06/bhutan-airlines-baggage/',
          quote:
            'The cabin bag must not exceed the dimensions of and must not exceed OF 55 CMS X 40 CMS X 20 CMS and a maximum weight of 7 KGS.',
        },
      ],
    },
    checkedOn: '2026-11-29',
  },
];
