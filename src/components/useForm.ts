/**
 * One form's state and its submit, for every form of the site. It holds the values and the fields
 * marked invalid; on submit it checks the values (marking the fields, moving focus to the first
 * and saying why in a toast), hands them to `submit`, shows the toast `submit` answers with, and
 * empties the form when `submit` says so. A change to a field clears its mark.
 *
 * With `draft` (a sessionStorage key, named in the storage feature's keys.ts), what is typed is
 * kept until the form is sent (an update or an accidental reload loses nothing); never card data.
 *
 * The form is pre-rendered, so a visitor on a slow phone may type, paste or autofill before the
 * app has started: whatever the controls hold then is adopted (formatted as if typed). Its method
 * is "dialog", so a submit before start-up never navigates; the page template's script holds it
 * (data-held) and it is carried out here once the app has started.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { Invalid } from '../lib/validation';
import { notify, type Notice } from './toaster';

export interface Outcome {
  notice: Notice;
  /** Empty the form (it was sent, or is safely queued). */
  reset: boolean;
}

export interface FormOptions<T extends object> {
  /** Prefix of the fields' ids ('booking' -> 'booking-email'). */
  id: string;
  initial: T;
  /** The sessionStorage key to keep what is typed under until the form is sent. */
  draft?: string;
  validate: (values: T) => Invalid<keyof T & string> | undefined;
  submit: (values: T) => Promise<Outcome>;
  /** A toast shown while `submit` runs. */
  pending?: Notice;
  /** How a field's text is kept as it is typed (a card number grouped in fours). */
  formats?: Formats<T>;
}

export type Formats<T> = { readonly [K in keyof T]?: (typed: string) => string };

export interface FormState<T extends object> {
  values: T;
  /** Sets one field and clears its invalid mark. */
  set: <K extends keyof T>(name: K, value: T[K]) => void;
  /** Changes several fields at once. */
  update: (change: (values: T) => T) => void;
  fieldId: (name: keyof T & string) => string;
  isInvalid: (name: keyof T & string) => boolean;
  busy: boolean;
  /**
   * For the <form> element: its id (how the hook finds it), the submit handler, no native checks,
   * and the "dialog" method, which makes a native submit (before start-up) a no-op.
   */
  formProps: { id: string; onSubmit: (event: FormEvent) => Promise<void>; noValidate: true; method: 'dialog' };
}

/** Set on a form by the page template's script when it was submitted before the app started. */
export const HELD_ATTRIBUTE = 'data-held';

/** Said when a submit fails in a way no form expects (a bug, not the network or storage). */
export const UNEXPECTED_FAILURE: Notice = {
  title: 'Something Went Wrong',
  description: 'Nothing was sent. What you typed is still here; please try again.',
  status: 'error',
};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(node: unknown): node is Control {
  return node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement;
}

/** What a control (or a group of radios or checkboxes of one name) holds if the visitor changed it, else undefined. */
function changedValue(named: Element | RadioNodeList, current: unknown): string | boolean | string[] | undefined {
  if (!isControl(named)) {
    // Several controls of one name: radios (one value) or checkboxes (a list).
    const inputs = [...(named as RadioNodeList)].filter((n): n is HTMLInputElement => n instanceof HTMLInputElement);
    const values = (pick: (i: HTMLInputElement) => boolean) => inputs.filter(pick).map((i) => i.value);
    const now = values((i) => i.checked);
    const before = values((i) => i.defaultChecked);
    if (now.join('\n') === before.join('\n')) return undefined;
    return Array.isArray(current) ? now : now[0];
  }
  if (named instanceof HTMLInputElement && (named.type === 'checkbox' || named.type === 'radio')) {
    if (named.checked === named.defaultChecked) return undefined;
    if (typeof current === 'boolean') return named.checked;
    if (Array.isArray(current)) return named.checked ? [named.value] : [];
    return named.checked ? named.value : undefined;
  }
  if (named instanceof HTMLSelectElement) {
    const rendered = [...named.options].find((o) => o.defaultSelected) ?? named.options[0];
    return named.value !== (rendered?.value ?? '') ? named.value : undefined;
  }
  return named.value !== named.defaultValue ? named.value : undefined;
}

