// @vitest-environment jsdom
/**
 * The backup file of My Journeys: the schema on odd and hostile files (each refused with a plain
 * message, nothing of the file passed on), the merge with what the device holds, the import end to
 * end over the real lists (jsdom: the localStorage fallback), a full device, and the export's shape.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_VERSION, MAX_BACKUP_BYTES, backupFileName, type Backup } from '../../src/features/backup/format';
import { mergeBackup, mergeSummary, type Known } from '../../src/features/backup/merge';
import { READ_MESSAGES, readBackup } from '../../src/features/backup/schema';
import type { PlannedTrip, SavedItem } from '../../src/features/journeys/saved';

const T = '2026-11-25T11:00:00.000Z';
const good: Backup = {
  app: 'rasa-journeys',
  version: 1,
  exportedAt: T,
  saved: [
    { kind: 'itinerary', ref: 'golden-triangle', savedAt: T },
    { kind: 'place', ref: 'india/agra', savedAt: T },
  ],
  plans: [{ itineraryId: 'golden-triangle', start: '2027-03-14', travellers: 2, savedAt: T }],
  checklist: [{ plan: 'golden-triangle:2027-03-14', item: 'passport', tickedAt: T }],
};
const text = (value: unknown) => JSON.stringify(value);
const reason = (value: string) => {
  const read = readBackup(value);
  return read.ok ? 'ok' : read.reason;
};

describe('reading a backup file', () => {
  it('reads a good file as it was written, with and without the checklist', () => {
    expect(readBackup(text(good))).toEqual({ ok: true, backup: good });
    const { checklist: _ticks, ...noTicks } = good;
    expect(readBackup(text(noTicks))).toEqual({ ok: true, backup: noTicks });
  });

  it('leaves an unknown section (a later opt-in one) out of what it reads', () => {
    const read = readBackup(text({ ...good, photos: [{ name: 'taj.jpg', data: 'AAAA' }] }));
    expect(read.ok && Object.keys(read.backup)).toEqual(['app', 'version', 'exportedAt', 'saved', 'plans', 'checklist']);
  });

  it.each([
    ['empty', '', 'not-json'],
    ['not JSON', 'hello', 'not-json'],
    ['cut short', text(good).slice(0, 60), 'not-json'],
    ['null', 'null', 'not-ours'],
    ['an array', '[]', 'not-ours'],
    ['another app', text({ ...good, app: 'other-app' }), 'not-ours'],
    ['no app', text({ version: 1, saved: [], plans: [] }), 'not-ours'],
    ['a newer version', text({ ...good, version: BACKUP_VERSION + 1, saved: 'a new shape' }), 'newer'],
    ['version as text', text({ ...good, version: '1' }), 'damaged'],
    ['no saved list', text({ ...good, saved: undefined }), 'damaged'],
    ['a wrong kind', text({ ...good, saved: [{ kind: 'hotel', ref: 'x', savedAt: T }] }), 'damaged'],
    ['a bad date', text({ ...good, plans: [{ ...good.plans[0], start: '2027-02-30' }] }), 'damaged'],
    ['13 travellers', text({ ...good, plans: [{ ...good.plans[0], travellers: 13 }] }), 'damaged'],
    ['travellers as text', text({ ...good, plans: [{ ...good.plans[0], travellers: '2' }] }), 'damaged'],
    ['a bad timestamp', text({ ...good, exportedAt: 'yesterday' }), 'damaged'],
    ['a tick without its plan', text({ ...good, checklist: [{ item: 'passport', tickedAt: T }] }), 'damaged'],
  ])('refuses %s', (_name, file, expected) => {
    expect(reason(file)).toBe(expected);
  });

  it.each([
    ['markup in an id', { ...good, saved: [{ kind: 'itinerary', ref: '<img src=x onerror=alert(1)>', savedAt: T }] }],
    ['a script in a place ref', { ...good, saved: [{ kind: 'place', ref: 'india/<script>alert(1)</script>', savedAt: T }] }],
    ['markup in a timestamp', { ...good, exportedAt: `${T}<b>` }],
    ['a megabyte-long id', { ...good, saved: [{ kind: 'itinerary', ref: 'a'.repeat(100_000), savedAt: T }] }],
    ['a prototype key', JSON.parse(`{"app":"rasa-journeys","version":1,"exportedAt":"${T}","saved":[{"kind":"itinerary","ref":"golden-triangle","savedAt":"${T}","__proto__":{"polluted":true}}],"plans":[],"__proto__":{"polluted":true}}`) as unknown],
  ])('refuses or disarms %s', (_name, file) => {
    const read = readBackup(text(file));
    if (read.ok) {
      // Only the prototype case parses: the key is dropped, and nothing was polluted.
      expect(JSON.stringify(read.backup)).not.toContain('polluted');
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    } else {
      expect(read.reason).toBe('damaged');
      expect(read.message).toBe(READ_MESSAGES.damaged);
    }
  });

  it('refuses a file over the limit unparsed, and too many entries', () => {
    expect(reason(' '.repeat(MAX_BACKUP_BYTES + 1))).toBe('too-large');
    const many = Array.from({ length: 1001 }, (_, i) => ({ kind: 'itinerary', ref: `trip-${i}`, savedAt: T }));
    expect(reason(text({ ...good, saved: many }))).toBe('damaged');
  });

  it('never puts what the file says in its message', () => {
    for (const file of ['<b>x</b>', text({ ...good, app: '<b>x</b>' }), text({ ...good, saved: [{ kind: '<b>x</b>' }] })]) {
      const read = readBackup(file);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.message).not.toContain('<b>');
    }
  });

  it('names the file by the day it was made', () => {
    expect(backupFileName(new Date(T))).toBe('rasa-journeys-2026-11-25.json');
  });
});

describe('merging a backup with what the device holds', () => {
  const known: Known = { itinerary: (id) => id !== 'gone-trip', place: (ref) => ref !== 'india/gone' };
  const heldSaved: SavedItem = { id: 'itinerary:golden-triangle', kind: 'itinerary', ref: 'golden-triangle', savedAt: '2026-01-01T00:00:00.000Z' };
  const heldPlan: PlannedTrip = { id: 'golden-triangle:2027-03-14', itineraryId: 'golden-triangle', start: '2027-03-14', travellers: 4, savedAt: '2026-01-01T00:00:00.000Z' };

  it('adds everything to an empty device, with the records as the lists keep them', () => {
    const merge = mergeBackup({ saved: [], plans: [], ticks: [] }, good, known);
    expect(merge.saved).toEqual([
      { id: 'itinerary:golden-triangle', kind: 'itinerary', ref: 'golden-triangle', savedAt: T },
      { id: 'place:india/agra', kind: 'place', ref: 'india/agra', savedAt: T },
    ]);
    expect(merge.plans).toEqual([{ id: 'golden-triangle:2027-03-14', itineraryId: 'golden-triangle', start: '2027-03-14', travellers: 2, savedAt: T }]);
    expect(merge.ticks).toEqual(good.checklist);
    expect(mergeSummary(merge)).toBe('Added 2 saved journeys and places, 1 planned trip, 1 checklist tick.');
  });

  it('keeps what is here: a saved item stays, a plan changed later here wins, a plan changed later in the file wins', () => {
    const olderHere = mergeBackup({ saved: [heldSaved], plans: [heldPlan], ticks: [] }, good, known);
    expect(olderHere.saved.map((s) => s.id)).toEqual(['place:india/agra']);
    expect(olderHere.plans).toEqual([{ ...heldPlan, travellers: 2, savedAt: T }]);
    const newerHere = mergeBackup({ saved: [], plans: [{ ...heldPlan, savedAt: '2027-01-01T00:00:00.000Z' }], ticks: [] }, good, known);
    expect(newerHere.plans).toEqual([]);
    expect(newerHere.unchanged).toBe(1);
  });

  it('imported twice, changes nothing the second time', () => {
    const first = mergeBackup({ saved: [], plans: [], ticks: [] }, good, known);
    const second = mergeBackup({ saved: first.saved, plans: first.plans, ticks: first.ticks }, good, known);
    expect([second.saved, second.plans, second.ticks]).toEqual([[], [], []]);
    expect(mergeSummary(second)).toBe('Everything in this backup is already here.');
  });

  it('leaves out, and counts, what the catalogue no longer has, and duplicates in the file', () => {
    const odd: Backup = {
      ...good,
      saved: [...good.saved, good.saved[0]!, { kind: 'place', ref: 'india/gone', savedAt: T }],
      plans: [...good.plans, { itineraryId: 'gone-trip', start: '2027-01-01', travellers: 1, savedAt: T }],
      checklist: [{ plan: 'gone-trip:2027-01-01', item: 'passport', tickedAt: T }],
    };
    const merge = mergeBackup({ saved: [], plans: [], ticks: [] }, odd, known);
    expect(merge.saved).toHaveLength(2);
    expect(merge.unknown).toBe(3);
    expect(merge.unchanged).toBe(1);
    expect(mergeSummary(merge)).toContain('3 entries name journeys or places we no longer offer, left out.');
  });
});

describe('importing a file over the lists', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  async function freshImport() {
    vi.resetModules();
    const { importMyJourneys } = await import('../../src/features/backup/importFile');
    const saved = await import('../../src/features/journeys/saved');
    return { importMyJourneys, ...saved };
  }
  const file = (content: string, size = content.length) => ({ size, text: async () => content });

  it('restores saved items, plans and ticks, merged with what is here', async () => {
    const { importMyJourneys, listSaved, listPlans, saveItem } = await freshImport();
    await saveItem({ kind: 'itinerary', id: 'tiger-trail' });
    const outcome = await importMyJourneys(file(text(good)));
    expect(outcome).toEqual({ ok: true, message: 'Added 2 saved journeys and places, 1 planned trip, 1 checklist tick.' });
    expect(listSaved().map((s) => s.id).sort()).toEqual(['itinerary:golden-triangle', 'itinerary:tiger-trail', 'place:india/agra']);
    expect(listPlans().map((p) => p.id)).toEqual(['golden-triangle:2027-03-14']);
    expect(JSON.parse(localStorage.getItem('rasa.checklist')!)).toEqual([{ id: 'golden-triangle:2027-03-14|passport', ...good.checklist![0] }]);
  });

  it('a file over the limit is refused without being read, and a hostile one changes nothing', async () => {
    const { importMyJourneys, saveItem, savedReady } = await freshImport();
    await saveItem({ kind: 'itinerary', id: 'tiger-trail' });
    await savedReady();
    // The durable copy's write settles after the mirror's.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = { ...localStorage };
    const read = vi.fn(async () => '');
    expect(await importMyJourneys({ size: MAX_BACKUP_BYTES + 1, text: read })).toEqual({ ok: false, message: READ_MESSAGES['too-large'] });
    expect(read).not.toHaveBeenCalled();
    const hostile = text({ ...good, saved: [...good.saved, { kind: 'itinerary', ref: '"><script>alert(1)</script>', savedAt: T }] });
    expect(await importMyJourneys(file(hostile))).toEqual({ ok: false, message: READ_MESSAGES.damaged });
    expect({ ...localStorage }).toEqual(before);
  });

  it('a full device: says so plainly, and the import still holds for the visit', async () => {
    const { importMyJourneys, listSaved } = await freshImport();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const outcome = await importMyJourneys(file(text(good)));
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(/^Your device's storage is full.*Free some space, then import the file again\.$/);
    expect(listSaved().length).toBeGreaterThan(0);
  });
});

describe('exporting', () => {
  beforeEach(() => localStorage.clear());

  it('writes the lists, and the checklist only where its key exists', async () => {
    vi.resetModules();
    const { makeBackup } = await import('../../src/features/backup/exportFile');
    const saved = await import('../../src/features/journeys/saved');
    await saved.saveItem({ kind: 'place', id: 'india/agra' }, new Date(T));
    await saved.savePlan({ itineraryId: 'golden-triangle', start: '2027-03-14', travellers: 2 }, new Date(T));
    const now = new Date(T);
    const plain = await makeBackup(now);
    expect(plain).toEqual({ app: 'rasa-journeys', version: 1, exportedAt: T, saved: [{ kind: 'place', ref: 'india/agra', savedAt: T }], plans: [good.plans[0]] });
    localStorage.setItem('rasa.checklist', text([{ id: 'x', ...good.checklist![0] }, { junk: true }]));
    expect((await makeBackup(now)).checklist).toEqual(good.checklist);
    // What it writes reads back as it was.
    expect(readBackup(text(await makeBackup(now)))).toEqual({ ok: true, backup: await makeBackup(now) });
  });
});
