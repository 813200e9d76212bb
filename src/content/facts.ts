/**
 * Every fact the catalogue gives a traveller to act on, in one list for whoever keeps them (the
 * facts page, /facts): the emergency numbers and where they differ from Android's table, the entry
 * rules and permits, the health and altitude guidance, the elevations, the countries' essentials
 * the phrases for trouble and the carriers' flight rules, each with its sources, their own words and the day they were read,
 * the oldest check first: the next to read again. The records are the catalogue's own, joined with
 * their sources' words where those are kept apart (sourceWords.ts): nothing is copied here, so the
 * list cannot drift from what the pages show.
 */
import { ascentRule, flyInRule } from './acclimatisation';
import { altitudeFirstSteps } from './altitudeSickness';
import type { FactSource } from './checked';
import { CARRIERS, type CarrierRules } from './carriers';
import { allChecklistRules, entryRules, permitRules } from './checklist';
import { countryName } from './countryNames';
import { ECC_DIFFERENCES, emergencyNumbers, numberLabel, numberText } from './emergency';
import { androidEmergencyLocation } from './emergencyLocation';
import { withWords } from './sourceWords';
import { TROUBLE } from './trouble';
import type { CountryEssentials, Source } from './essentials/types';
import { formatElevation, placeElevations, stopElevations } from './elevations';

export type FactKind = 'Emergency number' | 'Tourist helpline' | 'Emergency call' | 'Android’s emergency table' | 'Entry rule' | 'Permit' | 'Health' | 'Altitude' | 'Elevation' | 'Essentials' | 'Phrase for trouble' | 'Flight rule';

export interface FactRecord {
  readonly kind: FactKind;
  /** What the fact is about: 'India: Police, ambulance and fire 112'. */
  readonly what: string;
  /** The fact as the pages give it. */
  readonly text: string;
  readonly sources: readonly FactSource[];
  /** 'YYYY-MM-DD': when its sources were last read. */
  readonly checkedOn: string;
  /** Why there is no authority's page, or only one source, where that is so. */
  readonly note?: string;
}

const KIND_ORDER: readonly FactKind[] = ['Emergency number', 'Tourist helpline', 'Emergency call', 'Android’s emergency table', 'Entry rule', 'Permit', 'Health', 'Altitude', 'Elevation', 'Essentials', 'Phrase for trouble', 'Flight rule'];

/** An essentials source with the fact's words, as a fact's source. */
const essentialsSource = (source: Source, quote: string): FactSource => ({ publisher: source.title, url: source.url, quote });

function essentialsFacts(e: CountryEssentials): FactRecord[] {
  const country = countryName(e.country);
  const fact = (section: string) => (f: CountryEssentials['money'][number]): FactRecord => ({
    kind: 'Essentials',
    what: `${country}: ${section}`,
    text: f.text,
    sources: [essentialsSource(f.source, f.quote)],
    checkedOn: f.source.checked,
  });
  return [
    ...e.money.map(fact('money')),
    {
      kind: 'Essentials',
      what: `${country}: plugs`,
      text: `Plug types ${e.plugs.types.join(', ')}; ${e.plugs.volts} V, ${e.plugs.hertz} Hz.`,
      sources: [essentialsSource(e.plugs.source, e.plugs.quote)],
      checkedOn: e.plugs.source.checked,
    },
    ...e.etiquette.map(fact('dress and etiquette')),
  ];
}

/** The phrases for trouble a phrasebook gives, each with its source's own line for it. */
function troubleFacts(e: CountryEssentials): FactRecord[] {
  return e.phrasebooks.flatMap((book) =>
    TROUBLE.flatMap((t) => {
      const p = book.phrases.find((phrase) => phrase.trouble === t.key);
      if (!p) return [];
      const source = p.source ?? book.source;
      return [
        {
          kind: 'Phrase for trouble' as const,
          what: `${book.language}: ${t.english}`,
          text: p.romanisedOnly ? `${p.translit} (romanised only: the source gives no ${book.language} script)` : `${p.script} (${p.translit}${p.translitByUs ? ', our romanisation' : ''})`,
          sources: [{ publisher: p.ref ? `${source.title}, ${p.ref}` : source.title, url: source.url, quote: p.line ?? '' }],
          checkedOn: source.checked,
        },
      ];
    }),
  );
}

/** A carrier's domestic rules a booked trip's Before you go gives (online check-in, baggage). */
function carrierFacts(c: CarrierRules): FactRecord[] {
  const checkIn = c.webCheckIn;
  return [
    ...(checkIn
      ? [
          {
            kind: 'Flight rule' as const,
            what: `${c.name} (${c.code}): online check-in, domestic flights`,
            text: `Opens ${checkIn.opensHoursBefore} hours before departure${checkIn.closesMinutesBefore !== undefined ? `, closes ${checkIn.closesMinutesBefore} minutes before` : ''}.`,
            sources: checkIn.sources,
            checkedOn: c.checkedOn,
            ...(checkIn.note ? { note: checkIn.note } : {}),
          },
        ]
      : []),
    ...(c.baggage
      ? [{ kind: 'Flight rule' as const, what: `${c.name} (${c.code}): baggage, domestic economy`, text: c.baggage.text, sources: c.baggage.sources, checkedOn: c.checkedOn, ...(c.baggage.note ? { note: c.baggage.note } : {}) }]
      : []),
  ];
}

