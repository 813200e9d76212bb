/**
 * The forms' checks: required fields, and an e-mail address of the form text@text.text.
 */

/** Text, an at sign, text, a dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export interface RequiredField<K extends string> {
  name: K;
  label: string;
}

/** The required fields left empty, in form order. */
export function missingFields<K extends string>(values: Readonly<Record<K, unknown>>, required: readonly RequiredField<K>[]): RequiredField<K>[] {
  return required.filter(({ name }) => {
    const value = values[name];
    if (Array.isArray(value)) return value.length === 0;
    if (typeof value === 'boolean') return !value;
    return typeof value !== 'string' || value.trim() === '';
  });
}

export const MISSING_FIELDS_TITLE = 'Missing Required Fields';
export const INVALID_EMAIL_TITLE = 'Invalid Email';
export const INVALID_EMAIL_TEXT = 'Please enter a valid email address';

/** 'Please fill in all required fields: ' and the missing labels joined by commas. */
export function missingFieldsText(fields: readonly { label: string }[]): string {
  return `Please fill in all required fields: ${fields.map((f) => f.label).join(', ')}`;
}

/** Why a form cannot be sent: the fields to mark, and the toast's words. */
export interface Invalid<K extends string> {
  fields: readonly K[];
  title: string;
  description?: string;
}

/** The required fields left empty, else (with `email`) an address that is not text@text.text. */
export function checkFields<K extends string>(values: Readonly<Record<K, unknown>>, required: readonly RequiredField<K>[], { email }: { email?: K } = {}): Invalid<K> | undefined {
  const missing = missingFields(values, required);
  if (missing.length) return { fields: missing.map((m) => m.name), title: MISSING_FIELDS_TITLE, description: missingFieldsText(missing) };
  if (email && !isValidEmail(String(values[email] ?? ''))) return { fields: [email], title: INVALID_EMAIL_TITLE, description: INVALID_EMAIL_TEXT };
  return undefined;
}
