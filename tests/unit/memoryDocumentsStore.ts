/**
 * The travel documents' store kept in memory, for the documents' tests, in place of
 * features/storage's deviceOnlyStore: `memory.records` lets a test look inside, and `failPut` makes
 * the next writes reject as the browser would (a full disk, a refused store).
 */
export const memory = { records: new Map<string, { id: string }>(), failPut: undefined as unknown };

export function memoryDeviceStore() {
  return {
    put: async (value: { id: string }) => {
      if (memory.failPut) throw memory.failPut;
      memory.records.set(value.id, value);
    },
    putMany: async (values: readonly { id: string }[]) => {
      if (memory.failPut) throw memory.failPut;
      values.forEach((value) => memory.records.set(value.id, value));
    },
    get: async (id: string) => memory.records.get(id),
    all: async () => [...memory.records.values()],
    delete: async (id: string) => void memory.records.delete(id),
    deleteMany: async (ids: readonly string[]) => ids.forEach((id) => memory.records.delete(id)),
  };
}
