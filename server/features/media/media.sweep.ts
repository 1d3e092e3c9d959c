// Uploads nobody kept. A listing's photos are uploaded before the listing is saved, so a builder closed
// without saving leaves files that no listing, draft or profile uses, on a disk that costs money. They are
// removed once old enough that nobody can still be in the middle of using them. Profile photos are uploads
// without a listing too, so anything a profile points at is kept, whatever its age.
import { and, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { media, users } from '../../db/schema.js';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { deleteMediaFiles, mediaUrl, type MediaStorage } from '../../lib/storage/media-storage.js';

/** Uploads younger than this are never swept: a listing can take a long evening, or a few days, to finish. */
export const ABANDONED_UPLOAD_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 200;

/** Deletes the rows and files of uploads that no listing or profile uses and that are older than `before`. */
// A photo proposed in a live listing's changes (decision 0009) is attached only once an admin approves them:
// until then it belongs to no listing, yet it is not abandoned, however long the review takes.
const notProposedInChanges = sql`not exists (
  select 1 from properties p where p.pending_changes is not null and (
    (p.pending_changes #> '{values,images}') @> jsonb_build_array(${media.id}::text)
    or (p.pending_changes #> '{values,videos}') @> jsonb_build_array(${media.id}::text)))`;

export async function sweepAbandonedUploads(db: Db, storage: MediaStorage, before: Date): Promise<number> {
  let swept = 0;
  // Walked in id order with a cursor, so uploads kept on purpose (profile photos) are passed over, not met again.
  let after: string | undefined;
  for (;;) {
    const candidates = await db
      .select({ id: media.id })
      .from(media)
      .where(and(isNull(media.propertyId), lt(media.createdAt, before), notProposedInChanges, after ? gt(media.id, after) : undefined))
      .orderBy(media.id)
      .limit(BATCH);
    if (candidates.length === 0) return swept;
    after = candidates[candidates.length - 1]!.id;
    const inUse = await db
      .select({ url: users.profileImageUrl })
      .from(users)
      .where(inArray(users.profileImageUrl, candidates.map((c) => mediaUrl(c.id))));
    const usedUrls = new Set(inUse.map((u) => u.url));
    const unused = candidates.map((c) => c.id).filter((id) => !usedUrls.has(mediaUrl(id)));
    // The listing check is repeated in the delete itself: a photo attached since the select is kept.
    const deleted = unused.length
      ? await db.delete(media).where(and(inArray(media.id, unused), isNull(media.propertyId), notProposedInChanges)).returning({ id: media.id })
      : [];
    await deleteMediaFiles(storage, deleted.map((d) => d.id));
    swept += deleted.length;
    if (candidates.length < BATCH) return swept;
  }
}

// Files are stored before their row is written (an upload is checked and encoded first), so a server killed
// between the two leaves files that no row names, and a killed video upload leaves its temporary file. Both
// are removed once older than the longest plausible upload: anything younger may still be on its way.
export const ORPHAN_FILE_AGE_MS = 6 * 60 * 60 * 1000;
const ID_BATCH = 500;

/** Where uploads are spooled on this server's disk while they arrive. */
export function incomingDir(dataDir: string): string {
  return path.resolve(dataDir, 'media', '.incoming');
}

/** Deletes stored media (disk or bucket) older than `before` whose id has no row. Answers how many. */
export async function sweepOrphanFiles(db: Db, storage: MediaStorage, before: Date): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = await db.select({ id: media.id }).from(media).where(inArray(media.id, batch));
    const known = new Set(rows.map((row) => row.id));
    const orphans = batch.filter((id) => !known.has(id));
    await deleteMediaFiles(storage, orphans);
    removed += orphans.length;
    batch = [];
  };
  for await (const folder of storage.listFolders()) {
    if (folder.modifiedAt >= before) continue;
    batch.push(folder.id);
    if (batch.length >= ID_BATCH) await flush();
  }
  await flush();
  return removed;
}

/** Deletes temporary upload files older than `before` from this server's spool folder. Answers how many. */
export async function sweepIncomingTemp(dataDir: string, before: Date): Promise<number> {
  const dir = incomingDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info || info.mtime >= before) continue;
    await rm(file, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
