/**
 * Phone numbers in a booked trip are international, E.164: '+', a country code, the number, 8 to
 * 15 digits in all, so a tap calls them from any country and a message app finds them. The desk
 * takes them as people write them ('+91 98100 12345', '+977-1-4412345', '(+94) 11 234 5678') and
 * keeps the E.164 form.
 */

/** The form a trip keeps: '+' and 8 to 15 digits, the first not 0. */
export const E164 = /^\+[1-9]\d{7,14}$/;

export function isE164(value: unknown): value is string {
  return typeof value === 'string' && E164.test(value);
}

/**
 * The E.164 form of a number as typed, or undefined when it is not an international number: it
 * must start with '+' (or '00'), and only spaces, dots, dashes and brackets may stand between the
 * digits.
 */
export function toE164(typed: string): string | undefined {
  const text = typed.trim();
  if (!/^(\+|00|\(\+)[\d\s().-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '').replace(/^00/, '');
  const e164 = `+${digits}`;
  return E164.test(e164) ? e164 : undefined;
}

/** What the desk says of a number that is not international. */
export const PHONE_PROBLEM = 'Write it in international form, with + and the country code (for example +91 98100 12345).';
