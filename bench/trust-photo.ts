// photo_reused as the server runs it, over two files, for `npm run bench:trust` and the photo corpus test
// (issue 30, item 2). The service fingerprints the stored photo (its hashes, from the stored small variant), looks
// it up by the upload's query (rows sharing one of the query's band values, kept when one of the query's hashes is
// within the candidate distance), then confirms with isSamePicture on the two files read back. photoReusedOf does
// the same without the database, with the same functions; keep it in step with findReusedPhotos if that changes.
import { areCandidates, fingerprintPhoto, matchImageOfPhoto, queryOf } from '../server/features/trust/photo-hash.js';
import { isSamePicture } from '../server/features/trust/photo-same-picture.js';

/** Whether the service would flag `upload` (a stored small variant) as a reuse of `stored` (another account's). */
export async function photoReusedOf(stored: Buffer, upload: Buffer): Promise<boolean> {
  const [theirs, query] = await Promise.all([fingerprintPhoto(stored), queryOf(upload)]);
  if (!areCandidates(query, theirs.hashes)) return false;
  const [mine, their] = await Promise.all([matchImageOfPhoto(upload), matchImageOfPhoto(stored)]);
  return isSamePicture(mine, their);
}
