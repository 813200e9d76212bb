/**
 * The visitor's chosen currency, kept on the device (localStorage 'rasa.currency') and shared by
 * every price on the page, in other tabs too. Pre-rendered pages show US dollars; the choice
 * applies once the app has started (the server snapshot is USD, so hydration matches the HTML).
 * Where storage is refused, the choice still holds for this page.
 */
import { useSyncExternalStore } from 'react';
import { BASE_CURRENCY, isCurrencyCode, type CurrencyCode } from '../../content/currencies';
// Not the storage index: this is in the first load of the payment page (see eslint.config.js).
import { announce, listen } from '../storage/crossTab';
import { CURRENCY_KEY } from '../storage/keys';

/** The choice where localStorage cannot keep it. */
let unsaved: CurrencyCode | undefined;

function read(): CurrencyCode {
  if (unsaved) return unsaved;
  try {
    const stored = localStorage.getItem(CURRENCY_KEY);
    return isCurrencyCode(stored) ? stored : BASE_CURRENCY;
  } catch {
    return BASE_CURRENCY;
  }
}

/** Hears a choice made here or in another tab. */
function subscribe(listener: () => void): () => void {
  return listen('currency', listener);
}

export function setCurrency(currency: CurrencyCode): void {
  try {
    localStorage.setItem(CURRENCY_KEY, currency);
    unsaved = undefined;
  } catch {
    unsaved = currency;
  }
  announce('currency');
}

export function useCurrency(): CurrencyCode {
  return useSyncExternalStore(subscribe, read, () => BASE_CURRENCY);
}
