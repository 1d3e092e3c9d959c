import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { media, users, type User } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../../common/schemas/ids.js';
import { hasInappropriateFilename } from './media.moderation.js';
import { PROCESSING_ERROR, storeImageOrRefuse } from './media.service.js';
import { deleteMediaFiles, mediaUrl, type MediaStorage } from '../../lib/storage/media-storage.js';
import type { ReceivedFile } from './media.upload.js';

export const PROFILE_PHOTO_SIZE = 400;
const MEDIA_URL_ID = /^\/api\/media\/([^/]+)\//;

/** The media id behind a profile image URL we issued, or null for none (or an outside URL). */
export function profilePhotoId(url: string | null | undefined): string | null {
  const id = url ? MEDIA_URL_ID.exec(url)?.[1] : undefined;
  return isUuid(id) ? id : null;
}

async function cropSquare(buffer: Buffer): Promise<Buffer> {
  try {
    return await sharp(buffer, { failOn: 'error', limitInputPixels: 80_000_000 })
      .rotate()
      .resize(PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE, { fit: 'cover', position: 'attention' })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch {
    throw new AppError('bad_request', PROCESSING_ERROR);
  }
}

/**
 * Makes the image the user's profile photo (a 400x400 crop, public like a live listing photo) and deletes the
 * previous one. Returns the updated user.
 */
export async function replaceProfilePhoto(db: Db, storage: MediaStorage, user: User, file: ReceivedFile): Promise<User> {
  // A profile photo is public at once, so there is no review queue to hold a doubtful one: it is refused.
  if (hasInappropriateFilename(file.filename)) {
    throw new AppError('bad_request', 'This image cannot be used as a profile photo. Please choose another.');
  }
  const id = randomUUID();
  const stored = await storeImageOrRefuse(storage, id, await cropSquare(file.buffer!));
  let previousId: string | null = null;
  try {
    const updated = await db.transaction(async (tx) => {
      // Lock the user row so two uploads at once cannot both keep their photo.
      const [current] = await tx.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, user.id)).for('update');
      previousId = profilePhotoId(current?.url);
      await tx.insert(media).values({
        id,
        userId: user.id,
        kind: 'image',
        status: 'approved',
        mimeType: 'image/webp',
        ...stored,
        moderation: { warnings: [], flags: [], score: 0 },
      });
      const [row] = await tx.update(users).set({ profileImageUrl: mediaUrl(id), updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
      if (previousId) {
        const removed = await tx.delete(media)
          .where(and(eq(media.id, previousId), eq(media.userId, user.id), isNull(media.propertyId)))
          .returning({ id: media.id });
        // Only files whose row went with it: anything else is not ours to remove.
        if (removed.length === 0) previousId = null;
      }
      return row!;
    });
    if (previousId) await deleteMediaFiles(storage, [previousId]);
    return updated;
  } catch (error) {
    await deleteMediaFiles(storage, [id]);
    throw error;
  }
}
