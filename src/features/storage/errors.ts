/**
 * How storage fails, in one place: refused (site data blocked, a private mode) or full. A screen
 * gets a StorageError whose message it can show as it is, and whose `full` says which.
 */

export class StorageError extends Error {
  constructor(
    message: string,
    readonly full: boolean,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

export const STORAGE_FULL_MESSAGE =
  "Your device's storage is full, so we could not save your message. Free some space and try again; what you typed is still here.";
export const STORAGE_UNAVAILABLE_MESSAGE = 'We could not save your message on this device. What you typed is still here; please try again.';

/** What to tell the visitor in each case (a form's message by default; My Journeys has its own). */
export interface StorageMessages {
  readonly full: string;
  readonly unavailable: string;
}

const FORM_MESSAGES: StorageMessages = { full: STORAGE_FULL_MESSAGE, unavailable: STORAGE_UNAVAILABLE_MESSAGE };

/** Whether `error` says the device is full: the browsers' quota errors, or a StorageError saying so. */
export function isStorageFull(error: unknown): boolean {
  if (error instanceof StorageError) return error.full;
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** A storage failure (anything thrown, or nothing: no storage at all) as the StorageError a screen shows. */
export function toStorageError(error: unknown, messages: StorageMessages = FORM_MESSAGES): StorageError {
  const full = isStorageFull(error);
  return new StorageError(full ? messages.full : messages.unavailable, full);
}
