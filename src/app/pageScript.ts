/**
 * The page template's one inline script (index.html's <!--page-script-->, written in minified by
 * vite.config.ts; the CSP allows it by its hash). It runs before the body is parsed, so nothing a
 * visitor does while the page starts is lost. It imports nothing: it is inlined on its own, so the
 * names it shares with the app are written here again (tests/unit/page-script.test.ts holds them
 * together).
 *
 * 1. Until the app has started, a submit of one of its forms (method="dialog", so a native submit
 *    never navigates or puts a field in the URL) is held: the form shows that it is on its way
 *    (data-held), the app sends it once started (components/useForm.ts), and after 15 s without
 *    the app the form says so instead. Once started, the app prevents every submit it handles.
 * 2. A tap (a click, or Enter or Space on a control) or a pick in a select, on a control whose
 *    code has not run yet, is held: the page before it is hydrated, and each island before its
 *    code has run, is a region that is not ready (lib/pageRoot.ts). The control says it waits
 *    (aria-busy, data-held-tap, and a note read out), an island that waits is asked to load now,
 *    and the tap is carried out once the app marks the region ready (lib/readiness.ts): on the
 *    same control, or on the one at the same place with the same text when the part replaced a
 *    placeholder. The script holds and replays, so the app's first load carries none of it.
 *    A disclosure's summary is a control too: what it opens may be drawn by the code (a fact's
 *    sources' words). Links, native submits and the forms' own fields work before the app and are left alone. The
 *    app's replay of a tap reaches a ready region, so it is not held again (unless it is in an
 *    island inside that region that is still waiting: then it is held for that one).
 */

/** A held tap (kept in `window.rasaHeldTaps`, which the tests read). */
export interface HeldTap {
  region: Element;
  control: Element;
  type: 'click' | 'change';
  /** Where the control is in its region (child indexes), and what it is, to find it again. */
  path: number[];
  tag: string;
  text: string | null;
  /** Its aria-busy before the hold, to put back. */
  busy: string | null;
}

declare global {
  interface Window {
    rasaHeldTaps?: HeldTap[];
  }
}

const HELD_FORM = 'data-held';
const PENDING = 'rasa-island:not([data-ready]),#root:not([data-hydrated])';
const CONTROL = 'button,summary,[role=button],[role=checkbox],[role=switch],[role=tab],[role=menuitem],[role=option],[role=combobox],input[type=checkbox],input[type=radio]';

type HeldForm = HTMLFormElement & { heldTimer?: ReturnType<typeof setTimeout> };
const isDialogForm = (form: HTMLFormElement | null | undefined): form is HeldForm => form?.getAttribute('method') === 'dialog';

addEventListener('submit', (event) => {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !isDialogForm(form)) return;
  form.setAttribute(HELD_FORM, '');
  clearTimeout(form.heldTimer);
  form.heldTimer = setTimeout(() => {
    if (form.hasAttribute(HELD_FORM)) form.setAttribute(HELD_FORM, 'stalled');
  }, 15000);
});

const held: HeldTap[] = (window.rasaHeldTaps = []);

function hold(control: Element, type: HeldTap['type']): boolean {
  const region = control.closest(PENDING);
  if (!region) return false;
  if (held.some((h) => h.control === control && h.type === type)) return true;
  const path: number[] = [];
  for (let el: Element | null = control; el && el !== region && el.parentElement; el = el.parentElement) path.unshift([...el.parentElement.children].indexOf(el));
  held.push({ region, control, type, path, tag: control.tagName, text: control.textContent, busy: control.getAttribute('aria-busy') });
  control.setAttribute('aria-busy', 'true');
  control.setAttribute('data-held-tap', '');
  // It bubbles: an island inside one that waits needs that one's code first.
  region.dispatchEvent(new Event('rasa:wanted', { bubbles: true }));
  let note = document.getElementById('held-tap-status');
  if (!note) {
    note = document.createElement('div');
    note.id = 'held-tap-status';
    note.setAttribute('role', 'status');
    document.body.append(note);
  }
  const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 80);
  note.textContent = `One moment: ${name ? `“${name}”` : 'your choice'} will go through as soon as this part of the page is ready.`;
  return true;
}

addEventListener(
  'click',
  (event) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!control) return;
    // A form's ticks and radios are its fields, which it takes up when its code arrives.
    const form = (control as HTMLButtonElement).form;
    if (form && ((control as HTMLButtonElement).type === 'submit' || control instanceof HTMLInputElement)) return;
    if (hold(control, 'click')) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  },
  true,
);

addEventListener(
  'change',
  (event) => {
    const control = event.target;
    if (!(control instanceof HTMLSelectElement) || control.form) return;
    if (hold(control, 'change')) event.stopImmediatePropagation();
  },
  true,
);

function find(region: Element, tap: HeldTap): Element | undefined {
  if (tap.control.isConnected) return tap.control;
  let el: Element | undefined = region;
  for (const index of tap.path) el = el?.children[index];
  return el && el.tagName === tap.tag && el.textContent === tap.text ? el : undefined;
}

/** Carries out the taps held in `region`, after this task (the part's handlers are set by then). */
function replay(region: Element): void {
  const taps = held.filter((tap) => tap.region === region);
  if (!taps.length) return;
  held.splice(0, held.length, ...held.filter((tap) => tap.region !== region));
  setTimeout(() => {
    for (const tap of taps) {
      if (tap.busy === null) tap.control.removeAttribute('aria-busy');
      else tap.control.setAttribute('aria-busy', tap.busy);
      tap.control.removeAttribute('data-held-tap');
      const control = find(region, tap);
      // Gone with a part that failed to load: its failure notice says so.
      if (!control) continue;
      if (tap.type === 'click') (control as HTMLElement).click();
      else control.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (!held.length) document.getElementById('held-tap-status')?.replaceChildren();
  });
}

// The app marks a region ready (#root data-hydrated, an island data-ready): its held taps go now.
new MutationObserver((records) => {
  for (const record of records) if (record.target instanceof Element && record.target.hasAttribute(record.attributeName!)) replay(record.target);
}).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated', 'data-ready'], subtree: true });
