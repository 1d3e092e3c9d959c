import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { savedSearches, users, type SavedSearch as SavedSearchRow, type User } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { verifiedContact } from '../../lib/send-notice.js';
import { isUuid } from '../../../common/schemas/ids.js';
import { SAVED_SEARCHES_MAX, type AlertChannel } from '../../../common/constants.js';
import type { SavedSearchCreateInput } from '../../../common/schemas/saved.js';
import type { SavedSearch } from '../../../common/api/saved.js';
import { newLinkToken } from '../../lib/link-tokens.js';
import { nextCheckAfter, type Frequency } from './alert-schedule.js';

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    frequency: row.frequency,
    channel: row.channel,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Alerts go only to a contact the person verified: refused up front, with the field to fix. */
function requireVerifiedChannel(user: User, channel: AlertChannel) {
  if (verifiedContact(user, channel)) return;
  const message = channel === 'email'
    ? 'Verify your e-mail address on your profile first, or choose SMS.'
    : 'Verify your phone number on your profile first, or choose e-mail.';
  throw new AppError('validation', message, { channel: message });
}

export async function listSavedSearches(db: Db, user: User): Promise<SavedSearchRow[]> {
  // At most SAVED_SEARCHES_MAX rows per user: no paging needed.
  return db.select().from(savedSearches).where(eq(savedSearches.userId, user.id)).orderBy(desc(savedSearches.createdAt));
}

export async function createSavedSearch(db: Db, user: User, input: SavedSearchCreateInput, now = new Date()): Promise<SavedSearchRow> {
  requireVerifiedChannel(user, input.channel);
  return db.transaction(async (tx) => {
    // Counted under the user's row lock so two quick saves cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [row] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, user.id));
    if ((row?.n ?? 0) >= SAVED_SEARCHES_MAX) {
      throw new AppError('conflict', `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`);
    }
    const [created] = await tx
      .insert(savedSearches)
      .values({
        userId: user.id,
        name: input.name,
        filters: input.filters,
        frequency: input.frequency,
        channel: input.channel,
        unsubscribeToken: newLinkToken(),
        // Only what goes live after saving is news.
        checkedUntil: now,
        nextCheckAt: nextCheckAfter(input.frequency, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created!;
  });
}

async function findOwn(db: Db, user: User, id: string): Promise<SavedSearchRow> {
  if (!isUuid(id)) throw notFound(SAVED_SEARCH_NOT_FOUND);
  const [row] = await db.select().from(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id)));
  // Another person's saved search does not exist for this caller.
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return row;
}

export interface SavedSearchEdit { name: string; frequency: Frequency; channel: AlertChannel }

export async function updateSavedSearch(db: Db, user: User, id: string, input: SavedSearchEdit, now = new Date()): Promise<SavedSearchRow> {
  const current = await findOwn(db, user, id);
  if (input.frequency !== 'off') requireVerifiedChannel(user, input.channel);
  // Turning alerts back on starts from now: what went live while they were off is not sent in one burst.
  const resumed = current.frequency === 'off' && input.frequency !== 'off';
  const from = resumed ? now : current.checkedUntil;
  const [updated] = await db
    .update(savedSearches)
    .set({
      name: input.name,
      frequency: input.frequency,
      channel: input.channel,
      checkedUntil: from,
      nextCheckAt: nextCheckAfter(input.frequency, from),
      updatedAt: now,
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id)))
    .returning();
  return updated!;
}

export async function deleteSavedSearch(db: Db, user: User, id: string): Promise<void> {
  await findOwn(db, user, id);
  await db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id)));
}

/** The unsubscribe link: the token alone turns that one search's alerts off (no sign-in). */
export async function unsubscribeSavedSearch(db: Db, token: string): Promise<SavedSearchRow> {
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: 'off', updatedAt: new Date() })
    .where(eq(savedSearches.unsubscribeToken, token))
    .returning();
  if (!row) throw notFound('This unsubscribe link is not valid any more.');
  return row;
}
