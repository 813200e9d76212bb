/**
 * The words of the When to Go sections, kept pure so they are tested apart from the UI: rating
 * labels, months in words ('October to March'), and which notes concern a place or a country.
 */
import { MONTH_NAMES } from '../../content/months';
import type { ClimateRegion, MonthNumber, PlaceRef, SeasonNote, SeasonRating } from '../../content/types';

/** Best first: the order of the key. */
export const RATINGS: readonly SeasonRating[] = ['best', 'good', 'mixed', 'avoid'];

export const RATING_LABELS: Record<SeasonRating, string> = { best: 'Best', good: 'Good', mixed: 'Mixed', avoid: 'Avoid' };

/** What each rating means, for the key under the heading. */
export const RATING_MEANINGS: Record<SeasonRating, string> = {
  best: 'the finest weather of the year',
  good: 'fine, with some heat, cold or rain',
  mixed: 'possible, with rain, heat or cold to plan around',
  avoid: 'best avoided: extreme heat, heavy monsoon or closed roads',
};

export const NOTE_KIND_LABELS: Record<SeasonNote['kind'], string> = { festival: 'Festival', closure: 'Closure', season: 'Season' };

/** 'Jan' ... 'Dec', for column headers and compact cells (the full name goes with it for screen readers). */
export const SHORT_MONTH_NAMES: readonly string[] = MONTH_NAMES.map((name) => name.slice(0, 3));

/** The twelve months, 1 to 12. */
export const MONTH_NUMBERS = MONTH_NAMES.map((_, i) => (i + 1) as MonthNumber);

export function monthName(month: MonthNumber): string {
  return MONTH_NAMES[month - 1]!;
}

const next = (m: MonthNumber) => ((m % 12) + 1) as MonthNumber;
const previous = (m: MonthNumber) => (((m + 10) % 12) + 1) as MonthNumber;

/**
 * The months as runs of consecutive months, a run going on across the new year (November,
 * December, January is one run), ordered by the month each run starts in.
 */
export function monthRuns(months: readonly MonthNumber[]): MonthNumber[][] {
  const chosen = new Set(months);
  if (chosen.size === 12) return [[...MONTH_NUMBERS]];
  const runs: MonthNumber[][] = [];
  for (const start of MONTH_NUMBERS) {
    if (!chosen.has(start) || chosen.has(previous(start))) continue;
    const run = [start];
    for (let m = next(start); chosen.has(m); m = next(m)) run.push(m);
    runs.push(run);
  }
  return runs;
}

/**
 * The months in words, as a traveller says them: [1, 2, 3, 10, 11, 12] is 'October to March',
 * [3, 4, 5, 10, 11] 'March to May and October to November', all twelve 'All year'. `names` gives
 * short names for compact lines.
 */
export function monthWords(months: readonly MonthNumber[], names: readonly string[] = MONTH_NAMES): string {
  const runs = monthRuns(months);
  if (runs.length === 1 && runs[0]!.length === 12) return 'All year';
  const words = runs.map((run) => {
    const first = names[run[0]! - 1]!;
    return run.length === 1 ? first : `${first} to ${names[run[run.length - 1]! - 1]!}`;
  });
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]!}`;
}

/** The notes of a region that concern a place: those naming it, and those for the whole region. */
export function notesForPlace(region: Pick<ClimateRegion, 'notes'>, place: PlaceRef): SeasonNote[] {
  return region.notes.filter((note) => !note.places || note.places.includes(place));
}

export interface CountryNote {
  readonly note: SeasonNote;
  /** Names of the regions that carry it (one note can be shared, Holi by the plains and Rajasthan). */
  readonly regions: readonly string[];
}

/** A country's notes of the given kinds, each once with the regions that carry it, in the regions' order. */
export function countryNotes(regions: readonly ClimateRegion[], kinds: readonly SeasonNote['kind'][]): CountryNote[] {
  const byText = new Map<string, { note: SeasonNote; regions: string[] }>();
  for (const region of regions) {
    for (const note of region.notes) {
      if (!kinds.includes(note.kind)) continue;
      const seen = byText.get(note.text);
      if (seen) seen.regions.push(region.name);
      else byText.set(note.text, { note, regions: [region.name] });
    }
  }
  return [...byText.values()];
}

