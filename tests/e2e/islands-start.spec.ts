/**
 * No control vanishes while a page starts: every control of the pre-rendered HTML stays on the page
 * from the first paint until the page is interactive and every island's code has run (an island
 * keeps its server HTML until its own code has run, also inside another island: see
 * components/island.tsx). A tap in a gap would hit nothing.
 *
 * - a pre-rendered page of each template (every page with ISLANDS_EVERY_PAGE=1), the code of its
 *   islands arriving late, is watched from before its scripts run by a MutationObserver for a
 *   pre-rendered control leaving the document;
 * - the issue's own case: 'Ask about this day' for day 1, in view, on a phone, with each late
 *   script held 4 s, is there at every frame of start-up and opens its dialog when tapped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { INTERACTIVE_SELECTOR } from '../../src/lib/pageRoot';
import { startScripts, waitForHydration } from './support';

// A failure names the page and the control, and a trace slows every page down.
test.use({ trace: 'off' });

const DIST = new URL('../../dist/', import.meta.url).pathname;

/** The page templates: each screen's module (src/pages/{folder}/{Name}Page.tsx), and the not-found page, which the layout renders itself. */
const TEMPLATES = [...readdirSync(new URL('../../src/pages/', import.meta.url), { recursive: true, encoding: 'utf8' }).flatMap((f) => /(\w+Page)\.tsx$/.exec(f)?.[1] ?? []).sort(), 'NotFound'];

/**
 * The pre-rendered pages of `template` (the paths #root was rendered for, its chunk named in the
 * page's data-preload). All of them with ISLANDS_EVERY_PAGE=1; else the one with the most islands
 * (rasa-island regions): the pages of a template have the same islands, in different numbers
 * (the days of a journey), and a page takes seconds to start on a shared machine.
 */
function pagesOf(template: string): string[] {
  const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).flatMap((file) => {
    if (!file.endsWith('.html')) return [];
    const html = readFileSync(join(DIST, file), 'utf8');
    const root = /<div id="root"[^>]*data-path="([^"]+)"[^>]*data-preload="([^"]*)"/.exec(html);
    if (!root) return [];
    const own = /\/assets\/(\w+Page)-[\w-]+\.js/.exec(root[2]!)?.[1] ?? 'NotFound';
    return own === template ? [{ path: root[1]!, islands: html.split('<rasa-island').length - 1 }] : [];
  });
  pages.sort((a, b) => b.islands - a.islands || a.path.localeCompare(b.path));
  return pages.slice(0, process.env.ISLANDS_EVERY_PAGE ? undefined : 1).map((p) => p.path);
}

/** A control of the pre-rendered page: what it is, its accessible name and where it is. */
interface Watched {
  kind: string;
  name: string;
  where: string;
}

/** What the page's watch saw (window.rasaWatch): the controls noted, and those that left (when, in ms since the page opened). */
interface Watch {
  controls: number;
  vanished: (Watched & { at: number })[];
}

/**
 * Installed before any script of the page runs: once the HTML is parsed (readyState 'interactive',
 * before the deferred and module scripts run), every control in it is noted, and any that then
 * leaves the document is recorded in `window.rasaWatch`. A control that React replaces in the
 * same task by a new one of the same kind and accessible name (a browser-only part's placeholder,
 * drawn again as its Suspense fallback; the large screen's static bar giving way to the dropdown
 * menus) is never off the page, as a tap sees it: its stand-in is watched in its place.
 */
function watchControls() {
  const CONTROL = 'a,button,input,select,textarea,summary,[role=button]';
  const text = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    if (label) return text(label);
    const by = el.getAttribute('aria-labelledby');
    if (by) return text(by.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '));
    const labels = (el as HTMLInputElement).labels;
    if (labels?.length) return text([...labels].map((l) => l.textContent).join(' '));
    return text(el.textContent) || text(el.getAttribute('title') ?? el.getAttribute('placeholder') ?? el.getAttribute('name'));
  };
  const kindOf = (el: Element) => (el.matches('a') ? 'link' : el.matches('input,select,textarea') ? `${el.tagName.toLowerCase()}${(el as HTMLInputElement).type ? `[${(el as HTMLInputElement).type}]` : ''}` : el.tagName === 'SUMMARY' ? 'summary' : 'button');
  const whereOf = (el: Element) => {
    const place = el.parentElement?.closest('nav,header,footer,form,section,aside,[role=region],main');
    if (!place) return 'the page';
    const label = place.getAttribute('aria-label') ?? place.querySelector('h1,h2,h3,legend')?.textContent;
    return `${place.tagName.toLowerCase()}${label ? ` "${text(label).slice(0, 60)}"` : ''}`;
  };
  const watched = new Map<Element, Watched>();
  const watch: Watch = { controls: 0, vanished: [] };
  Object.assign(window, { rasaWatch: watch });
  const observer = new MutationObserver((records) => {
    const gone = new Set<Element>();
    for (const record of records)
      for (const node of record.removedNodes) {
        if (!(node instanceof Element)) continue;
        for (const el of [node, ...node.querySelectorAll(CONTROL)]) if (watched.has(el) && !el.isConnected) gone.add(el);
      }
    if (!gone.size) return;
    const candidates = [...document.querySelectorAll(CONTROL)].filter((c) => !watched.has(c));
    for (const el of gone) {
      const was = watched.get(el)!;
      watched.delete(el);
      const i = candidates.findIndex((c) => kindOf(c) === was.kind && nameOf(c) === was.name);
      if (i >= 0) watched.set(candidates.splice(i, 1)[0]!, was);
      else watch.vanished.push({ ...was, at: Math.round(performance.now()) });
    }
  });
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const el of document.querySelectorAll(CONTROL)) watched.set(el, { kind: kindOf(el), name: nameOf(el), where: whereOf(el) });
    watch.controls = watched.size;
    observer.observe(document, { childList: true, subtree: true });
  });
}

