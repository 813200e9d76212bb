import { defineConfig } from 'vitest/config';

/**
 * Files that replace modules or globals (vi.mock, vi.doMock, vi.resetModules, vi.stubGlobal) run
 * each in a fresh module registry; the others share one per worker, which took the unit run from
 * about 100 to 45 s on 2 cores (each file no longer loads React, Chakra and the catalogue again).
 */
const ISOLATED = [
  'tests/unit/booked-trip-store.test.ts',
  'tests/unit/island-nesting.test.tsx',
  'tests/unit/journeys-backup-documents.test.ts',
  'tests/unit/journeys-backup.test.ts',
  'tests/unit/journeys-documents.test.ts',
  'tests/unit/journeys-saved.test.ts',
  'tests/unit/live-map-unfetched.test.tsx',
  'tests/unit/load.test.tsx',
  'tests/unit/map-view.test.tsx',
  'tests/unit/message.test.ts',
  'tests/unit/on-demand.test.ts',
  'tests/unit/outbox-storm.test.ts',
  'tests/unit/scheduling.test.ts',
  'tests/unit/storage.test.ts',
  'tests/unit/use-form-submit.test.tsx',
];

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED, sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'shared', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false, sequence: { groupOrder: 0 } } },
    ],
  },
});
