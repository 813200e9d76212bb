/**
 * The device-only stores kept in memory, for the documents' tests, in place of features/storage's
 * deviceOnlyStore: `memory.records` (the 'documents' store) lets a test look inside, and `failPut`
 * makes the next writes reject as the browser would (a full disk, a refused store). Every other
 * store (booked trips) gets a map of its own in `memory.stores`.
 */
type Rec = { id: string };
export const memory = { records: new Map<string, Rec>(), stores: new Map<string, Map<string, Rec>>(), failPut: undefined as unknown };

export function memoryDeviceStore(name = 'documents') {
  const records = () => {
    if (name === 'documents') return memory.records;
    let map = memory.stores.get(name);
    if (!map) memory.stores.set(name, (map = new Map()));
    return map;
  };
  return {
    put: async (value: Rec) => {
      if (memory.failPut) throw memory.failPut;
      records().set(value.id, value);
    },
    putMany: async (values: readonly Rec[]) => {
      if (memory.failPut) throw memory.failPut;
      values.forEach((value) => records().set(value.id, value));
    },
    get: async (id: string) => records().get(id),
    all: async () => [...records().values()],
    delete: async (id: string) => void records().delete(id),
    deleteMany: async (ids: readonly string[]) => ids.forEach((id) => records().delete(id)),
  };
}
