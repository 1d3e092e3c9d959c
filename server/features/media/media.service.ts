import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { media, properties, users, type Media, type User } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { moderateUpload, type ModerationResult } from './media.moderation.js';
import { deleteMediaFiles, mediaUrl, storeImage, storeVideoFile, type MediaStorage } from '../../lib/storage/media-storage.js';
import { findVideoProblem } from './media.video-probe.js';
import type { ReceivedFile } from './media.upload.js';
import { canDeleteMedia } from './media.policy.js';
import { isUuid } from '../../../common/schemas/ids.js';

export const PROCESSING_ERROR = 'Error processing file - please try again.';

export interface StoredUpload {
  id: string;
  kind: 'image' | 'video';
  mimeType: string;
  width: number | null;
  height: number | null;
  bytes: number;
  placeholderColor: string | null;
  moderation: ModerationResult;
}

/** Stores one received file under a new media id and moderates it. No row yet. */
export async function storeUpload(storage: MediaStorage, file: ReceivedFile): Promise<StoredUpload> {
  const id = randomUUID();
  if (file.kind === 'video') {
    // Probed before it is stored: a readable video track with a known codec and a duration, or refused.
    const problem = await findVideoProblem(file.tempPath!, file.mimeType);
    if (problem) throw new AppError('bad_request', problem);
    await storeVideoFile(storage, id, file.tempPath!, file.mimeType);
    const moderation = moderateUpload({ kind: 'video', filename: file.filename, bytes: file.bytes });
    return { id, kind: 'video', mimeType: file.mimeType, width: null, height: null, bytes: file.bytes, placeholderColor: null, moderation };
  }
  const image = await storeImageOrRefuse(storage, id, file.buffer!);
  const moderation = moderateUpload({ kind: 'image', filename: file.filename, bytes: file.bytes, width: image.width, height: image.height });
  return { id, kind: 'image', mimeType: 'image/webp', ...image, moderation };
}

/** storeImage, with an undecodable upload answered as bad input (and its half-written folder removed). */
export async function storeImageOrRefuse(storage: MediaStorage, id: string, buffer: Buffer) {
  try {
    return await storeImage(storage, id, buffer);
  } catch {
    await deleteMediaFiles(storage, [id]);
    throw new AppError('bad_request', PROCESSING_ERROR);
  }
}

export async function insertUploadedMedia(db: Db, userId: string, stored: readonly StoredUpload[]): Promise<Media[]> {
  if (stored.length === 0) return [];
  return db
    .insert(media)
    .values(
      stored.map((s) => ({
        id: s.id,
        userId,
        kind: s.kind,
        status: s.moderation.status,
        mimeType: s.mimeType,
        width: s.width,
        height: s.height,
        bytes: s.bytes,
        placeholderColor: s.placeholderColor,
        moderation: { warnings: s.moderation.warnings, flags: s.moderation.flags, score: s.moderation.score },
      })),
    )
    .returning();
}

export interface MediaAccess {
  id: string;
  kind: 'image' | 'video';
  mimeType: string;
  userId: string;
  propertyId: string | null;
  ownerId: string | null;
  isPublic: boolean;
}

const owner = alias(users, 'owner');
const uploader = alias(users, 'uploader');

/**
 * One primary-key lookup that also says whether anyone may see the file: it belongs to a live listing (approved,
 * not archived, of an approved account) or it is someone's current profile photo.
 */
export async function findMediaAccess(db: Db, id: string): Promise<MediaAccess | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: media.id,
      kind: media.kind,
      mimeType: media.mimeType,
      userId: media.userId,
      propertyId: media.propertyId,
      ownerId: properties.userId,
      isPublic: sql<boolean>`(
        coalesce(${media.status} = 'approved' and ${properties.status} = 'approved' and not ${properties.isArchived} and ${owner.accountStatus} = 'approved', false)
        or coalesce(${uploader.profileImageUrl} like '/api/media/' || ${media.id}::text || '/%', false)
      )`,
    })
    .from(media)
    .innerJoin(uploader, eq(uploader.id, media.userId))
    .leftJoin(properties, eq(properties.id, media.propertyId))
    .leftJoin(owner, eq(owner.id, properties.userId))
    .where(eq(media.id, id))
    .limit(1);
  return row;
}

export const PHOTO_NOT_FOUND = 'Photo not found';

const BELONGS_TO_LISTING = 'This file belongs to a listing. Remove it by editing the listing.';

/**
 * Removes an upload that is not (yet) part of a listing. Someone else's media answers 404. The delete re-checks
 * "not on a listing" on the locked row, so an upload attached meanwhile keeps its files.
 */
export async function deleteUnattachedMedia(db: Db, storage: MediaStorage, user: User, id: string): Promise<void> {
  const found = await findMediaAccess(db, id);
  if (!found || !canDeleteMedia(user, found)) throw notFound(PHOTO_NOT_FOUND);
  if (found.propertyId) throw new AppError('conflict', BELONGS_TO_LISTING);
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.delete(media)
      .where(and(eq(media.id, id), eq(media.userId, user.id), isNull(media.propertyId)))
      .returning({ id: media.id });
    if (rows.length === 0) return false;
    // Deleting the current profile photo removes it from the profile too.
    await tx.update(users).set({ profileImageUrl: null, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.profileImageUrl, mediaUrl(id))));
    return true;
  });
  if (!deleted) throw new AppError('conflict', BELONGS_TO_LISTING);
  await deleteMediaFiles(storage, [id]);
}
