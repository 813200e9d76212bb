/**
 * Every name the site keeps things under on the device: the IndexedDB database and its stores, the
 * localStorage and sessionStorage keys, and the BroadcastChannel that tells other tabs of a change.
 * Nothing else in the code spells one. Plain constants: the build writes a key into the code that
 * uses it (vite.config.ts, inlineConst), so a form whose first load takes its draft's key carries
 * the string, not this module.
 *
 * The rule of the design card: what the visitor keeps (messages waiting to go, copies of sent
 * messages and payments, saved items, plans) lives in IndexedDB; lists a screen must read at once
 * at start-up are mirrored to a localStorage key (syncedList.ts); a small choice lives in
 * localStorage only.
 *
 * To add a list (the checklist's ticks, keyed by plan and item): its store in STORE_NAMES and
 * DB_VERSION + 1 (db.ts creates the store on upgrade, keeping the others), its key in MIRROR_KEYS
 * ('rasa.checklist') and its topic in TOPIC_KEYS, then createSyncedList({ store: 'checklist', ... })
 * where it is used. A backup reads each list's snapshot() and restores it with put(). Large
 * records kept on the device only (travel documents) get a store and no mirror: deviceOnlyStore(name).
 */

// ---------------------------------------------------------------- IndexedDB

export const DB_NAME = 'rasa-journeys';
/**
 * 1: outbox, contacts, payments. 2: saved (My Journeys' shortlist) and plans (dated trips).
 * 3: checklist (a dated trip's 'Before you go' ticks, keyed by plan and item).
 * 4: documents (a planned trip's travel documents: in IndexedDB only, never mirrored nor sent).
 * 5: bookedTrips (trips the agency booked and signed, kept as documents are: IndexedDB only).
 * 6: passes (boarding passes and tickets kept with a booked trip: IndexedDB only, never sent).
 */
export const DB_VERSION = 6;
export const STORE_NAMES = ['outbox', 'contacts', 'payments', 'saved', 'plans', 'checklist', 'documents', 'bookedTrips', 'passes'] as const;
export type StoreName = (typeof STORE_NAMES)[number];

/** Where a store's records go where IndexedDB is refused (a JSON array): 'rasa.outbox.db'. */
export function fallbackKey(store: StoreName): string {
  return `rasa.${store}.db`;
}

// ---------------------------------------------------------------- localStorage

export const SAVED_KEY = 'rasa.saved';
export const PLANS_KEY = 'rasa.plans';
/**
 * The checklist's ticks, mirroring the 'checklist' store (beforeYouGo/checklistTicks.ts): records
 * { id: `${plan}|${item}`, plan, item, tickedAt }, which a restored backup writes here too.
 */
export const CHECKLIST_KEY = 'rasa.checklist';

/** The spec's localStorage keys: each a JSON array mirroring the IndexedDB store of that name. */
export const MIRROR_KEYS = {
  contacts: 'rasa.contacts',
  payments: 'rasa.payments',
  saved: SAVED_KEY,
  plans: PLANS_KEY,
  checklist: CHECKLIST_KEY,
} as const satisfies Partial<Record<StoreName, string>>;
export type MirroredStore = keyof typeof MIRROR_KEYS;

/** The chosen currency's code ('EUR'), as plain text. */
export const CURRENCY_KEY = 'rasa.currency';
/** Set ('1') once the iOS visitor has dismissed the install hint. */
export const IOS_HINT_KEY = 'rasa.iosInstallHintSeen';

/**
 * The specialist's desk: the trip being made, kept on the desk's device until it is sent and after
 * (src/desk/draft.ts), so a reload loses nothing. Never the signing key.
 */
export const DESK_DRAFT_KEY = 'rasa.desk.draft';

// ---------------------------------------------------------------- sessionStorage

/** What is typed into a form until it is sent (useForm's draft; never card data). */
export const BOOKING_DRAFT_KEY = 'rasa.draft.booking';
export const CONTACT_DRAFT_KEY = 'rasa.draft.contact';

// ---------------------------------------------------------------- other tabs

/** The one BroadcastChannel of the site (crossTab.ts); each message names its topic. */
export const CHANNEL_NAME = 'rasa-changes';

/**
 * What a change told to other tabs is about: the topics with a localStorage key, whose `storage`
 * event also tells of it, and those without (the outbox, the travel documents and the booked trips
 * have no mirror).
 */
export const TOPIC_KEYS = {
  saved: SAVED_KEY,
  plans: PLANS_KEY,
  checklist: CHECKLIST_KEY,
  currency: CURRENCY_KEY,
} as const;
export type Topic = keyof typeof TOPIC_KEYS | 'outbox' | 'documents' | 'bookedTrips' | 'passes';
