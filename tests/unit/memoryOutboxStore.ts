/**
 * The outbox's record store kept in memory, for the outbox's tests: records are cloned in and out,
 * as IndexedDB does, and `items` lets a test look inside.
 */
import type { OutboxEntry } from '../../src/features/enquiries/outbox/core';
import type { RecordStore } from '../../src/features/storage/db';

export function memoryStore(): RecordStore<OutboxEntry> & { items: Map<string, OutboxEntry> } {
  const items = new Map<string, OutboxEntry>();
  return {
    items,
    put: async (v) => void items.set(v.id, structuredClone(v)),
    get: async (id) => structuredClone(items.get(id)),
    all: async () => [...items.values()].map((v) => structuredClone(v)),
    delete: async (id) => void items.delete(id),
  };
}
