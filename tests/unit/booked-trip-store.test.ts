/**
 * Booked trips kept on the phone: a revision only grows (a newer one replaces the kept one, an
 * older never does), removal, and the backup file: the kept envelopes exported, checked again on
 * import (a forged one left out and counted), restored under the same rule.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { backupTrips, restoreBackupTrips } from '../../src/features/bookedTrip/backup';
import { envelopeJson, type Envelope } from '../../src/features/bookedTrip/envelope';
import { openEnvelopeText } from '../../src/features/bookedTrip/open';
import { keepTrip, KEEP_MESSAGES, keptTrip, listKeptTrips, removeKeptTrip, standing } from '../../src/features/bookedTrip/store';
import type { Verifier } from '../../src/features/bookedTrip/keys';
import { mergeBackup, mergeSummary } from '../../src/features/backup/merge';
import { backupSchema } from '../../src/features/backup/schema';
import { makeKey, SAMPLE, signed, verifierFor, type TestKey } from './bookedTripFixtures';
import { memory } from './memoryDocumentsStore';

const trust = vi.hoisted(() => ({ verifier: undefined as Verifier | undefined }));
vi.mock('../../src/features/storage/db', async (original) => {
  const real = await original<typeof import('../../src/features/storage/db')>();
  const { memoryDeviceStore } = await import('./memoryDocumentsStore');
  return { ...real, deviceOnlyStore: memoryDeviceStore };
});
vi.mock('../../src/features/storage/persist', async (original) => {
  const real = await original<typeof import('../../src/features/storage/persist')>();
  return { ...real, askPersist: async () => true };
});
vi.mock('../../src/features/bookedTrip/trusted', () => ({ trustedVerifier: () => trust.verifier, trustedKeys: () => [] }));

let key: TestKey;
let r1: Envelope;
let r2: Envelope;
let r3: Envelope;
beforeAll(async () => {
  key = await makeKey('rasa-store');
  trust.verifier = verifierFor(key);
  [r1, r2, r3] = (await Promise.all([1, 2, 3].map((revision) => signed({ ...SAMPLE, revision, note: `Revision ${revision}` }, key)))) as [Envelope, Envelope, Envelope];
});
beforeEach(() => memory.stores.clear());

async function opened(envelope: Envelope) {
  const o = await openEnvelopeText(envelopeJson(envelope), trust.verifier!);
  if (!o.ok) throw new Error(o.message);
  return o;
}

describe('keeping a booked trip', () => {
  it('keeps a new trip, leaves the same revision as it is, replaces it with a newer one and never with an older one', async () => {
    expect(await keepTrip(await opened(r2))).toEqual({ ok: true, standing: 'new' });
    expect((await keptTrip(SAMPLE.tripId))?.revision).toBe(2);
    expect(await keepTrip(await opened(r2))).toEqual({ ok: true, standing: 'same' });
    expect(await keepTrip(await opened(r1))).toEqual({ ok: false, message: KEEP_MESSAGES.older });
    expect((await keptTrip(SAMPLE.tripId))?.trip.note).toBe('Revision 2');
    expect(await keepTrip(await opened(r3))).toEqual({ ok: true, standing: 'newer' });
    const [kept] = await listKeptTrips();
    expect(kept).toMatchObject({ id: SAMPLE.tripId, revision: 3, envelope: r3, trip: { note: 'Revision 3' } });
    await removeKeptTrip(SAMPLE.tripId);
    expect(await listKeptTrips()).toEqual([]);
  });

  it('says where storage fails, and keeps nothing', async () => {
    memory.failPut = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    try {
      expect(await keepTrip(await opened(r1))).toEqual({ ok: false, message: KEEP_MESSAGES.full });
    } finally {
      memory.failPut = undefined;
    }
    expect(await listKeptTrips()).toEqual([]);
  });

  it('tells how an opened revision stands against the kept one', () => {
    expect(standing({ revision: 1 }, undefined)).toBe('new');
    expect(standing({ revision: 2 }, { revision: 1 })).toBe('newer');
    expect(standing({ revision: 2 }, { revision: 2 })).toBe('same');
    expect(standing({ revision: 1 }, { revision: 2 })).toBe('older');
  });
});

describe('booked trips in the backup file', () => {
  it('exports the kept envelopes as signed, and the file passes the backup check', async () => {
    await keepTrip(await opened(r2));
    const trips = await backupTrips();
    expect(trips).toEqual([r2]);
    const file = { app: 'rasa-journeys', version: 1, exportedAt: '2027-02-01T10:00:00.000Z', saved: [], plans: [], bookedTrips: trips };
    expect(v.safeParse(backupSchema, file).success).toBe(true);
    expect(v.safeParse(backupSchema, { ...file, bookedTrips: [{ ...r2, payload: '<script>' }] }).success).toBe(false);
    expect(v.safeParse(backupSchema, { ...file, bookedTrips: [{ ...r2, format: 2 }] }).success).toBe(false);
  });

  it('restores what verifies, newest revision only, and counts what does not', async () => {
    const forged = { ...r3, sig: r1.sig };
    expect(await restoreBackupTrips([r1, r2, forged])).toEqual({ kept: 1, refused: 1 });
    expect((await keptTrip(SAMPLE.tripId))?.revision).toBe(2);
    // A device that keeps revision 3 keeps it.
    await keepTrip(await opened(r3));
    expect(await restoreBackupTrips([r2])).toEqual({ kept: 0, refused: 0 });
    expect((await keptTrip(SAMPLE.tripId))?.revision).toBe(3);
    const merge = mergeBackup({ saved: [], plans: [], ticks: [] }, { app: 'rasa-journeys', version: 1, exportedAt: '2027-02-01T10:00:00.000Z', saved: [], plans: [] }, { itinerary: () => true, place: () => true });
    expect(mergeSummary(merge, { kept: 1, refused: 1 })).toBe('Added 1 booked trip. 1 booked trip could not be checked as ours, left out.');
  });
});
