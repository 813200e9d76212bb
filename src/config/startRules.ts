/**
 * What no page may start with: modules that load on first use only. The build reads these
 * (scripts/chunk-plan.ts) and fails, printing the chain of imports that brought the module, when a
 * page's start takes one; names are as in chunk-ledger.json (a package's path from its name, our
 * own from the project's root).
 */

/**
 * No page whose path matches `pages` (every page when absent) starts with a module matching
 * `module`: before it takes a tap (`'start'`: the chunks it preloads), or at start-up at all (`'start-up'`,
 * the default: with the islands it loads without a tap or a scroll).
 */
export interface StartRule {
  readonly module: RegExp;
  readonly pages?: RegExp;
  readonly during?: 'start' | 'start-up';
  /** Why, in one line: printed with a breach. */
  readonly why: string;
}

export const START_RULES: readonly StartRule[] = [
  // A dialog's parts' names (its anatomy) are in every page's theme; its machine and components are not.
  { module: /^(@ark-ui\/react\/dist\/components|@zag-js|@chakra-ui\/react\/dist\/esm\/components)\/dialog\/(?!.*anatomy)/, why: 'a dialog loads when it is opened, never with the page' },
  { module: /^src\/features\/bookedTrip\/store\.ts$/, pages: /^(?!\/(trip|my-journeys)$)/, why: 'the kept trips load only once the phone may hold one (storage/mayHold.ts): /trip shows them, My Journeys files them' },
  { module: /^src\/desk\//, why: "the specialist's desk is an app of its own (desk.html)" },
  { module: /^idb\//, during: 'start', why: 'device storage (IndexedDB) loads with the islands: no page needs it to paint or take a tap' },
  { module: /^(@ark-ui\/react\/dist\/components\/toast|@zag-js\/toast)\//, during: 'start', why: 'the toasts load with the islands (components/AppToaster), not before the page takes a tap' },
];
