// Where the fingerprint of a listing photo is computed from: the stored small variant (480 px wide), read
// through the media storage's public paths. One place to change if photos move to object storage.
import { readFile } from 'node:fs/promises';
import { mediaFilePath } from '../media/media.storage.js';

export async function readPhotoForFingerprint(dataDir: string, mediaId: string): Promise<Buffer | null> {
  try {
    return await readFile(mediaFilePath(dataDir, mediaId, 'sm'));
  } catch {
    return null;
  }
}
