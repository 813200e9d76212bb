/**
 * Form state that survives a reload (an update, an accidental refresh): kept in sessionStorage
 * while the visitor types, cleared when the form is sent or reset. The form is pre-rendered, so a
 * visitor on a slow phone may type before it is hydrated: what they typed is adopted too.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

type Controls = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Text typed into the form's named controls before hydration, for fields still empty in state. */
export function typedBeforeHydration<T extends object>(form: HTMLFormElement, state: T): Partial<T> {
  const typed: Record<string, string> = {};
  for (const [name, current] of Object.entries(state)) {
    if (typeof current !== 'string' || current) continue;
    const control = form.elements.namedItem(name) as Controls | null;
    if (control && 'value' in control && control.type !== 'checkbox' && control.type !== 'radio' && control.value) typed[name] = control.value;
  }
  return typed as Partial<T>;
}

export function useDraft<T extends object>(
  key: string,
  initial: T,
): [T, (next: T | ((prev: T) => T)) => void, () => void, RefObject<HTMLFormElement | null>] {
  const [value, setValue] = useState<T>(initial);
  const restored = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const storageKey = `rasa.draft.${key}`;

  // Restore after hydration, so the first render matches the pre-rendered page.
  useEffect(() => {
    let draft = initial;
    try {
      const saved = sessionStorage.getItem(storageKey);
      if (saved) draft = { ...initial, ...(JSON.parse(saved) as T) };
    } catch {
      // Unavailable or unreadable: start from empty.
    }
    // Browser storage and the DOM are read after hydration, so the first render matches the server.
    const typed = formRef.current ? typedBeforeHydration(formRef.current, draft) : {};
    if (draft !== initial || Object.keys(typed).length) setValue({ ...draft, ...typed });
    restored.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restore once per form
  }, [storageKey]);

  useEffect(() => {
    if (!restored.current) return;
    try {
      if (JSON.stringify(value) === JSON.stringify(initial)) sessionStorage.removeItem(storageKey);
      else sessionStorage.setItem(storageKey, JSON.stringify(value));
    } catch {
      // Best effort.
    }
  }, [value, initial, storageKey]);

  const clear = useCallback(() => {
    setValue(initial);
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // Best effort.
    }
  }, [initial, storageKey]);

  return [value, setValue, clear, formRef];
}
