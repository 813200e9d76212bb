/**
 * Domestic-flight rules per carrier for a trip's "Before you go" list: when web check-in opens
 * (and closes) and the economy baggage allowance. An airline's rule comes from the airline: a
 * figure is shipped only where a page of the carrier's own (or its conditions of carriage) could
 * be read, first among its sources; where none could, the app gives no figure and says to check
 * with the airline, linking its own site (`site`). Fare aggregators are not sources
 * (content/sourceKinds.ts refuses them), nor is a fare name the airline no longer sells. Re-read
 * 2026-12-07: IndiGo's and Air India's check-in times and checked allowances rest on no page of
 * theirs that could be read, so the app names none; docs/carrier-sources.md says what was searched.
 * To change a figure, read its sources again, then change the figure, the quotes and `checkedOn`.
 */
import type { FactSource } from './checked';

export interface CarrierRules {
  /** IATA airline designator: 'AI', '6E'. */
  readonly code: string;
  readonly name: string;
  /** The airline's own site, where a traveller checks what the app gives no figure for. */
  readonly site: { readonly url: string; readonly label: string };
  /** Domestic flights: hours before departure web check-in opens, and closes (if the airline says). */
  readonly webCheckIn?: {
    readonly opensHoursBefore: number;
    readonly closesMinutesBefore?: number;
    readonly sources: readonly [FactSource, ...FactSource[]];
    readonly note?: string;
  };
  /** Domestic economy: the plain sentence the app shows, e.g. 'One cabin bag of up to 7 kg.' */
  readonly baggage?: { readonly text: string; readonly sources: readonly [FactSource, ...FactSource[]]; readonly note?: string };
  /** 'YYYY-MM-DD', the day the sources were read. */
  readonly checkedOn: string;
}

/** What the app says where it gives no figure: check with the airline, on its own site. */
export const checkWithAirline = (c: Pick<CarrierRules, 'name' | 'site'>): string => `Check with the airline: ${c.name}’s own site, ${c.site.label}.`;

export const CARRIERS: readonly CarrierRules[] = [
  {
    code: '6E',
    name: 'IndiGo',
    site: { url: 'https://www.goindigo.in/', label: 'goindigo.in' },
    // No page of IndiGo's own on check-in times could be read (only fare aggregators restating
    // them, which disagree): no time is given. Cabin bag: IndiGo's own baggage page; its checked
    // allowance on that page, as stored, is not legible, so none is given. No fare is named: the
    // fare names aggregators repeat include one IndiGo stopped selling years ago.
    baggage: {
      text: 'One cabin bag of up to 7 kg, plus one small personal item (a handbag or laptop bag) of up to 3 kg. Checked baggage depends on your fare: check with the airline.',
      note: 'IndiGo’s own page gives the cabin allowance; no page of IndiGo’s own giving the checked allowance could be read, so none is given.',
      sources: [
        {
          publisher: 'IndiGo: baggage allowance',
          url: 'https://www.goindigo.in/baggage/baggage-allowance.html',
          official: true,
          quote:
            'Only one bag weighing not more than 7 kgs. … In addition to the one piece of Hand Baggage permitted to be carried in accordance with the above, IndiGo will permit a Customer to carry one additional personal article such as ladies’ purse or a small bag containing laptop not weighing more than 3 kgs.',
        },
        {
          publisher: 'Mint, on the Bureau of Civil Aviation Security’s one-bag rule (25 December 2024)',
          url: 'https://www.livemint.com/news/planning-air-travel-soon-check-these-revised-guidelines-for-hand-luggage-on-flights-air-india-indigo-spicejet-11735093653789.html',
          quote: 'As per the revised guidelines on baggage policy, passengers are allowed to carry only one piece of hand bage inside the aircraft. … -Maximum weight of handbag allowed for passengers travelling in economy or premium economy class is 7 kg.',
        },
      ],
    },
    checkedOn: '2026-12-07',
  },
  {
    code: 'AI',
    name: 'Air India',
    site: { url: 'https://www.airindia.com/', label: 'airindia.com' },
    // No page of Air India's own on check-in times, or on checked allowances by today's fares, could
    // be read: neither is given. Cabin bag: 7 kg in economy for tickets booked from 2 May 2024, as
    // Air India's statement to the press and the Bureau of Civil Aviation Security's one-bag rule of
    // December 2024 give it. Air India's cabin-baggage page, as last stored, still said 8 kg: the
    // allowance of tickets booked before 2 May 2024, which this app will not meet.
    baggage: {
      text: 'One cabin bag of up to 7 kg in economy (55 × 40 × 20 cm). Checked baggage depends on your fare: check with the airline.',
      note: 'Air India’s own cabin-baggage page, as last stored, gives the bag’s size and count but still the older weight of tickets booked before 2 May 2024. The 7 kg rests on Air India’s statement as reported in December 2024 and on the security bureau’s one-bag rule. No page of Air India’s own giving today’s checked allowances could be read, so none is given.',
      sources: [
        {
          publisher: 'Air India: cabin baggage',
          url: 'https://www.airindia.com/in/en/travel-information/baggage-guidelines/cabin-baggage.html',
          official: true,
          quote: 'Dimensions of the cabin baggage (international and domestic) Height55 cm/21.6 in Length40 cm/15.7 in Width20 cm/7.8 in … Economy ClassBusiness and First Class Number of pieces11',
        },
        {
          publisher: 'Times Now, on Air India’s hand-baggage rule (December 2024)',
          url: 'https://timesnownews.com/india/flying-soon-new-baggage-rules-could-cost-you-if-youre-not-careful-article-116654304/amp',
          quote:
            'According to Air India, economy and premium economy travellers are restricted to a 7 kg hand baggage limit, while first and business class passengers have an allowance of 10 kg. Dimensions for hand baggage must not exceed 55 cm (21.6 inches) in height, 40 cm (15.7 inches) in length, and 20 cm (7.8 inches) in width. For passengers who booked tickets before May 2, 2024, there are exemptions.',
        },
        {
          publisher: 'BOOM, on the Bureau of Civil Aviation Security’s one-bag rule (27 December 2024)',
          url: 'https://www.boomlive.in/web-stories/news/bcas-limits-hand-baggage-to-one-bag-under-7-kg-for-all-flights-2282',
          quote: 'The new rule permits a handbag weighing up to 7 kg, with dimensions not exceeding 55 cm x 40 cm x 20 cm. … Passengers who booked tickets before May 2, 2024, are exempt from these changes. … IndiGo and Air India have revised their baggage policies to align with the new regulations.',
        },
      ],
    },
    checkedOn: '2026-12-07',
  },
  {
    code: 'B3',
    name: 'Bhutan Airlines',
    site: { url: 'https://www.bhutanairlines.bt/', label: 'bhutanairlines.bt' },
    // Cabin bag: Bhutan Airlines' own page plus one independent page. Neither gives a checked
    // allowance for domestic flights (the airline's page lists international sectors only).
    baggage: {
      text: 'One cabin bag of up to 7 kg (55 × 40 × 20 cm). Checked baggage on domestic flights: check with the airline.',
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
          quote: 'The cabin bag must not exceed the dimensions of and must not exceed OF 55 CMS X 40 CMS X 20 CMS and a maximum weight of 7 KGS.',
        },
      ],
    },
    checkedOn: '2026-11-29',
  },
];
