import type { Listing } from '../../../../common/api/listings';
import { isUuid } from '../../../../common/schemas/ids';
import type { LocalCopy } from './autosave-logic';

// One builder session makes one draft. "Back to Options" and back draws a new builder, whose saves would not
// know of a creation still on its way over a slow connection, so the creation is shared by every builder of
// the same local copy (its key) for as long as the page runs, until the listing is submitted.
const creations = new Map<string, Promise<Listing>>();

/** The session's draft, created by the first caller; `created` says whether this call created it. */
export async function draftOfSession(sessionKey: string, create: () => Promise<Listing>): Promise<{ draft: Listing; created: boolean }> {
  const known = creations.get(sessionKey);
  if (known) return { draft: await known, created: false };
  const creation = create();
  creations.set(sessionKey, creation);
  // A failed creation made nothing: the next save tries again.
  creation.catch(() => {
    if (creations.get(sessionKey) === creation) creations.delete(sessionKey);
  });
  return { draft: await creation, created: true };
}

/** The id of the session's draft once its creation (perhaps by an earlier builder) is done; null without one. */
export async function sessionDraftId(sessionKey: string): Promise<string | null> {
  try {
    return (await creations.get(sessionKey))?.id ?? null;
  } catch {
    return null;
  }
}

/** The listing left the builder (submitted): the next builder starts a new draft. */
export function endDraftSession(sessionKey: string): void {
  creations.delete(sessionKey);
}

/**
 * The session's draft key: the server makes one listing per key and lister, so a create sent again (a lost
 * answer, a reload while it was on its way) answers the listing already made. It is kept in the local copy, so a
 * reloaded builder sends the same key; a new session (no copy, a copy from before keys) makes a new one.
 */
export function sessionDraftKey(copy: Pick<LocalCopy, 'draftKey'> | null, makeKey: () => string = newDraftKey): string {
  const kept = copy?.draftKey;
  return isUuid(kept) ? kept : makeKey();
}

/** A random (version 4) UUID; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
export function newDraftKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