function elevationFacts(): FactRecord[] {
  // A figure serves a place and the stops in it: one record, naming them all.
  const byFigure = new Map<string, { keys: string[]; record: Omit<FactRecord, 'what'> }>();
  for (const [key, e] of [...Object.entries(placeElevations), ...Object.entries(stopElevations)]) {
    if (!e) continue;
    const id = `${e.metres}|${e.source.url}`;
    const entry = byFigure.get(id);
    if (entry) entry.keys.push(key);
    else byFigure.set(id, { keys: [key], record: { kind: 'Elevation', text: `${formatElevation(e)}${e.of ? ` (${e.of})` : ''}`, sources: [withWords(e.source)], checkedOn: e.checkedOn } });
  }
  return [...byFigure.values()].map(({ keys, record }) => ({ ...record, what: keys.join(', ') }));
}

/**
 * Every fact, the oldest check first (then by kind, in the catalogue's order); `essentials` are the
 * countries' (content/essentials.ts loads them: its loader is not imported here, so that the
 * catalogue's tests can read this module).
 */
export function allFacts(essentials: readonly CountryEssentials[]): FactRecord[] {
  const records: FactRecord[] = [
    ...emergencyNumbers.flatMap((c) =>
      c.numbers.map(
        (n): FactRecord => ({
          kind: 'Emergency number',
          what: `${countryName(c.country)}: ${numberLabel(n)} ${numberText(n)}${n.fallback ? ' (if 112 does not get through)' : ''}`,
          text: n.note ?? numberLabel(n),
          sources: n.sources,
          checkedOn: n.checkedOn,
          ...((n.onlySource ?? n.noOfficialSource) ? { note: [n.onlySource, n.noOfficialSource].filter(Boolean).join(' ') } : {}),
        }),
      ),
    ),
    ...emergencyNumbers.flatMap((c) =>
      (c.helplines ?? []).map(
        (n): FactRecord => ({
          kind: 'Tourist helpline',
          what: `${countryName(c.country)}: ${numberLabel(n)} ${numberText(n)}`,
          text: n.note ?? numberLabel(n),
          sources: n.sources,
          checkedOn: n.checkedOn,
        }),
      ),
    ),
    {
      kind: 'Emergency call',
      what: `Android’s Emergency Location Service on a call to ${androidEmergencyLocation.numbers.join(', ')} (Help, beside the number)`,
      text: androidEmergencyLocation.text,
      sources: androidEmergencyLocation.sources,
      checkedOn: androidEmergencyLocation.checkedOn,
    },
    ...ECC_DIFFERENCES.map((d): FactRecord => ({ kind: 'Android’s emergency table', what: d.key, text: d.why, sources: d.sources, checkedOn: d.checkedOn })),
    ...allChecklistRules.map((r): FactRecord => {
      const kind: FactKind = entryRules.some((e) => e.id === r.id) ? 'Entry rule' : permitRules.some((p) => p.id === r.id) ? 'Permit' : 'Health';
      return { kind, what: r.title, text: r.text, sources: r.sources.map(withWords), checkedOn: r.checkedOn, ...(r.noOfficialSource ? { note: r.noOfficialSource } : {}) };
    }),
    ...[ascentRule, flyInRule].map(
      (r): FactRecord => ({ kind: 'Altitude', what: 'Acclimatisation', text: r.text, sources: r.sources, checkedOn: r.checkedOn, ...(r.noOfficialSource ? { note: r.noOfficialSource } : {}) }),
    ),
    {
      kind: 'Health',
      what: 'Altitude sickness: first steps (Help, during a trip above 2,500 m)',
      text: [...altitudeFirstSteps.steps, altitudeFirstSteps.urgent].join(' '),
      sources: altitudeFirstSteps.sources.map(withWords),
      checkedOn: altitudeFirstSteps.checkedOn,
    },
    ...elevationFacts(),
    ...essentials.flatMap(essentialsFacts),
    ...essentials.flatMap(troubleFacts),
    ...CARRIERS.flatMap(carrierFacts),
  ];
  const rank = (r: FactRecord) => KIND_ORDER.indexOf(r.kind);
  return records.map((r, i) => ({ r, i })).sort((a, b) => a.r.checkedOn.localeCompare(b.r.checkedOn) || rank(a.r) - rank(b.r) || a.i - b.i).map(({ r }) => r);
}
