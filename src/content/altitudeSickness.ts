/**
 * First steps for altitude sickness, as the NHS gives them, for Help during a trip that goes above
 * 2,500 m (the height from which the NHS says symptoms appear). Guidance, not medical advice: the
 * page says so. Each step rests on the sources' words quoted here; to change a step, read them
 * again and change the quotes and `checkedOn` with it. tests/unit/altitude-help.test.ts checks the
 * sources and the date as for every sourced fact.
 */
import { quoting, type TwoSources } from './checked';

export interface FirstSteps {
  /** In the order to take them. */
  readonly steps: readonly string[];
  /** When to go down at once and get help. */
  readonly urgent: string;
  /** The NHS first; the others for what it says in fewer words. */
  readonly sources: TwoSources;
  readonly checkedOn: string;
}

// The NHS page as it could be read here: its older address (the current one, nhs.uk/conditions/
// altitude-sickness, could not be read).
const nhs = quoting(
  { publisher: 'NHS (UK National Health Service), Altitude sickness', url: 'http://www.nhs.uk/Conditions/altitude-sickness/Pages/introduction.aspx', official: true },
  'If you have mild symptoms of altitude sickness, you should not go any higher for at least 24 to 48 hours. You can continue to climb if your symptoms improve after this. If your symptoms get worse or do not improve after 24 to 48 hours, you should descend by at least 500m. Severe altitude sickness is a medical emergency. Someone with severe symptoms should immediately descend to a low altitude and seek medical help. … In rare cases, altitude sickness can cause fluid to build up either on the lungs or the brain. These are very serious conditions and require immediate medical attention. … Keeping hydrated is also important, but make sure you avoid alcohol.',
);
const dayLewis = quoting(
  { publisher: 'Day Lewis Pharmacy (a UK pharmacy chain): altitude sickness', url: 'https://www.daylewis.co.uk/pharmacy-services/altitude-sickness/' },
  'To treat symptoms, travellers should stop further ascent, rest, take painkillers such as ibuprofen or paracetamol and anti-sickness medication if needed and descend if symptoms deteriorate or do not improve.',
);

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
