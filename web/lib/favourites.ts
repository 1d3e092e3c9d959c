// The favourite hearts. A visitor's are kept in this browser (they survive a reload and stay in step across
// tabs); once someone signs in, favourites-account.ts (loaded lazily) merges them into the account and the
// hearts read and write the account's saved homes instead.
import { useCallback } from 'react';
import { useBrowserStore } from '../boot/hydration';

export const FAVOURITES_STORAGE_KEY = 'salone:favourites';
const MAX_FAVOURITES = 500;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved ids; anything unreadable counts as none. */
export function readFavourites(store: Store | null = storage()): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(FAVOURITES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The list after toggling `id`: newest first, capped so the stored value cannot grow without end. */
export function toggledFavourites(current: readonly string[], id: string): string[] {
  return current.includes(id) ? current.filter((x) => x !== id) : [id, ...current].slice(0, MAX_FAVOURITES);
}

const listeners = new Set<() => void>();
let snapshot: string[] | null = null;

function getSnapshot(): string[] {
  if (snapshot === null) {
    const ids = readFavourites();
    // No hearts is the server's own value (NONE): a hydrated page then has nothing to draw again.
    snapshot = ids.length > 0 ? ids : EMPTY;
  }
  return snapshot;
}

const EMPTY: string[] = [];
// The server cannot know this browser's hearts: a server-rendered page starts with none and shows them once hydrated.
const NONE = () => EMPTY;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    // Another tab's browser hearts mean nothing while these are the account's.
    if (e.key !== FAVOURITES_STORAGE_KEY || account) return;
    snapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A signed-in person's hearts go to the account (favourites-account.ts, a lazy chunk, sets this). */
export type AccountWrite = (id: string, saving: boolean) => void;
let account: AccountWrite | null = null;

/** Shows `ids` on every heart (the account's, or a put-back after a refused write). */
export function publishFavourites(ids: string[]): void {
  snapshot = ids;
  listeners.forEach((l) => l());
}

/** Switches the hearts to the account (its ids), or back to this browser's (null). */
export function setFavouritesAccount(write: AccountWrite | null, ids?: string[]): void {
  account = write;
  publishFavourites(ids ?? readFavourites());
}

export const currentFavourites = getSnapshot;

export function toggleFavourite(id: string): boolean {
  const next = toggledFavourites(getSnapshot(), id);
  const saving = next.includes(id);
  if (account) account(id, saving);
  else {
    try {
      storage()?.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(next));
    } catch {
      /* storage full or blocked: the heart still works for this visit */
    }
  }
  publishFavourites(next);
  return saving;
}

/** True while the hearts are the signed-in account's. */
export const isAccountFavourites = () => account !== null;

const NOT_SAVED = () => false;

/**
 * Whether `id` is saved, and a toggle. A card renders again only when its own heart changes, not when another
 * card's does, nor after hydrating when it was not saved.
 */
export function useFavourite(id: string): [boolean, () => void] {
  const isSaved = useCallback(() => getSnapshot().includes(id), [id]);
  const saved = useBrowserStore(subscribe, isSaved, NOT_SAVED);
  const toggle = useCallback(() => void toggleFavourite(id), [id]);
  return [saved, toggle];
}

/** Every saved id, newest first (the /saved page). */
export function useFavouriteIds(): readonly string[] {
  return useBrowserStore(subscribe, getSnapshot, NONE);
}
