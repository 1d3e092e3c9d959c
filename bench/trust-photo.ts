// photo_reused as the server runs it, over two files, for `npm run bench:trust` and the photo corpus test
// (issue 30, item 2). The service fingerprints both photos (each once, from the stored small variant), finds the
// stored photo through the band index (rows sharing a 16-bit band with one of the upload's query hashes, kept
// when within the candidate distance), then confirms with isSamePhoto. photoReusedOf does the same without the
// database, with the same functions; keep it in step with findReusedPhotos if that changes.
import { fingerprintPhoto, isCandidateHash, queryHashes } from '../server/features/trust/photo-hash.js';
import { isSamePhoto } from '../server/features/trust/photo-match.js';

/** Whether the service would flag `upload` (a stored small variant) as a reuse of `stored` (another account's). */
export async function photoReusedOf(stored: Buffer, upload: Buffer): Promise<boolean> {
  const [theirs, mine] = await Promise.all([fingerprintPhoto(stored), fingerprintPhoto(upload)]);
  const query = queryHashes(mine);
  if (!theirs.hashes.some((hash) => isCandidateHash(query, hash))) return false;
  return isSamePhoto(mine, theirs);
}
