/**
 * Form state that survives a reload (an update, an accidental refresh): kept in sessionStorage
 * while the visitor types, cleared when the form is sent or reset.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useDraft<T>(key: string, initial: T): [T, (next: T | ((prev: T) => T)) => void, () => void] {
  const [value, setValue] = useState<T>(initial);
  const restored = useRef(false);
  const storageKey = `rasa.draft.${key}`;

  // Restore after hydration, so the first render matches the pre-rendered page.
  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(storageKey);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read after hydration
      if (saved) setValue({ ...initial, ...(JSON.parse(saved) as T) });
    } catch {
      // Unavailable or unreadable: start empty.
    }
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

  return [value, setValue, clear];
}
