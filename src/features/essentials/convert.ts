/**
 * The essentials pages' currency converter, offline: the catalogue's dated rates per US dollar
 * (content/currencies.ts) and, for a currency fixed to the Indian rupee (Nepal's, Bhutan's), its
 * rate from the rupee's. Pure, so the unit tests cover it.
 */
import { CURRENCIES, RATES_DATE } from '../../content/currencies';
import type { LocalCurrency } from '../../content/essentials/types';

export interface ConverterCurrency {
  readonly code: string;
  readonly name: string;
  /** Units per US dollar on RATES_DATE. */
  readonly perUsd: number;
}

/** After this many days the rates may be out of date, and the converter says so. */
export const STALE_AFTER_DAYS = 30;

/** The catalogue's currencies and the country's own when it can be converted; its own first. */
export function converterCurrencies(local: LocalCurrency): ConverterCurrency[] {
  const inr = CURRENCIES.find((c) => c.code === 'INR');
  const catalogue = CURRENCIES.map(({ code, name, perUsd }) => ({ code, name, perUsd }));
  const own = catalogue.find((c) => c.code === local.code) ?? (inr && local.perInr !== undefined ? { code: local.code, name: local.name, perUsd: inr.perUsd * local.perInr } : undefined);
  return own ? [own, ...catalogue.filter((c) => c.code !== own.code)] : catalogue;
}

/**
 * The amount typed, or undefined for anything that is not a positive number: empty, negative, zero
 * or not a number at all give no result (and no error). Accepts '1,000', '1 000' and '12.5'.
 */
export function parseAmount(text: string): number | undefined {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(cleaned)) return undefined;
  const amount = Number(cleaned);
  return Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

export function convert(amount: number, from: ConverterCurrency, to: ConverterCurrency): number {
  return (amount / from.perUsd) * to.perUsd;
}

/** '8,860.00' with two decimals under 100 and none above (an estimate at a day's rate). */
export function formatAmount(amount: number): string {
  return amount.toLocaleString('en-GB', { maximumFractionDigits: amount < 100 ? 2 : 0 });
}

/** Whole days from the rates' date to `now` (UTC). */
export function ratesAgeDays(now: Date, ratesDate = RATES_DATE): number {
  return Math.floor((now.getTime() - Date.parse(`${ratesDate}T00:00:00Z`)) / 86_400_000);
}

export function ratesAreStale(now: Date, ratesDate = RATES_DATE): boolean {
  return ratesAgeDays(now, ratesDate) > STALE_AFTER_DAYS;
}

/** '1 Nov 2026' */
export function ratesDateLabel(ratesDate = RATES_DATE): string {
  return new Date(`${ratesDate}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
