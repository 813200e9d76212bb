/**
 * The visitor's chosen currency, kept on the device (localStorage 'rasa.currency') and shared by
 * every price on the page, in other tabs too. Pre-rendered pages show US dollars; the choice
 * applies once the app has started (the server snapshot is USD, so hydration matches the HTML).
 * Where storage is refused, the choice still holds for this page.
 */
import { useSyncExternalStore } from 'react';
import { BASE_CURRENCY, isCurrencyCode, type CurrencyCode } from '../../content/currencies';

export const CURRENCY_KEY = 'rasa.currency';

const listeners = new Set<() => void>();
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setCurrency(currency: CurrencyCode): void {
  try {
    localStorage.setItem(CURRENCY_KEY, currency);
    unsaved = undefined;
  } catch {
    unsaved = currency;
  }
  for (const listener of listeners) listener();
}

export function useCurrency(): CurrencyCode {
  return useSyncExternalStore(subscribe, read, () => BASE_CURRENCY);
}
