// @vitest-environment jsdom
/** Prices in the visitor's currency: conversion, rounding, formatting, and the kept choice. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENCIES, RATES_DATE } from '../../src/content/currencies';
import { itineraries } from '../../src/content/trips';
import { convertFromUsd, formatMoney, fromPriceText, moneyText, ratesDateText } from '../../src/features/currency/money';
import { setCurrency, useCurrency } from '../../src/features/currency/useCurrency';
import { CURRENCY_KEY } from '../../src/features/storage/keys';

describe('conversion', () => {
  it('keeps dollars exact and other currencies to three significant figures', () => {
    expect(convertFromUsd(4100, 'USD')).toBe(4100);
    expect(convertFromUsd(4100, 'GBP')).toBe(3130); // 3128.3
    expect(convertFromUsd(4100, 'INR')).toBe(363000); // 363,260
    expect(convertFromUsd(950, 'EUR')).toBe(825); // 824.6
  });

  it('has a positive rate for every currency and a dated rate set', () => {
    expect(CURRENCIES.map((c) => c.code)).toEqual(['USD', 'GBP', 'EUR', 'AUD', 'CAD', 'SGD', 'INR']);
    for (const c of CURRENCIES) expect(c.perUsd).toBeGreaterThan(0);
    expect(RATES_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ratesDateText()).toBe('rates of 1 Nov 2026');
  });

  it('converts every catalogue price to a whole, positive amount', () => {
    for (const it of itineraries) for (const c of CURRENCIES) expect(Number.isInteger(convertFromUsd(it.fromPrice, c.code))).toBe(true);
  });
});

describe('formatting', () => {
  it('formats with the currency’s symbol, Indian grouping for rupees', () => {
    expect(formatMoney(4100, 'USD')).toBe('$4,100');
    expect(formatMoney(3130, 'GBP')).toBe('£3,130');
    expect(formatMoney(6270, 'AUD')).toBe('A$6,270');
    expect(formatMoney(363000, 'INR')).toBe('₹3,63,000');
  });

  it('writes US dollars exactly as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const amounts = [0, 1, 9, 99, 999, 1000, 4100, 12_345, 99_999.5, 100_000, 1_234_567, 0.4, 2.5, 1234.49, -5, -1234.5, ...itineraries.map((it) => it.fromPrice)];
    for (const amount of amounts) expect(formatMoney(amount, 'USD'), String(amount)).toBe(intl.format(amount));
  });

  it("says 'about' for anything converted", () => {
    expect(fromPriceText(4100, 'USD')).toBe('From $4,100 per person');
    expect(fromPriceText(4100, 'GBP')).toBe('From about £3,130 per person');
    expect(moneyText(5000, 'EUR')).toBe('about €4,340');
  });
});

describe('the chosen currency', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is US dollars until chosen, then kept in localStorage and shared by every user', () => {
    const a = renderHook(() => useCurrency());
    const b = renderHook(() => useCurrency());
    expect(a.result.current).toBe('USD');
    act(() => setCurrency('EUR'));
    expect(localStorage.getItem(CURRENCY_KEY)).toBe('EUR');
    expect(a.result.current).toBe('EUR');
    expect(b.result.current).toBe('EUR');
  });

  it('follows a choice made in another tab', () => {
    const { result } = renderHook(() => useCurrency());
    act(() => {
      localStorage.setItem(CURRENCY_KEY, 'GBP');
      window.dispatchEvent(new StorageEvent('storage', { key: CURRENCY_KEY, newValue: 'GBP' }));
    });
    expect(result.current).toBe('GBP');
  });

  it('ignores a stored value that is not a currency', () => {
    localStorage.setItem(CURRENCY_KEY, 'XYZ');
    expect(renderHook(() => useCurrency()).result.current).toBe('USD');
  });

  it('still applies on the page when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useCurrency());
    act(() => setCurrency('SGD'));
    expect(result.current).toBe('SGD');
  });
});
