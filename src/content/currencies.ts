/**
 * The currencies prices can be shown in, with the exchange rates they are converted at. Prices are
 * kept in US dollars; other currencies are approximate, so one set of rates, dated, is enough.
 * To update: change the rates and RATES_DATE together.
 */
export type CurrencyCode = 'USD' | 'GBP' | 'EUR' | 'AUD' | 'CAD' | 'SGD' | 'INR';

export interface Currency {
  readonly code: CurrencyCode;
  readonly name: string;
  /** Units of this currency per US dollar on RATES_DATE. */
  readonly perUsd: number;
}

/** Mid-market rates of the day (ISO date), rounded to three significant figures. */
export const RATES_DATE = '2026-11-01';

export const CURRENCIES: readonly Currency[] = [
  { code: 'USD', name: 'US dollar', perUsd: 1 },
  { code: 'GBP', name: 'British pound', perUsd: 0.763 },
  { code: 'EUR', name: 'Euro', perUsd: 0.868 },
  { code: 'AUD', name: 'Australian dollar', perUsd: 1.53 },
  { code: 'CAD', name: 'Canadian dollar', perUsd: 1.4 },
  { code: 'SGD', name: 'Singapore dollar', perUsd: 1.3 },
  { code: 'INR', name: 'Indian rupee', perUsd: 88.6 },
];

export const BASE_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return CURRENCIES.some((c) => c.code === value);
}
