// Where the fingerprint of a listing photo is computed from: the stored small variant (480 px wide), read
// through the media storage, so it works the same on disk and in a bucket.
import { imageKey, type MediaStorage } from '../../lib/storage/media-storage.js';

export async function readPhotoForFingerprint(storage: MediaStorage, mediaId: string): Promise<Buffer | null> {
  try {
    return await storage.readAll(imageKey(mediaId, 'sm'));
  } catch {
    return null;
  }
}
