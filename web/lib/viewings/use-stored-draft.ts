// Keeps what a person typed in a form for this tab (sessionStorage): a failed send, a trip to sign in or to
// verify, or Back and forward again give the text back instead of an empty form.
import { useEffect, useState } from 'react';

function read<T>(key: string, initial: T): T {
  try {
    const stored = window.sessionStorage.getItem(key);
    return stored ? { ...initial, ...(JSON.parse(stored) as Partial<T>) } : initial;
  } catch {
    return initial; // private mode or a broken entry: start empty
  }
}

export function useStoredDraft<T extends object>(key: string, initial: T) {
  const [draft, setDraft] = useState<T>(() => read(key, initial));
  useEffect(() => {
    try {
      window.sessionStorage.setItem(key, JSON.stringify(draft));
    } catch {
      /* storage full or blocked: the form still works, only without the copy */
    }
  }, [key, draft]);
  /** After a successful send: nothing left to keep. */
  const clear = () => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      /* nothing to clear */
    }
  };
  return [draft, setDraft, clear] as const;
}
