// @vitest-environment jsdom
/**
 * The page template's one inline script (src/app/pageScript.ts) and the app speak through a few
 * names: the held submit's attribute (useForm), the regions and their ready marks (lib/pageRoot),
 * the held taps the app carries out (lib/readiness). The script cannot import them, so this test
 * runs it and holds the two sides together.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_ATTRIBUTE } from '../../src/components/useForm';
import { HYDRATED_ATTRIBUTE, READY_ATTRIBUTE, REGION_ELEMENT, WANTED_EVENT } from '../../src/lib/pageRoot';
import { pageHydrated, regionReady } from '../../src/lib/readiness';

beforeAll(async () => {
  await import('../../src/app/pageScript');
});

beforeEach(() => {
  document.body.innerHTML = '';
  window.rasaHeldTaps?.splice(0);
});

afterEach(() => vi.useRealTimers());

/** A page with #root (not hydrated) holding an island with a button, a select and a link. */
function page() {
  document.body.innerHTML = `
    <div id="root" data-path="/">
      <button id="outside" type="button">Open menu</button>
      <${REGION_ELEMENT}>
        <div><button id="heart" type="button">Save Agra</button></div>
        <select id="currency"><option>USD</option><option>GBP</option></select>
        <a id="link" href="#x">A link</a>
        <form method="get"><input id="tick" type="checkbox" /><button id="go">Go</button></form>
      </${REGION_ELEMENT}>
    </div>`;
  const $ = (id: string) => document.getElementById(id)!;
  return { root: $('root'), region: document.querySelector(REGION_ELEMENT)!, heart: $('heart'), outside: $('outside'), currency: $('currency') as HTMLSelectElement, link: $('link'), tick: $('tick') as HTMLInputElement, go: $('go') };
}

/** Lets the script see the ready mark (a mutation record), then the replay's timer run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0)).then(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("the template's inline script", () => {
  it('uses the names the app marks regions with', () => {
    const source = readFileSync(join(process.cwd(), 'src/app/pageScript.ts'), 'utf8');
    expect(source).toContain(`'${REGION_ELEMENT}:not([${READY_ATTRIBUTE}]),#root:not([${HYDRATED_ATTRIBUTE}])'`);
    expect(source).toContain(`'${WANTED_EVENT}'`);
    expect(source).toContain(`attributeFilter: ['${HYDRATED_ATTRIBUTE}', '${READY_ATTRIBUTE}']`);
  });

  it('marks a form submitted before the app starts as held, then stalled after 15 s; other forms it leaves alone', () => {
    vi.useFakeTimers();
    const held = Object.assign(document.createElement('form'), { method: 'dialog' });
    const plain = document.createElement('form');
    document.body.append(held, plain);
    held.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    plain.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(held.getAttribute(HELD_ATTRIBUTE)).toBe('');
    expect(plain.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    vi.advanceTimersByTime(15_000);
    expect(held.getAttribute(HELD_ATTRIBUTE)).toBe('stalled');
  });

  it('holds a tap in an island whose code has not run, shows it waits, and the app carries it out once the island is ready', async () => {
    const { root, region, heart } = page();
    const clicks = vi.fn();
    root.addEventListener('click', clicks);
    const wanted = vi.fn();
    region.addEventListener(WANTED_EVENT, wanted);
    heart.click();
    expect(clicks).not.toHaveBeenCalled();
    expect(heart.getAttribute('aria-busy')).toBe('true');
    expect(heart.hasAttribute('data-held-tap')).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(document.getElementById('held-tap-status')?.textContent).toBe('One moment: “Save Agra” will go through as soon as this part of the page is ready.');
    // A second tap on the waiting control is not a second action.
    heart.click();
    expect(window.rasaHeldTaps).toHaveLength(1);

    pageHydrated();
    await settle();
    expect(clicks).not.toHaveBeenCalled();
    regionReady(region);
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks.mock.calls[0]![0].target).toBe(heart);
    expect(heart.hasAttribute('aria-busy')).toBe(false);
    expect(heart.hasAttribute('data-held-tap')).toBe(false);
    expect(document.getElementById('held-tap-status')?.textContent).toBe('');
  });

  it("holds a tap on a disclosure's summary in an island that waits, asks for its code, and carries it out once ready", async () => {
    document.body.innerHTML = `<div id="root" data-path="/" ${HYDRATED_ATTRIBUTE}><${REGION_ELEMENT} data-when="tap"><details><summary>Sources: Smartraveller</summary></details></${REGION_ELEMENT}></div>`;
    const region = document.querySelector(REGION_ELEMENT)!;
    const summary = document.querySelector('summary')!;
    const clicks = vi.fn();
    region.addEventListener('click', clicks);
    const wanted = vi.fn();
    region.addEventListener(WANTED_EVENT, wanted);
    summary.click();
    expect(clicks).not.toHaveBeenCalled();
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(summary.getAttribute('aria-busy')).toBe('true');
    regionReady(region);
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks.mock.calls[0]![0].target).toBe(summary);
  });

  it('holds a tap before the page is hydrated, and lets taps through once it is', async () => {
    const { root, outside } = page();
    const clicks = vi.fn();
    root.addEventListener('click', clicks);
    outside.click();
    expect(clicks).not.toHaveBeenCalled();
    pageHydrated();
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(root.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    outside.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('finds the control again when the part replaced it (a placeholder), by its place and text; else drops the tap', async () => {
    const { root, region, heart } = page();
    const clicks = vi.fn();
    root.addEventListener('click', clicks);
    heart.click();
    pageHydrated();
    // The part renders its own button at the same place.
    heart.replaceWith(Object.assign(document.createElement('button'), { id: 'real', type: 'button', textContent: 'Save Agra' }));
    regionReady(region);
    await settle();
    expect(clicks.mock.calls.map((c) => (c[0].target as Element).id)).toEqual(['real']);

    const again = page();
    again.heart.click();
    again.heart.replaceWith(Object.assign(document.createElement('button'), { type: 'button', textContent: 'Something else' }));
    pageHydrated();
    regionReady(again.region);
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('holds a pick in a select and gives it to the app as a change once ready', async () => {
    const { root, region, currency } = page();
    const changes = vi.fn();
    root.addEventListener('change', (event) => changes((event.target as HTMLSelectElement).value));
    currency.value = 'GBP';
    currency.dispatchEvent(new Event('change', { bubbles: true }));
    expect(changes).not.toHaveBeenCalled();
    expect(currency.getAttribute('aria-busy')).toBe('true');
    pageHydrated();
    regionReady(region);
    await settle();
    expect(changes).toHaveBeenCalledWith('GBP');
  });

  it("leaves links, a form's own fields and native submits alone", () => {
    const { root, link, tick, go } = page();
    const clicks = vi.fn();
    root.addEventListener('click', (event) => clicks((event.target as Element).id));
    root.addEventListener('submit', (event) => event.preventDefault());
    link.click();
    tick.click();
    go.click();
    expect(clicks.mock.calls.flat()).toEqual(['link', 'tick', 'go']);
    expect(tick.checked).toBe(true);
    expect(window.rasaHeldTaps).toHaveLength(0);
  });
});
