// The "Data saver" switch (issue 17): small photos only, no photo of the detail gallery after the first until
// tapped, and the map only on tap. On by default when the browser asks to save data (Save-Data) or the
// connection is 2G/3G; the person's own choice, once made, is kept in this browser.
import { useSyncExternalStore } from 'react';

export const DATA_SAVER_STORAGE_KEY = 'salone:data-saver';
const SLOW = ['slow-2g', '2g', '3g'];

interface ConnectionInfo { saveData?: boolean; effectiveType?: string }
type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** What the browser says about the connection: Save-Data, or a 2G/3G effective type. */
export function browserWantsDataSaver(connection: ConnectionInfo | undefined): boolean {
  return Boolean(connection?.saveData) || SLOW.includes(connection?.effectiveType ?? '');
}

/** The stored choice ('on' / 'off'), or the browser's hint when none was made. */
export function readDataSaver(store: Store | null, connection: ConnectionInfo | undefined): boolean {
  let stored: string | null = null;
  try {
    stored = store?.getItem(DATA_SAVER_STORAGE_KEY) ?? null;
  } catch {
    /* storage blocked: the browser's hint decides */
  }
  if (stored === 'on') return true;
  if (stored === 'off') return false;
  return browserWantsDataSaver(connection);
}

const connection = () => (typeof navigator === 'undefined' ? undefined : (navigator as { connection?: ConnectionInfo }).connection);
const storage = (): Store | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

let current: boolean | null = null;
const listeners = new Set<() => void>();
const getSnapshot = () => (current ??= readDataSaver(storage(), connection()));
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setDataSaver(on: boolean): void {
  current = on;
  try {
    storage()?.setItem(DATA_SAVER_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    /* kept for this visit only */
  }
  listeners.forEach((l) => l());
}

/** Whether data saver is on; the server-rendered page assumes off (full photos) until the app takes over. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
