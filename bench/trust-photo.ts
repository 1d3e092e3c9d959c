// photo_reused as the server runs it, over two files, for `npm run bench:trust` and the photo corpus test
// (issue 30, item 2). The service fingerprints both photos (each once, from the stored small variant), finds the
// stored photo through the band index (rows sharing a 16-bit band with one of the upload's hashes, kept when
// within the candidate distance), then confirms with isSamePhoto. photoReusedOf does the same without the
// database, with the same functions; keep it in step with findReusedPhotos if that changes.
import { CANDIDATE_MAX_DISTANCE, fingerprintPhoto, hammingDistance, hashBands, isSamePhoto } from '../server/features/trust/photo-hash.js';

/** Whether the service would flag `upload` (a stored small variant) as a reuse of `stored` (another account's). */
export async function photoReusedOf(stored: Buffer, upload: Buffer): Promise<boolean> {
  const [theirs, mine] = await Promise.all([fingerprintPhoto(stored), fingerprintPhoto(upload)]);
  const shareBand = (a: bigint, b: bigint) => hashBands(a).some((band, i) => band === hashBands(b)[i]);
  const candidate = theirs.hashes.some((h) => mine.hashes.some((m) => shareBand(m, h) && hammingDistance(m, h) <= CANDIDATE_MAX_DISTANCE));
  return candidate && isSamePhoto(mine, theirs);
}
