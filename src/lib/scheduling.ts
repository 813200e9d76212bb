/**
 * Start-up pacing: let the browser paint and answer input between pieces of work, so no single
 * task holds the main thread for long on a slow phone.
 */

/** Longest wait for the first paint: a page with nothing to paint still starts. */
const FIRST_PAINT_TIMEOUT_MS = 3000;

/**
 * Resolves once the page has painted its first content (at once in a hidden tab, which paints
 * nothing). The paint timing entry, not requestAnimationFrame: a frame may run before Chrome
 * actually shows the page.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) finish();
    });
    function finish() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    const timer = setTimeout(finish, FIRST_PAINT_TIMEOUT_MS);
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      finish();
    }
  });
}

/** Longest wait for the hero photo: a slow photo host must not hold the app back for long. */
const HERO_PHOTO_TIMEOUT_MS = 3000;

/**
 * Resolves once the page's hero photo has loaded (or failed) and been painted, or after 3 s; at once
 * without a photo or in a hidden tab. The photo is often the page's largest paint: starting the app
 * after it keeps the app's scripts from competing with it for a slow connection.
 */
export function afterHeroPhoto(photo: HTMLImageElement | null): Promise<void> {
  return new Promise((resolve) => {
    if (!photo || document.visibilityState === 'hidden') return resolve();
    const timer = setTimeout(finish, HERO_PHOTO_TIMEOUT_MS);
    function finish() {
      clearTimeout(timer);
      photo?.removeEventListener('load', painted);
      photo?.removeEventListener('error', finish);
      resolve();
    }
    // The frame after the load event shows the photo; the one after that starts once it is on screen.
    function painted() {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(finish, 0)));
    }
    if (photo.complete) return painted();
    photo.addEventListener('load', painted, { once: true });
    photo.addEventListener('error', finish, { once: true });
  });
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Ends the current task; the caller goes on in a new one (scheduler.yield keeps its place in line). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Longest wait for an idle moment after the load event. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Resolves once the `load` event has fired and (with `idle`) the browser is idle after it, or 3 s
 * at most; at once outside a browser (the pre-renderer). For work that must not compete with the
 * first paint or with hydration.
 */
export function afterPageLoad({ idle = false }: { idle?: boolean } = {}): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const loaded = () => {
      if (idle && 'requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
  });
}

/** How close to the viewport an element may come before what it needs is loaded. */
const NEAR_VIEWPORT_MARGIN = '400px';

/**
 * Resolves once the element `find` returns is near the viewport (within 400 px), at once outside
 * a browser; without the element (a page rendered in the browser, not pre-rendered) or without
 * IntersectionObserver, once the page has loaded and is idle.
 */
export function whenNearViewport(find: () => Element | null): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const element = find();
  if (!element || typeof IntersectionObserver === 'undefined') return afterPageLoad({ idle: true });
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
  });
}
