/**
 * Storage on the device, as other features use it: keyed record stores (IndexedDB, with a
 * localStorage fallback) and the records kept after a message or a payment.
 */
export { recordStore, StorageError, STORAGE_FULL_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE, webStorage, type KeyValueStorage, type RecordStore, type StoreName } from './db';
export { keepRecord, keepRecordOrNote, MIRROR_KEYS, RECORD_FULL_NOTE, RECORD_NOT_KEPT_NOTE } from './records';
