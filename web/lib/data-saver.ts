// The "Data saver" switch (issue 17): small photos only, no photo of the detail gallery after the first until
// tapped, and the map only on tap. On by default when the browser asks to save data (Save-Data, as the
// browser's setting or as the request header the server saw) or the connection is 2G/3G; the person's own
// choice, once made, is kept in this browser.
import { useBrowserStore } from '../boot/hydration';

export const DATA_SAVER_STORAGE_KEY = 'salone:data-saver';
const SLOW = ['slow-2g', '2g', '3g'];

interface ConnectionInfo { saveData?: boolean; effectiveType?: string }
type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** What the browser says about the connection: Save-Data, or a 2G/3G effective type. */
export function browserWantsDataSaver(connection: ConnectionInfo | undefined): boolean {
  return Boolean(connection?.saveData) || SLOW.includes(connection?.effectiveType ?? '');
}

/** The stored choice ('on' / 'off'), or the browser's hint (or the request's, `requested`) when none was made. */
export function readDataSaver(store: Store | null, connection: ConnectionInfo | undefined, requested = false): boolean {
  let stored: string | null = null;
  try {
    stored = store?.getItem(DATA_SAVER_STORAGE_KEY) ?? null;
  } catch {
    /* storage blocked: the browser's hint decides */
  }
  if (stored === 'on') return true;
  if (stored === 'off') return false;
  return requested || browserWantsDataSaver(connection);
}

const connection = () => (typeof navigator === 'undefined' ? undefined : (navigator as { connection?: ConnectionInfo }).connection);
const storage = (): Store | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

// The request's Save-Data header: the server draws its page with it and marks the page's <html> so
// (server/web-app.ts). A header sent without the browser's setting (a proxy, an extension) shows only there.
let serverHint = false;
const pageHint = () => typeof document !== 'undefined' && document.documentElement.dataset.saveData === 'on';

/** The server's render of one request (web/boot/entry-server.tsx): that request's Save-Data header. */
export function setDataSaverHintForServerRender(saveData: boolean): void {
  serverHint = saveData;
}

/** Whether the server drew its page with data saver on: what hydration must match. */
export function dataSaverInServerHtml(): boolean {
  return typeof document === 'undefined' ? serverHint : pageHint();
}

let current: boolean | null = null;
const listeners = new Set<() => void>();
const getSnapshot = () => (current ??= readDataSaver(storage(), connection(), pageHint()));
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


/**
 * Whether data saver is on. The server knows only the request's Save-Data header (the choice is kept in this
 * browser), so its HTML is drawn from that and a page it drew is hydrated that way too: the switch and the
 * photos follow the person's choice right after. With
 * React's own store hook, Preact hydrated the browser's value into the server's markup: the footer's switch
 * showed off while it was on, and the first photo was thrown away and fetched again in its small size.
 */
export function useDataSaver(): boolean {
  return useBrowserStore(subscribe, getSnapshot, dataSaverInServerHtml);
}