/**
 * The islands that have not run, but for those that wait for a tap, and (`media` false) for a
 * screen size: on a phone the large screen's menus never load. The islands inside them wait with
 * them. The first that waits to be near the screen is scrolled to: one inside another starts
 * waiting only once the outer one has run, maybe after the page was scrolled past it.
 */
function islandsStillToRun({ media }: { media: boolean }): string[] {
  const waiting = `rasa-island:not([data-ready]):is([data-when="tap"]${media ? '' : ',[data-when="media"]'})`;
  const left = [...document.querySelectorAll('rasa-island:not([data-ready])')].filter((island) => !island.closest(waiting));
  left.find((island) => island.getAttribute('data-when') === 'visible')?.scrollIntoView({ block: 'center' });
  return left.map((island) => `${island.getAttribute('data-when') ?? 'start'}: ${(island.textContent ?? '').trim().slice(0, 40)}`);
}

/**
 * Holds every script `page` loads but those its page starts with (the islands' code) until the
 * test lets them go, and then each for `delay` ms more: the islands arrive after the page has
 * hydrated, one after another, as on a slow phone. Reports what is still on its way.
 */
async function holdLateScripts(page: Page, delay: number) {
  const state = { starts: new Set<string>(), release: () => {}, released: Promise.resolve(), pending: 0, lastRequest: 0 };
  await page.route('**/assets/*.js', async (route) => {
    if (state.starts.has(new URL(route.request().url()).pathname)) return route.continue();
    state.pending++;
    state.lastRequest = Date.now();
    try {
      await Promise.all([state.released, new Promise((resolve) => setTimeout(resolve, delay))]);
      await route.continue();
    } finally {
      state.pending--;
      state.lastRequest = Date.now();
    }
  });
  return {
    /** Holds the late scripts of `path` from now on. */
    async hold(path: string) {
      state.starts = startScripts(await (await page.request.get(path)).text());
      state.released = new Promise<void>((resolve) => (state.release = resolve));
    },
    release: () => state.release(),
    /** Nothing on its way, and nothing asked for, for a moment. */
    quiet: () => state.pending === 0 && Date.now() - state.lastRequest > 150,
  };
}

/**
 * Scrolls down the page, a frame a step, each step a screen and most of the margin within which an
 * island that waits to be near the screen loads (lib/scheduling's 400 px), so each of them loads.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight + 600) {
      await frame();
      window.scrollTo(0, y);
    }
    await frame();
  });
}

/** A 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The templates, in a few groups, a test each. */
const GROUPS: [string, (template: string) => boolean][] = [
  ['journeys', (t) => /^(Itinerar|Compare|MyJourneys|Today|Trip)/.test(t)],
  ['places', (t) => /^(Home|Destination|Country|Gallery|WhyUs)/.test(t)],
  ['facts and help', (t) => /^(Essentials|Help|Facts|Search|NotFound)/.test(t)],
  ['forms', (t) => /^(Booking|Contact|Payment|Desk)/.test(t)],
];

/**
 * Opens each of `paths` in `page` with the islands' code held until the page is hydrated (then each
 * script 50 ms late), scrolls down it and waits until every island's code has run; says which
 * pre-rendered controls left the page meanwhile, by page.
 */
