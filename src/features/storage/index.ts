/**
 * Storage on the device, as other features use it. Every name things are kept under (database,
 * stores, localStorage and sessionStorage keys, the channel) is in keys.ts, which other features
 * import directly, as they may crossTab.ts: both are light enough for a page's first load, where
 * this index would bring IndexedDB (see eslint.config.js). Keys are not re-exported here: the build
 * writes an imported key into the code that uses it, unless an index it loads exports it too.
 *
 * - recordStore(name): a keyed store of records in IndexedDB (db.ts), on localStorage where
 *   IndexedDB is refused; deviceOnlyStore(name): in IndexedDB only (travel documents); keepRecordOrNote (records.ts): the copy of a sent message or a payment,
 *   in IndexedDB and its mirror, or a note for the success notice that it could not be kept.
 * - createSyncedList (syncedList.ts): a short list in memory, its localStorage mirror and IndexedDB,
 *   current in every tab (My Journeys' shortlist and plans).
 * - announce / listen (crossTab.ts): a change told to this tab, the other tabs and the service worker.
 * - StorageError (errors.ts): storage refused or full, with the message to show.
 * - webStorage / readJson (webStorage.ts): the page's localStorage (undefined where refused) and a
 *   key's JSON, read without throwing (Today reads 'rasa.plans' as stored, to count what it skips).
 * - askPersist / storageReport (persist.ts): ask the browser to keep the site's storage, and what it
 *   answered with the bytes used; isSafariTab: Safari not installed, where storage goes after 7 days.
 */
export { deviceOnlyStore, recordStore, type DeviceStore, type RecordStore } from './db';
export { announce, listen } from './crossTab';
export { isStorageFull, StorageError, type StorageMessages } from './errors';
export type { StoreName, Topic } from './keys';
export { keepRecordOrNote } from './records';
export { createSyncedList, type SyncedList, type SyncedListOptions } from './syncedList';
export { readJson, webStorage, writeJson } from './webStorage';
export { askPersist, bytesText, isSafariTab, runsInstalled, storageReport, type StorageReport, type StorageManagerLike } from './persist';
