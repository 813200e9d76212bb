/** Months of the year: names, and the months a season's words name ('October to March'). */
import type { MonthNumber } from './types';

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

function monthNamed(word: string): MonthNumber | undefined {
  const index = MONTH_NAMES.findIndex((name) => name.toLowerCase() === word.toLowerCase());
  return index < 0 ? undefined : ((index + 1) as MonthNumber);
}

/** The months from `from` to `to`, both included, across the new year if need be. */
export function monthRange(from: MonthNumber, to: MonthNumber): MonthNumber[] {
  const months: MonthNumber[] = [];
  for (let m = from; ; m = ((m % 12) + 1) as MonthNumber) {
    months.push(m);
    if (m === to) return months;
  }
}

/**
 * The months a season's words name, in calendar order: 'October to March', 'October to November and
 * March to May', 'March or April, on the dates of the Paro Tsechu'. Ranges wrap the year; words that
 * are not months are ignored.
 */
export function monthsInText(text: string): MonthNumber[] {
  const months = new Set<MonthNumber>();
  for (const part of text.split(/\s+and\s+|,\s*/)) {
    const range = /^(\w+)\s+to\s+(\w+)$/i.exec(part.trim());
    const from = range && monthNamed(range[1]!);
    const to = range && monthNamed(range[2]!);
    if (from && to) {
      monthRange(from, to).forEach((m) => months.add(m));
      continue;
    }
    for (const word of part.split(/\s+/)) {
      const month = monthNamed(word);
      if (month) months.add(month);
    }
  }
  return [...months].sort((a, b) => a - b);
}