async function startEach(page: Page, paths: readonly string[]): Promise<string[]> {
  const late = await holdLateScripts(page, 50);
  // Photos are beside the point here, and the stand-in draws each size on its first request.
  await page.route(`http://localhost:${process.env.IMAGE_PORT || 4175}/**`, (route) => route.fulfill({ contentType: 'image/gif', body: PIXEL }));
  await page.addInitScript(watchControls);
  const vanished: string[] = [];
  for (const path of paths) {
    await late.hold(path);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    late.release();
    await page.locator(INTERACTIVE_SELECTOR).waitFor({ state: 'attached' });
    await scrollThrough(page);
    // Until every island's code has come and run (those waiting for a tap aside).
    await expect.poll(() => page.evaluate(islandsStillToRun, { media: (page.viewportSize()?.width ?? 0) >= 1024 }), { message: `${path}: islands whose code has not run`, intervals: [50] }).toEqual([]);
    await expect.poll(() => late.quiet(), { message: `${path}: scripts still on their way`, intervals: [50] }).toBe(true);
    const watch = await page.evaluate(() => (window as unknown as { rasaWatch: Watch }).rasaWatch);
    expect(watch.controls, `${path}: pre-rendered controls watched`).toBeGreaterThan(0);
    vanished.push(...watch.vanished.map((c) => `${path}: ${c.kind} "${c.name}" in ${c.where}, gone at ${c.at} ms`));
  }
  return vanished;
}

test.describe('no control leaves the page while it starts', () => {
  // A phone, as most visitors (and the code of every island there is but the large screen's menus).
  test.use({ viewport: { width: 390, height: 844 } });

  test('every template is in a group', () => {
    expect(TEMPLATES.filter((t) => !GROUPS.some(([, has]) => has(t)))).toEqual([]);
  });

  for (const [group, has] of GROUPS) {
    test(`${group}: every island of every page, its code arriving late`, async ({ page }) => {
      const paths = TEMPLATES.filter(has).flatMap(pagesOf);
      test.setTimeout(20_000 * paths.length);
      expect(await startEach(page, paths), 'pre-rendered controls that left the page while it started').toEqual([]);
    });
  }

  test('on a large screen, where the static menu bar gives way to the dropdown menus', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(await startEach(page, ['/']), 'pre-rendered controls that left the page while it started').toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("'Ask about this day' for day 1, in view, is there at every frame of start-up with each late script 4 s late, and opens its dialog", async ({ page }) => {
    test.setTimeout(90_000);
    const path = '/itinerary/golden-triangle';
    const starts = startScripts(await (await page.request.get(path)).text());
    await page.route('**/assets/*.js', async (route) => {
      if (!starts.has(new URL(route.request().url()).pathname)) await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue();
    });
    // From the parsed HTML on, before any script of the page: at every frame, whether day 1's
    // button is there (in the document and shown).
    await page.addInitScript(() => {
      // The spans of frames without it: [from, to] in ms since the page opened.
      const log = { frames: 0, missing: [] as [number, number][], stop: false };
      Object.assign(window, { rasaAskLog: log });
      const ask = () => [...document.querySelectorAll('button[aria-label]')].find((b) => /^Ask about this day: day 1(,|$)/.test(b.getAttribute('aria-label')!));
      let wasThere = true;
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const frame = () => {
          if (log.stop) return;
          log.frames++;
          const now = Math.round(performance.now());
          const there = !!ask()?.checkVisibility();
          if (!there && wasThere) log.missing.push([now, now]);
          if (!there) log.missing.at(-1)![1] = now;
          wasThere = there;
          requestAnimationFrame(frame);
        };
        frame();
      });
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const ask = page.getByRole('button', { name: /^Ask about this day: day 1(,|$)/ });
    // In view as the page starts (its code loads as it nears the screen).
    await ask.scrollIntoViewIfNeeded();
    await expect(ask).toBeInViewport();
    await page.locator(INTERACTIVE_SELECTOR).waitFor({ state: 'attached', timeout: 30_000 });
    // Until its own code has run: its island (the innermost around it) is ready.
    await expect(ask.locator('xpath=ancestor::rasa-island[1]')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
    const log = await page.evaluate(() => {
      const kept = (window as unknown as { rasaAskLog: { frames: number; missing: [number, number][]; stop: boolean } }).rasaAskLog;
      kept.stop = true;
      return kept;
    });
    expect(log.frames, 'frames watched').toBeGreaterThan(100);
    expect(log.missing, 'spans of frames without the button (ms since the page opened)').toEqual([]);
    await ask.click();
    const dialog = page.getByRole('dialog');
    // The dialog's code comes in a chain of late scripts, each 4 s late.
    await expect(dialog.getByRole('heading', { name: /^Ask about Day 1\b/ })).toBeVisible({ timeout: 45_000 });
    await expect(dialog.getByLabel(/^Your question/)).toBeVisible();
  });
});
