// The favourite hearts. A visitor's are kept in this browser (they survive a reload and stay in step across
// tabs); once someone signs in, favourites-account.ts (loaded lazily) merges them into the account and the
// hearts read and write the account's saved homes instead.
import { useCallback, useSyncExternalStore } from 'react';

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
  snapshot ??= readFavourites();
  return snapshot;
}

const EMPTY: string[] = [];

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

/** Where a signed-in person's hearts go: the account (set by favourites-account.ts). */
export interface AccountFavourites {
  save(id: string): Promise<unknown>;
  unsave(id: string): Promise<unknown>;
  /** The write failed: the heart has been put back; tell the person. */
  onError(error: unknown, saving: boolean): void;
}

let account: AccountFavourites | null = null;

function publish(next: string[]) {
  snapshot = next;
  listeners.forEach((l) => l());
}

/** Switches the hearts to the account (ids from the server), or back to this browser (null). */
export function setFavouritesAccount(backend: AccountFavourites | null, ids: string[] = []): void {
  account = backend;
  publish(backend ? ids : readFavourites());
}

export function toggleFavourite(id: string): boolean {
  const next = toggledFavourites(getSnapshot(), id);
  const saving = next.includes(id);
  if (account) {
    // Shown at once; put back if the account refuses (offline, or the listing went off the market).
    const backend = account;
    publish(next);
    void (saving ? backend.save(id) : backend.unsave(id)).catch((error: unknown) => {
      if (account !== backend) return;
      publish(toggledFavourites(getSnapshot(), id));
      backend.onError(error, saving);
    });
    return saving;
  }
  try {
    storage()?.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* storage full or blocked: the heart still works for this visit */
  }
  publish(next);
  return saving;
}

/** Forgets this browser's hearts (they were merged into the account). */
export function clearBrowserFavourites(): void {
  try {
    storage()?.setItem(FAVOURITES_STORAGE_KEY, '[]');
  } catch {
    /* nothing kept to clear */
  }
}

/** True while the hearts are the signed-in account's. */
export const isAccountFavourites = () => account !== null;

export function useFavourite(id: string): [boolean, () => void] {
  const ids = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
  const toggle = useCallback(() => void toggleFavourite(id), [id]);
  return [ids.includes(id), toggle];
}

/** Every saved id, newest first (the /saved page). */
export function useFavouriteIds(): readonly string[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
}
