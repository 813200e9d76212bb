/**
 * One form's state and its submit, for every form of the site. It holds the values and the fields
 * marked invalid; on submit it checks the values (marking the fields, moving focus to the first
 * and saying why in a toast), hands them to `submit`, shows the toast `submit` answers with, and
 * empties the form when `submit` says so. A change to a field clears its mark.
 *
 * With `draft`, what is typed is kept in sessionStorage until the form is sent (an update or an
 * accidental reload loses nothing); never for card data. The form is pre-rendered, so a visitor
 * on a slow phone may type before the app has started: what the controls hold then is adopted.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Invalid } from '../lib/validation';
import { dismissToast, notify, type Notice } from './toaster';

export interface Outcome {
  notice: Notice;
  /** Empty the form (it was sent, or is safely queued). */
  reset: boolean;
}

export interface FormOptions<T extends object> {
  /** Prefix of the fields' ids ('booking' -> 'booking-email') and the draft's key. */
  id: string;
  initial: T;
  /** Keep what is typed in sessionStorage until the form is sent. */
  draft?: boolean;
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
  /** For the <form> element: its id (how the hook finds it), the submit handler, no native checks. */
  formProps: { id: string; onSubmit: (event: FormEvent) => Promise<void>; noValidate: true };
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Text typed into the form's named controls before the app started, for fields still empty. */
export function typedBeforeStart<T extends object>(form: HTMLFormElement, state: T): Partial<T> {
  const typed: Record<string, string> = {};
  for (const [name, current] of Object.entries(state)) {
    if (typeof current !== 'string' || current) continue;
    const control = form.elements.namedItem(name) as Control | null;
    if (control && 'value' in control && control.type !== 'checkbox' && control.type !== 'radio' && control.value) typed[name] = control.value;
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

export function useForm<T extends object>({ id, initial, draft = false, validate, submit, pending, formats }: FormOptions<T>): FormState<T> {
  const [values, setValues] = useState<T>(initial);
  const [invalid, setInvalid] = useState<ReadonlySet<keyof T>>(new Set());
  const [busy, setBusy] = useState(false);
  const adopted = useRef(false);
  const draftKey = `rasa.draft.${id}`;
  const formId = `${id}-form`;

  // After hydration (the first render matches the pre-rendered page): the draft, then what the
  // controls hold.
  useEffect(() => {
    const restored = draft ? readDraft(draftKey, initial) : initial;
    const form = document.getElementById(formId);
    const typed = form instanceof HTMLFormElement ? typedBeforeStart(form, restored) : {};
    // Storage and the DOM are outside React: read once mounted, so hydration matches the page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (restored !== initial || Object.keys(typed).length) setValues({ ...restored, ...typed });
    adopted.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [draftKey]);

  useEffect(() => {
    if (draft && adopted.current) writeDraft(draftKey, values, initial);
  }, [draft, draftKey, values, initial]);

  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    const format = formats?.[name];
    setValues((v) => ({ ...v, [name]: format && typeof value === 'string' ? format(value) : value }));
    setInvalid((s) => (s.has(name) ? new Set([...s].filter((n) => n !== name)) : s));
  }, [formats]);

  const fieldId = useCallback((name: keyof T & string) => `${id}-${name}`, [id]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validate(values);
    if (problem) {
      setInvalid(new Set(problem.fields));
      notify({ title: problem.title, description: problem.description, status: 'error' });
      if (problem.fields[0]) document.getElementById(fieldId(problem.fields[0]))?.focus();
      return;
    }
    setInvalid(new Set());
    setBusy(true);
    const waiting = pending && notify(pending);
    try {
      const outcome = await submit(values);
      if (waiting) dismissToast(waiting);
      notify(outcome.notice);
      if (outcome.reset) setValues(initial);
    } finally {
      setBusy(false);
    }
  }

  return { values, set, update: setValues, fieldId, isInvalid: (name) => invalid.has(name), busy, formProps: { id: formId, onSubmit, noValidate: true } };
}
