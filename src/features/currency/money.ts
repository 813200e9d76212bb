/**
 * Prices in the visitor's currency: converted from the catalogue's US dollars at the dated rates,
 * rounded as an estimate should be, and formatted by Intl.NumberFormat (US dollars excepted, below).
 */
import { BASE_CURRENCY, CURRENCIES, RATES_DATE, type CurrencyCode } from '../../content/currencies';

/**
 * An amount in `currency`, from US dollars. Other currencies are estimates, so they keep three
 * significant figures (£3,128.83 -> £3,130; ₹363,260 -> ₹363,000): a precise figure would promise
 * more than a rate of the day can.
 */
export function convertFromUsd(usd: number, currency: CurrencyCode): number {
  if (currency === BASE_CURRENCY) return usd;
  const rate = CURRENCIES.find((c) => c.code === currency)?.perUsd ?? 1;
  const amount = usd * rate;
  if (amount === 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(amount))) - 2);
  return Math.round(amount / step) * step;
}

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

/**
 * '$4,100', as Intl.NumberFormat('en-US') writes it (a unit test compares the two). Written here
 * because US dollars are the prices of every pre-rendered page, formatted again while the app
 * hydrates, and a page's first Intl formatter loads ICU's locale data, a long piece of main-thread
 * work, longer still on a mid-range phone.
 */
function formatUsd(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 && whole > 0 ? '-' : ''}$${grouped}`;
}

/** '$4,100', '£3,130', 'A$6,270', '₹3,63,000' (Indian digit grouping for rupees). */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  if (currency === BASE_CURRENCY) return formatUsd(amount);
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    formatters.set(currency, format);
  }
  return format.format(amount);
}

/** A US-dollar amount as the visitor reads it: exact in dollars, 'about' in other currencies. */
export function moneyText(usd: number, currency: CurrencyCode): string {
  const amount = formatMoney(convertFromUsd(usd, currency), currency);
  return currency === BASE_CURRENCY ? amount : `about ${amount}`;
}

/** 'From $4,100 per person', 'From about £3,130 per person'. */
export function fromPriceText(usd: number, currency: CurrencyCode): string {
  return `From ${moneyText(usd, currency)} per person`;
}

/** 'rates of 1 Nov 2026' */
export function ratesDateText(): string {
  const date = new Date(`${RATES_DATE}T00:00:00Z`);
  return `rates of ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}`;
}
