/**
 * Emergency numbers per country, each with the page it was read on and the date it was checked:
 * facts a traveller acts on, shown with their source on /help/{country}. To change one, read its
 * source again (or a better one: a government, police or embassy page), then change the number,
 * the source and `checkedOn` together. tests/unit/emergency.test.ts fails when a country lacks
 * police, ambulance or fire, or a check is more than 12 months old.
 */
import type { FactSource } from './checked';
import type { CountrySlug } from './types';

export type EmergencyService = 'police' | 'ambulance' | 'fire' | 'tourist-police';

export interface EmergencyNumber {
  readonly service: EmergencyService;
  /** What to dial, digits only: '112'. */
  readonly number: string;
  /** One line on when to call it, where the service needs it. */
  readonly note?: string;
  readonly source: FactSource;
  /** When the source was last read, 'YYYY-MM-DD'. */
  readonly checkedOn: string;
}

export interface CountryEmergency {
  readonly country: CountrySlug;
  /** Police, ambulance and fire always; the tourist police where there is a number for them. */
  readonly numbers: readonly EmergencyNumber[];
}

export const SERVICE_LABELS: Readonly<Record<EmergencyService, string>> = {
  police: 'Police',
  ambulance: 'Ambulance',
  fire: 'Fire',
  'tourist-police': 'Tourist police',
};

const CHECKED = '2026-11-26';

const india112: FactSource = { publisher: 'Emergency Response Support System, Dial 112 (Madhya Pradesh Police)', url: 'https://mp.ners.in/faq.html' };
const nepalEmbassy: FactSource = { publisher: 'U.S. Embassy in Nepal', url: 'https://np.usembassy.gov/emergency-assistance/' };
const bhutanNumbers: FactSource = { publisher: 'Bhutan Broadcasting Service, on the Royal Audit Authority report', url: 'https://www.bbs.bt/174873/' };

export const emergencyNumbers: readonly CountryEmergency[] = [
  {
    country: 'india',
    numbers: [
      { service: 'police', number: '112', note: 'One number for police, ambulance and fire, in every state.', source: india112, checkedOn: CHECKED },
      { service: 'ambulance', number: '112', source: india112, checkedOn: CHECKED },
      { service: 'fire', number: '112', source: india112, checkedOn: CHECKED },
    ],
  },
  {
    country: 'nepal',
    numbers: [
      { service: 'police', number: '100', source: nepalEmbassy, checkedOn: CHECKED },
      { service: 'tourist-police', number: '1144', note: 'English-speaking officers in the main tourist areas.', source: nepalEmbassy, checkedOn: CHECKED },
      { service: 'ambulance', number: '102', source: nepalEmbassy, checkedOn: CHECKED },
      { service: 'fire', number: '101', source: nepalEmbassy, checkedOn: CHECKED },
    ],
  },
  {
    country: 'bhutan',
    numbers: [
      { service: 'police', number: '113', source: bhutanNumbers, checkedOn: CHECKED },
      {
        service: 'ambulance',
        number: '112',
        note: "The Health Help Centre's emergency line; press 1 for an ambulance.",
        source: { publisher: 'Bhutan Broadcasting Service, on the Health Help Centre', url: 'https://www.bbs.bt/why-genuine-service-seekers-cant-get-connected-clogging-toll-free-lines/' },
        checkedOn: CHECKED,
      },
      { service: 'fire', number: '110', source: bhutanNumbers, checkedOn: CHECKED },
    ],
  },
  {
    country: 'sri-lanka',
    numbers: [
      { service: 'police', number: '119', source: { publisher: 'Sri Lanka Police', url: 'https://www.police.lk/?page_id=3292' }, checkedOn: CHECKED },
      {
        service: 'ambulance',
        number: '1990',
        note: 'Suwa Seriya, the free national ambulance service.',
        source: { publisher: '1990 Suwa Seriya Foundation', url: 'https://1990.lk/news/1990-suwaseriya' },
        checkedOn: CHECKED,
      },
      {
        service: 'fire',
        number: '110',
        note: 'Fire and rescue.',
        source: { publisher: 'Australian Government, Smartraveller: Sri Lanka', url: 'https://www.smartraveller.gov.au/destinations/asia/sri-lanka' },
        checkedOn: CHECKED,
      },
      {
        service: 'tourist-police',
        number: '1997',
        note: "The police's hotline for visitors' safety and security, opened in October 2024.",
        source: { publisher: 'Sri Lanka Police statement, reported by OnLanka (23 October 2024)', url: 'https://www.onlanka.com/news/sri-lanka-boosts-security-measures-to-safeguard-tourists-amid-global-tensions.html' },
        checkedOn: CHECKED,
      },
    ],
  },
];

export function emergencyOf(country: string | undefined): CountryEmergency | undefined {
  return emergencyNumbers.find((c) => c.country === country);
}

