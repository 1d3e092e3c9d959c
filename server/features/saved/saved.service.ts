import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { properties, savedListings, shortlistLinks, users, type User } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../../common/schemas/ids.js';
import { SAVED_HOMES_MAX } from '../../../common/constants.js';
import { publicListingCondition } from '../listings/listings.service.js';
import type { Page } from '../../../common/api/page.js';
import type { SavedHome, SharedShortlist, ShortlistLink, ShortlistLinkStatus } from '../../../common/api/saved.js';
import { presentSavedHomes, type SavedRow } from './saved.presenter.js';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens.js';

export const SAVED_HOME_NOT_FOUND = 'Property not found';
const SHORTLIST_NOT_FOUND = 'This shortlist link has been turned off or does not exist.';

async function countSaved(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedListings).where(eq(savedListings.userId, userId));
  return row?.n ?? 0;
}

/** Live listings among `ids`, with their prices now (what a save records). */
async function findLiveByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: properties.id, priceUSD: properties.priceUSD, priceSLL: properties.priceSLL })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(and(inArray(properties.id, ids), publicListingCondition()));
}

/** Saves a live listing (again: a no-op keeping the first price). Anything not live answers 404. */
export async function saveHome(db: Db, user: User, propertyId: string): Promise<void> {
  const [live] = await findLiveByIds(db, [propertyId]);
  if (!live) throw notFound(SAVED_HOME_NOT_FOUND);
  if ((await countSaved(db, user.id)) >= SAVED_HOMES_MAX) {
    throw new AppError('conflict', `You can keep up to ${SAVED_HOMES_MAX} saved homes. Remove some to save more.`);
  }
  await db
    .insert(savedListings)
    .values({ userId: user.id, propertyId, priceAtSaveUSD: live.priceUSD, priceAtSaveSLL: live.priceSLL })
    .onConflictDoNothing();
}

/** Removing works whatever became of the listing; removing what was not saved is not an error. */
export async function unsaveHome(db: Db, user: User, propertyId: string): Promise<void> {
  await db.delete(savedListings).where(and(eq(savedListings.userId, user.id), eq(savedListings.propertyId, propertyId)));
}

/** A visitor's hearts join the account's at sign-in: live ones only, up to the limit, newest of the browser first. */
export async function mergeSavedHomes(db: Db, user: User, propertyIds: string[]): Promise<void> {
  const ids = [...new Set(propertyIds.filter(isUuid))];
  const room = SAVED_HOMES_MAX - (await countSaved(db, user.id));
  if (ids.length === 0 || room <= 0) return;
  const live = new Map((await findLiveByIds(db, ids)).map((l) => [l.id, l]));
  const rows = ids.filter((id) => live.has(id)).slice(0, room);
  if (rows.length === 0) return;
  // The browser lists newest first; savedAt keeps that order on the account.
  const now = Date.now();
  await db
    .insert(savedListings)
    .values(rows.map((id, i) => ({
      userId: user.id, propertyId: id, savedAt: new Date(now - i), priceAtSaveUSD: live.get(id)!.priceUSD, priceAtSaveSLL: live.get(id)!.priceSLL,
    })))
    .onConflictDoNothing();
}

export async function listSavedIds(db: Db, user: User): Promise<string[]> {
  const rows = await db
    .select({ id: savedListings.propertyId })
    .from(savedListings)
    .where(eq(savedListings.userId, user.id))
    .orderBy(desc(savedListings.savedAt))
    .limit(SAVED_HOMES_MAX);
  return rows.map((r) => r.id);
}

async function findSavedRows(db: Db, userId: string, page: { limit: number; offset: number }): Promise<SavedRow[]> {
  return db
    .select({
      property: properties,
      owner: users,
      saved: { savedAt: savedListings.savedAt, priceAtSaveUSD: savedListings.priceAtSaveUSD, priceAtSaveSLL: savedListings.priceAtSaveSLL },
    })
    .from(savedListings)
    .innerJoin(properties, eq(properties.id, savedListings.propertyId))
    .innerJoin(users, eq(users.id, properties.userId))
    .where(eq(savedListings.userId, userId))
    .orderBy(desc(savedListings.savedAt), desc(savedListings.propertyId))
    .limit(page.limit)
    .offset(page.offset);
}

/** The Saved page: newest saved first, each with what changed since. Bounded by SAVED_HOMES_MAX per user. */
export async function listSavedHomes(db: Db, user: User, page: { limit: number; offset: number }): Promise<Page<SavedHome>> {
  const [rows, total] = await Promise.all([findSavedRows(db, user.id, page), countSaved(db, user.id)]);
  return { data: await presentSavedHomes(db, rows), total };
}

/** A new read-only link to the user's saved homes; any older link stops working at once. */
export async function createShortlistLink(db: Db, user: User): Promise<ShortlistLink> {
  const token = newLinkToken();
  const createdAt = new Date();
  await db
    .insert(shortlistLinks)
    .values({ userId: user.id, tokenHash: hashLinkToken(token), createdAt })
    .onConflictDoUpdate({ target: shortlistLinks.userId, set: { tokenHash: hashLinkToken(token), createdAt } });
  return { token, path: `/shortlist/${token}`, createdAt: createdAt.toISOString() };
}

export async function revokeShortlistLink(db: Db, user: User): Promise<void> {
  await db.delete(shortlistLinks).where(eq(shortlistLinks.userId, user.id));
}

export async function findShortlistLinkStatus(db: Db, user: User): Promise<ShortlistLinkStatus> {
  const [link] = await db.select().from(shortlistLinks).where(eq(shortlistLinks.userId, user.id));
  return { active: Boolean(link), createdAt: link?.createdAt.toISOString() ?? null };
}

/** What a shortlist link shows: the saved homes and the saver's first name, nothing else of the account. */
export async function findSharedShortlist(db: Db, token: string, page: { limit: number; offset: number }): Promise<SharedShortlist> {
  const [owner] = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(shortlistLinks)
    .innerJoin(users, eq(users.id, shortlistLinks.userId))
    .where(eq(shortlistLinks.tokenHash, hashLinkToken(token)));
  if (!owner) throw notFound(SHORTLIST_NOT_FOUND);
  return { ownerFirstName: owner.firstName, items: await presentSavedHomes(db, await findSavedRows(db, owner.id, page)) };
}
