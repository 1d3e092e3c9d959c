import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { media, type Media } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

const NOT_YOURS = 'A chosen photo or video was not found among your uploads. Please upload it again.';
const TAKEN = 'A chosen photo or video is already used on another listing. Please upload it again.';
const REFUSED = 'A chosen photo or video did not pass moderation. Remove it and try again.';
const WRONG_KIND = { image: 'Only photos can be added as images.', video: 'Only videos can be added as videos.' };

function refuse(field: 'images' | 'videos', message: string): never {
  throw new AppError('validation', message, { [field]: message });
}

/**
 * Makes the listing's media exactly the given uploads, in the given order (images first, then videos).
 * Only the lister's own uploads that are free or already on this listing may be used; the rows are locked so
 * two listings cannot claim the same upload at once. Uploads taken off the listing stay in the user's library.
 * Returns the listing's media as they now are, in order, so the answer needs no second read.
 */
function wantedMedia(imageIds: string[], videoIds: string[]) {
  return [
    ...imageIds.map((id) => ({ id, kind: 'image' as const, field: 'images' as const })),
    ...videoIds.map((id) => ({ id, kind: 'video' as const, field: 'videos' as const })),
  ].filter((item, index, all) => all.findIndex((other) => other.id === item.id) === index);
}

/**
 * Checks (and locks) the uploads a listing is to use: the lister's own, free or already on this listing, of
 * the right kind and not refused by moderation. Changes to a live listing are checked here before they wait
 * for review, so the admin never approves photos that cannot be attached.
 */
export async function requireUsableMedia(tx: Db, userId: string, propertyId: string, imageIds: string[], videoIds: string[]): Promise<Map<string, Media>> {
  const wanted = wantedMedia(imageIds, videoIds);
  const byId = new Map<string, Media>();
  if (wanted.length === 0) return byId;
  const rows = await tx.select().from(media).where(inArray(media.id, wanted.map((w) => w.id))).for('update');
  for (const r of rows) byId.set(r.id, r);
  for (const item of wanted) {
    const row = byId.get(item.id);
    if (!row || row.userId !== userId) refuse(item.field, NOT_YOURS);
    if (row.propertyId && row.propertyId !== propertyId) refuse(item.field, TAKEN);
    if (row.kind !== item.kind) refuse(item.field, WRONG_KIND[item.kind]);
    if (row.status === 'flagged' || row.status === 'rejected') refuse(item.field, REFUSED);
  }
  return byId;
}

export async function syncListingMedia(tx: Db, userId: string, propertyId: string, imageIds: string[], videoIds: string[]): Promise<Media[]> {
  const ids = wantedMedia(imageIds, videoIds).map((w) => w.id);
  const byId = await requireUsableMedia(tx, userId, propertyId, imageIds, videoIds);

  await tx
    .update(media)
    .set({ propertyId: null, position: 0 })
    .where(and(eq(media.propertyId, propertyId), ids.length > 0 ? notInArray(media.id, ids) : undefined));
  if (ids.length > 0) {
    const order = sql.join(ids.map((id) => sql`${id}`), sql`, `);
    await tx
      .update(media)
      .set({ propertyId, position: sql`array_position(array[${order}]::uuid[], ${media.id}) - 1` })
      .where(inArray(media.id, ids));
  }
  return ids.map((id, position) => ({ ...byId.get(id)!, propertyId, position }));
}

export async function findListingMediaIds(tx: Db, propertyId: string): Promise<string[]> {
  const rows = await tx.select({ id: media.id }).from(media).where(eq(media.propertyId, propertyId));
  return rows.map((r) => r.id);
}

/** The listing's photos and videos ids as they are now, in order. */
export async function findListingMediaOrder(tx: Db, propertyId: string): Promise<{ images: string[]; videos: string[] }> {
  const rows = await tx
    .select({ id: media.id, kind: media.kind })
    .from(media)
    .where(eq(media.propertyId, propertyId))
    .orderBy(media.position, media.createdAt);
  return { images: rows.filter((r) => r.kind === 'image').map((r) => r.id), videos: rows.filter((r) => r.kind === 'video').map((r) => r.id) };
}
