/**
 * First steps for altitude sickness, as the NHS page gives them, for Help during a trip that goes
 * above 2,500 m (the height from which the NHS says symptoms appear). Guidance, not medical advice:
 * the page says so. To change a step, read the source again and change `checkedOn` with it;
 * tests/unit/altitude.test.ts checks the source and the date as for every sourced fact.
 */
import type { FactSource } from './checked';

export interface FirstSteps {
  /** In the order to take them. */
  readonly steps: readonly string[];
  /** When to go down at once and get help. */
  readonly urgent: string;
  readonly source: FactSource;
  readonly checkedOn: string;
}

export const altitudeFirstSteps: FirstSteps = {
  steps: [
    'Stop and rest where you are, and do not go any higher for at least 24 to 48 hours.',
    'For a headache, take paracetamol or ibuprofen; if you feel sick, an anti-sickness medicine. Drink enough water.',
    'Go on climbing, with care, only once you feel fully recovered.',
    'If you feel no better after 24 hours, go down by at least 500 m.',
  ],
  urgent:
    'If the symptoms do not improve or get worse, go down and see a doctor as soon as possible: ignored, altitude sickness can lead to swelling of the brain (HACE) or fluid on the lungs (HAPE), both life-threatening.',
  source: { publisher: 'NHS (UK National Health Service), Altitude sickness', url: 'https://www.nhs.uk/conditions/altitude-sickness/' },
  checkedOn: '2026-11-26',
};
