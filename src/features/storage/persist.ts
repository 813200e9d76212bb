/**
 * Storage that lasts: a browser may evict a site's storage (Safari after seven days without use,
 * unless the app is installed; any browser under pressure) unless it is marked persistent. We ask
 * when the traveller keeps something (a save, a plan, a message) and My Journeys says what the
 * browser answered and how much the site uses. None of this throws: a browser without the Storage
 * API, or one that refuses, gets `undefined` for what it cannot say.
 */

/**
 * The part of navigator.storage used here (a test passes its own). Typed here: the service worker,
 * which compiles this feature too, has no persist() in its types.
 */
export interface StorageManagerLike {
  persist?(): Promise<boolean>;
  persisted?(): Promise<boolean>;
  estimate?(): Promise<{ usage?: number; quota?: number }>;
}

const manager = (): StorageManagerLike | undefined => (typeof navigator === 'undefined' ? undefined : (navigator.storage as StorageManagerLike | undefined));

/**
 * Asks the browser to keep the site's storage, once it is not kept already. Resolves to whether it
 * is persistent now, undefined where the browser cannot say.
 */
export async function askPersist(storage: StorageManagerLike | undefined = manager()): Promise<boolean | undefined> {
  try {
    if (!storage?.persist || !storage.persisted) return undefined;
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return undefined;
  }
}

export interface StorageReport {
  /** Whether the browser keeps the site's storage until the traveller clears it; undefined: cannot say. */
  readonly persisted: boolean | undefined;
  /** Bytes the site uses and may use (estimate()); undefined where the browser does not say. */
  readonly usage: number | undefined;
  readonly quota: number | undefined;
}

/** What the browser says of the site's storage now (never rejects). */
export async function storageReport(storage: StorageManagerLike | undefined = manager()): Promise<StorageReport> {
  const [persisted, estimate] = await Promise.all([
    storage?.persisted ? storage.persisted().catch(() => undefined) : undefined,
    storage?.estimate ? storage.estimate().catch(() => undefined) : undefined,
  ]);
  const bytes = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined);
  return { persisted, usage: bytes(estimate?.usage), quota: bytes(estimate?.quota) };
}

/**
 * Whether this is Safari (iPhone, iPad or Mac) with the site open in a tab, not installed to the
 * Home Screen or Dock: there, storage goes after seven days without use, whatever persist() says.
 */
export function isSafariTab(userAgent: string, installed: boolean): boolean {
  const safari = /Safari\//.test(userAgent) && /Version\//.test(userAgent) && !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg\/|OPR\/|Android/.test(userAgent);
  return safari && !installed;
}

/** Whether the site runs as an installed app (Home Screen on iOS, a standalone window elsewhere). */
export function runsInstalled(): boolean {
  const page = globalThis as { navigator?: { standalone?: boolean }; matchMedia?: (query: string) => { matches: boolean } };
  return page.navigator?.standalone === true || page.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** A size as a traveller reads it: '740 KB', '12.4 MB', '1.2 GB'. */
export function bytesText(bytes: number): string {
  if (bytes < 1000 * 1000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  if (bytes < 1000 * 1000 * 1000) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${(bytes / 1e9).toFixed(1)} GB`;
}
