// The builder's autosave decisions, pure so they are unit-tested: when there is something worth saving,
// whether to create or update the server draft, how long to wait before trying again, and the local copy
// kept on the device (offline, reload, "Back to Options").
import type { ListingFormValues } from '../listing-form-values';

/** Typing pauses this long before the server draft is saved. */
export const AUTOSAVE_DEBOUNCE_MS = 1500;
const RETRY_DELAYS_MS = [2000, 5000, 10_000, 30_000];
const LOCAL_COPY_VERSION = 1;

/** An uploaded file as the local copy remembers it: enough to show it again and send its id. */
export interface SavedMediaRef {
  id: string;
  kind: 'image' | 'video';
  name: string;
  status: 'pending' | 'approved' | 'flagged' | 'rejected';
}

export interface LocalCopy {
  version: typeof LOCAL_COPY_VERSION;
  values: ListingFormValues;
  media: SavedMediaRef[];
  /** The server draft these values belong to, once created. */
  draftId: string | null;
  /** The builder session's draft key (draft-session.ts), sent with the create; absent in copies made before keys. */
  draftKey?: string;
  /** The listing version the copy was made from (edit page): an older copy is not restored over newer data. */
  baseUpdatedAt: string | null;
  savedAt: string;
}

/** A draft is created on the first input a person would miss: words in a text field, or a photo. */
export function isMeaningful(values: Pick<ListingFormValues, 'title' | 'description' | 'address'>, mediaCount: number): boolean {
  return [values.title, values.description, values.address].some((text) => typeof text === 'string' && text.trim() !== '') || mediaCount > 0;
}

export type ServerSave = 'none' | 'create' | 'update';

/** Server drafts are for new listings and drafts; a submitted or live listing changes only on its buttons. */
export function serverSaveFor(options: { serverDrafts: boolean; draftId: string | null; meaningful: boolean }): ServerSave {
  if (!options.serverDrafts) return 'none';
  if (options.draftId) return 'update';
  return options.meaningful ? 'create' : 'none';
}

export function retryDelay(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
}

export function localCopyKey(userId: string, listingId: string | null): string {
  return `salone:listing-draft:${userId}:${listingId ?? 'new'}`;
}

export function writeLocalCopy(storage: Pick<Storage, 'setItem'>, key: string, copy: Omit<LocalCopy, 'version' | 'savedAt'>, now = new Date()): void {
  try {
    storage.setItem(key, JSON.stringify({ ...copy, version: LOCAL_COPY_VERSION, savedAt: now.toISOString() } satisfies LocalCopy));
  } catch {
    // A full or blocked storage must not break typing; the server draft still saves.
  }
}

/** The local copy, or null when there is none, it is unreadable, or it was made from an older listing version. */
export function readLocalCopy(storage: Pick<Storage, 'getItem'>, key: string, baseUpdatedAt: string | null = null): LocalCopy | null {
  let copy: LocalCopy;
  try {
    const text = storage.getItem(key);
    if (!text) return null;
    copy = JSON.parse(text) as LocalCopy;
  } catch {
    return null;
  }
  if (copy?.version !== LOCAL_COPY_VERSION || typeof copy.values !== 'object' || !Array.isArray(copy.media)) return null;
  if (baseUpdatedAt && copy.baseUpdatedAt !== baseUpdatedAt) return null;
  return copy;
}

/** Records the server draft in the local copy, leaving its values as they are. */
export function rememberDraftId(storage: Pick<Storage, 'getItem' | 'setItem'>, key: string, draftId: string): void {
  const copy = readLocalCopy(storage, key);
  if (!copy || copy.draftId) return;
  try {
    storage.setItem(key, JSON.stringify({ ...copy, draftId } satisfies LocalCopy));
  } catch {
    // As in writeLocalCopy: the server draft is saved either way.
  }
}

export function clearLocalCopy(storage: Pick<Storage, 'removeItem'>, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    /* nothing to clear */
  }
}

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'invalid' | 'local';

/** The quiet status line under the form. */
export function autosaveLabel(status: AutosaveStatus): string {
  switch (status) {
    case 'saving': return 'Saving…';
    case 'saved': return 'Saved';
    case 'retrying': return 'Not saved — will retry';
    case 'invalid': return 'Not saved — check the fields marked above';
    case 'local': return 'Kept on this device';
    default: return '';
  }
}
