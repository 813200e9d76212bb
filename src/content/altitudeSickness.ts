/**
 * First steps for altitude sickness, as the NHS gives them, for Help during a trip that goes above
 * 2,500 m (the height from which the NHS says symptoms appear). Guidance, not medical advice: the
 * page says so. Each step rests on the sources' words (kept in sourceWords.ts, out of the first
 * loads); to change a step, read them again and change the words and `checkedOn` with it.
 * tests/unit/altitude-help.test.ts checks the sources and the date as for every sourced fact.
 */
import type { SourcePage, TwoPages } from './checked';

export interface FirstSteps {
  /** In the order to take them. */
  readonly steps: readonly string[];
  /** When to go down at once and get help. */
  readonly urgent: string;
  /** The NHS first; the others for what it says in fewer words. */
  readonly sources: TwoPages;
  readonly checkedOn: string;
}

// The NHS page as it could be read here: its older address (the current one, nhs.uk/conditions/
// altitude-sickness, could not be read).
const nhs: SourcePage = { publisher: 'NHS (UK National Health Service), Altitude sickness', url: 'http://www.nhs.uk/Conditions/altitude-sickness/Pages/introduction.aspx', official: true };
const dayLewis: SourcePage = { publisher: 'Day Lewis Pharmacy (a UK pharmacy chain): altitude sickness', url: 'https://www.daylewis.co.uk/pharmacy-services/altitude-sickness/' };

export const altitudeFirstSteps: FirstSteps = {
  steps: [
    'Stop and rest where you are, and do not go any higher for at least 24 to 48 hours.',
    'For a headache, take paracetamol or ibuprofen; if you feel sick, an anti-sickness medicine. Drink enough water, and no alcohol.',
    'Go on climbing only once your symptoms have improved.',
    'If your symptoms get worse, or are no better after 24 to 48 hours, go down by at least 500 m.',
  ],
  urgent:
    'Severe altitude sickness is a medical emergency: go down at once and get medical help. In rare cases fluid builds up on the lungs or the brain, which is very serious.',
  sources: [nhs, dayLewis],
  checkedOn: '2026-11-28',
};
