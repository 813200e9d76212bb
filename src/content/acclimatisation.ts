/**
 * The acclimatisation guidance an itinerary's Altitude section gives (features/altitude applies it
 * to the journey's nights): how fast to climb above 3,000 m, from the Wilderness Medical Society's
 * guidelines and a medical journal's review of them; and, for Leh, the Ladakh administration's
 * rule of 48 hours there before going higher, which the check applies to any flight to 3,000 m or
 * more (in the catalogue, only Leh's). Neither the Wilderness Medical Society nor the CDC sets the
 * 48 hours. Each rule with its sources' own words; change the text, the quotes and `checkedOn`
 * together.
 */
import { quoting, type TwoSources } from './checked';

export interface GuidanceRule {
  readonly text: string;
  readonly sources: TwoSources;
  readonly noOfficialSource?: string;
  readonly checkedOn: string;
}

/** Above 3,000 m: at most 500 m higher a night, a rest day for every 1,000 m. */
export const ascentRule: GuidanceRule = {
  text: 'Above 3,000 m, sleep at most 500 m higher each night and rest a day for every 1,000 m you climb.',
  sources: [
    quoting(
      {
        publisher: 'Wilderness Medical Society guidelines (2010), as quoted by The Observer Wunderwood',
        url: 'https://observer.wunderwood.org/2011/07/15/lowering-the-risk-of-acute-mountain-sickness-ams/',
      },
      'Individuals taking ≥ 2 days to arrive at 2500-3000 m with subsequent increases in sleeping elevation < 500 m/day and an extra day for acclimatization every 1000 m',
    ),
    quoting(
      { publisher: 'South African Medical Journal: acute high-altitude illness (2017)', url: 'http://scielo.org.za/scielo.php?pid=S0256-95742017000700008&script=sci_arttext' },
      'The best preventive measure is gradual ascent (no more than 300 - 500 m increase in sleeping altitude per day, with additional rest days for acclimatisation for every 1 000 m altitude gain)',
    ),
  ],
  noOfficialSource: 'A medical society’s guidelines and a medical journal: no government page sets this.',
  checkedOn: '2026-11-28',
};

/** After flying in to Leh: 48 hours there before going higher. */
export const flyInRule: GuidanceRule = {
  text: 'After flying in to Leh, spend 48 hours there before going higher: the Ladakh administration has required it of visitors since May 2022. We hold to it after any flight to 3,000 m or more.',
  sources: [
    quoting(
      { publisher: 'The Tribune (14 May 2022)', url: 'https://www.tribuneindia.com/news/j-k/2-day-acclimatisation-for-tourists-must-in-ladakh-394992' },
      'Tourists planning to visit Ladakh will be required to undergo mandatory two-day acclimatisation before initiating their journey in higher altitude areas of Leh. … The decision was in a meeting of the Ladakh Autonomous Hill Development Council, Leh, which was chaired by Chief Executive Councillor Tashi Gyalson.',
    ),
    quoting(
      { publisher: 'Condé Nast Traveller India (2022)', url: 'https://www.cntraveller.in/story/heading-to-leh-ladakh-this-summer-read-this-first/' },
      'To prevent mountain sickness, tourists visiting Leh Ladakh will have to acclimatise for at least 48 hours before they head to higher altitudes such as Pangong Lake and Khardung La.',
    ),
  ],
  noOfficialSource: 'The Ladakh Autonomous Hill Development Council’s decision could not be read: The Tribune reports it.',
  checkedOn: '2026-11-28',
};