/**
 * What the visitor put into the form's named controls before the app started (typed, pasted,
 * autofilled, chosen or ticked): every field whose control no longer holds what the page was
 * rendered with, formatted as typing it would have been.
 */
export function typedBeforeStart<T extends object>(form: HTMLFormElement, state: T, formats?: Formats<T>): Partial<T> {
  const typed: Record<string, unknown> = {};
  for (const [name, current] of Object.entries(state)) {
    const named = form.elements.namedItem(name);
    if (!named) continue;
    const value = changedValue(named, current);
    if (value === undefined) continue;
    const format = formats?.[name as keyof T];
    typed[name] = format && typeof value === 'string' ? format(value) : value;
  }
  return typed as Partial<T>;
}

function readDraft<T extends object>(key: string, initial: T): T {
  try {
    const saved = sessionStorage.getItem(key);
    return saved ? { ...initial, ...(JSON.parse(saved) as T) } : initial;
  } catch {
    // Unavailable or unreadable: start from the initial values.
    return initial;
  }
}

function writeDraft<T extends object>(key: string, values: T, initial: T): void {
  try {
    if (JSON.stringify(values) === JSON.stringify(initial)) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // A draft is a convenience: without storage the form still works.
  }
}

export function useForm<T extends object>({ id, initial, draft, validate, submit, pending, formats }: FormOptions<T>): FormState<T> {
  const [values, setValues] = useState<T>(initial);
  const [invalid, setInvalid] = useState<ReadonlySet<keyof T>>(new Set());
  const [busy, setBusy] = useState(false);
  // Read by the submit itself: two submits in one task (a held one and another) both see the
  // `busy` of the render before, and the message would go twice.
  const submitting = useRef(false);
  const [held, setHeld] = useState(false);
  const adopted = useRef(false);
  // The form's toast: each notice of the form replaces the last (one toast shows at a time).
  const notice = useRef<string>(undefined);
  const say = (next: Notice) => (notice.current = notify(next, notice.current));
  const formId = `${id}-form`;

  // Once hydrated (the first render matches the pre-rendered page), before the browser paints or
  // handles more input: the draft, then what the controls hold, then a submit held until now.
  useLayoutEffect(() => {
    const restored = draft ? readDraft(draft, initial) : initial;
    const form = document.getElementById(formId);
    const typed = form instanceof HTMLFormElement ? typedBeforeStart(form, restored, formats) : {};
    // Storage and the DOM are outside React: read once mounted, so hydration matches the page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (restored !== initial || Object.keys(typed).length) setValues({ ...restored, ...typed });
    if (form?.hasAttribute(HELD_ATTRIBUTE)) {
      form.removeAttribute(HELD_ATTRIBUTE);
      setHeld(true);
    }
    adopted.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [formId]);

  // Rendered with the adopted values by now: submit as the visitor asked before start-up.
  useEffect(() => {
    if (!held) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-off hand-over from the page template
    setHeld(false);
    (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
  }, [held, formId]);

  useEffect(() => {
    if (draft && adopted.current) writeDraft(draft, values, initial);
  }, [draft, values, initial]);

  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    const format = formats?.[name];
    setValues((v) => ({ ...v, [name]: format && typeof value === 'string' ? format(value) : value }));
    setInvalid((s) => (s.has(name) ? new Set([...s].filter((n) => n !== name)) : s));
  }, [formats]);

  const fieldId = useCallback((name: keyof T & string) => `${id}-${name}`, [id]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting.current) return;
    const problem = validate(values);
    if (problem) {
      setInvalid(new Set(problem.fields));
      say({ title: problem.title, description: problem.description, status: 'error' });
      if (problem.fields[0]) document.getElementById(fieldId(problem.fields[0]))?.focus();
      return;
    }
    setInvalid(new Set());
    submitting.current = true;
    setBusy(true);
    if (pending) say(pending);
    try {
      const outcome = await submit(values);
      say(outcome.notice);
      if (outcome.reset) setValues(initial);
    } catch (error) {
      // Every expected failure is an outcome; anything else still keeps the form and says so.
      console.error(error);
      say(UNEXPECTED_FAILURE);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  return { values, set, update: setValues, fieldId, isInvalid: (name) => invalid.has(name), busy, formProps: { id: formId, onSubmit, noValidate: true, method: 'dialog' } };
}
