// When the connection is gone, the service worker (web/public/sw.js) answers with the copy it kept: a page
// carries <meta name="saved-copy" content="ISO time"> and a read the header X-Saved-At. The page then says it
// shows a saved copy, and from when, until a fresh answer comes. Pieces kept at different times (the page, then
// its reads a minute later) are dated by the oldest: the screen is at least that old.
import { useBrowserStore } from '../boot/hydration';

export const SAVED_AT_HEADER = 'x-saved-at';

let savedAt: string | null = null;
let pageChecked = false;
const listeners = new Set<() => void>();

function set(next: string | null): void {
  if (next === savedAt) return;
  savedAt = next;
  listeners.forEach((listener) => listener());
}

const readable = (iso: string | null | undefined): iso is string => Boolean(iso) && !Number.isNaN(Date.parse(iso!));
const older = (a: string | null, b: string): string => (a !== null && Date.parse(a) <= Date.parse(b) ? a : b);

/** A GET answer: from the kept copy (it has the header) or fresh (it has not, and ends the notice). */
export function noteAnswer(response: Pick<Response, 'headers' | 'ok'>): void {
  if (!response.ok) return;
  const kept = response.headers.get(SAVED_AT_HEADER);
  set(readable(kept) ? older(savedAt, kept) : null);
}

/** When the copy on screen was kept (ISO), or null while the page shows fresh answers. */
export function savedCopyAt(): string | null {
  if (!pageChecked && typeof document !== 'undefined') {
    pageChecked = true;
    const kept = document.querySelector('meta[name="saved-copy"]')?.getAttribute('content');
    if (readable(kept)) savedAt = older(savedAt, kept);
  }
  return savedAt;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const SERVER_VALUE = () => null;

/** "10:42": the hour and minute, on this device's clock, that a copy was kept. */
export function savedCopyTime(iso: string): string {
  const at = new Date(iso);
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/** savedCopyAt(), kept up to date on screen. */
export function useSavedCopyAt(): string | null {
  return useBrowserStore(subscribe, savedCopyAt, SERVER_VALUE);
}
