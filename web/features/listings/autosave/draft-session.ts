import type { Listing } from '../../../../common/api/listings';

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
