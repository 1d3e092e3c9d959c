// photo_reused: fingerprints the listing's photos (once each) and finds photos of other accounts' listings that
// are the same picture. The band indexes give the candidates (looked up by the upload's query hashes: mirrored,
// bars cut, least certain bits flipped); the nearest few are confirmed in memory by aligning the two pictures,
// read from their stored files (photo-align.ts, photo-same-picture.ts).
import { setImmediate } from 'node:timers/promises';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { photoFingerprints, photoHashes } from '../../db/schema.js';
import { CANDIDATE_MAX_DISTANCE, decodePhoto, fingerprintPhoto, hashBands, matchImageOfPhoto, queryOf, type PhotoQuery } from './photo-hash.js';
import type { MatchImage } from './photo-align.js';
import { isSamePicture } from './photo-same-picture.js';
import { readPhotoForFingerprint } from './photo-source.js';

export interface ReusedPhoto { mediaId: string; otherPropertyId: string; otherTitle: string }

/**
 * A photo of the listing being checked: what it is looked up by, and what it is compared as (built only when the
 * lookup finds a candidate: corners cost more than the lookup, and most photos have none).
 */
export interface OwnPhoto { query: PhotoQuery; picture: () => Promise<MatchImage> }
export interface OwnPhotos { storage: MediaStorage; photos: Map<string, OwnPhoto> }

/** Candidate photos confirmed per photo of the listing, the nearest hashes first (each comparison is some ms). */
export const MAX_CONFIRMED_PER_PHOTO = 16;

/**
 * Fingerprints photos that have none yet (stored, for later uploads to find them) and reads each photo for the
 * lookup; a photo that cannot be read is skipped (checked again next time).
 */
export async function ensureFingerprints(db: Db, storage: MediaStorage, mediaIds: string[]): Promise<OwnPhotos> {
  const known = await fingerprintedAmong(db, mediaIds);
  const photos = new Map<string, OwnPhoto>();
  for (const id of mediaIds) {
    const file = await readPhotoForFingerprint(storage, id);
    if (!file) continue;
    const decoded = await decodePhoto(file).catch(() => null);
    const query = decoded && (await queryOf(decoded).catch(() => null));
    if (!decoded || !query) continue;
    photos.set(id, { query, picture: once(() => matchImageOfPhoto(file)) });
    if (known.has(id)) continue;
    const fingerprint = await fingerprintPhoto(decoded).catch(() => null);
    if (!fingerprint) continue;
    await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(photoFingerprints).values({ mediaId: id }).onConflictDoNothing().returning({ id: photoFingerprints.mediaId });
      if (!inserted) return; // another server fingerprinted it meanwhile
      await tx.insert(photoHashes).values(fingerprint.hashes.map((hash, variant) => {
        const [band0, band1, band2, band3] = hashBands(hash);
        return { mediaId: id, variant, hash, band0, band1, band2, band3 };
      }));
    });
    known.add(id);
  }
  return { storage, photos };
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** Which of these photos have been fingerprinted (each is, the first time its listing is checked). */
export async function fingerprintedAmong(db: Db, mediaIds: readonly string[]): Promise<Set<string>> {
  if (mediaIds.length === 0) return new Set();
  const rows = await db.select({ id: photoFingerprints.mediaId }).from(photoFingerprints).where(inArray(photoFingerprints.mediaId, [...mediaIds]));
  return new Set(rows.map((r) => r.id));
}

/** A stored photo near one of the listing's photos: `photo` is that photo's place in the list looked up. */
export interface Candidate { photo: number; mediaId: string; distance: number; propertyId: string; title: string }

const intArray = (values: readonly number[]) => `{${values.join(',')}}`;
const bigintArray = (values: readonly bigint[]) => `{${values.join(',')}}`;

/**
 * For each query (one per photo), the stored photos of other accounts' listings (not drafts) with a hash that shares
 * a looked-up band value with it and is within CANDIDATE_MAX_DISTANCE of one of its hashes: the nearest
 * MAX_CONFIRMED_PER_PHOTO, nearest first. The bands go through their indexes, which hold the hashes too; the
 * distance is counted in SQL (`bit_count` of the XOR), so the limit keeps the nearest however many rows share a
 * band (at 100,000 listings some 16,000 a photo; bench/trust-photo-explain.ts EXPLAINs it at that scale).
 */
export function candidateQuery(ownerId: string, propertyId: string, queries: readonly PhotoQuery[]): SQL {
  const lookups = queries.map((q, i) => sql`(${i}::int, ${intArray(q.bands[0])}::int[], ${intArray(q.bands[1])}::int[], ${intArray(q.bands[2])}::int[], ${intArray(q.bands[3])}::int[], ${bigintArray(q.hashes)}::bigint[])`);
  return sql`
    select q.photo, c.media_id, c.distance, c.property_id, c.title
    from (values ${sql.join(lookups, sql`, `)}) as q(photo, b0, b1, b2, b3, hashes)
    cross join lateral (
      select h.media_id, min(h.distance)::int as distance, o.property_id, o.title
      from (
        select s.media_id, (select min(bit_count((s.hash # x)::bit(64))) from unnest(q.hashes) as x) as distance
        from (
          -- One index-only scan per band (an OR of the four would need the table's rows, one page each).
          select media_id, hash from photo_hashes where band0 = any(q.b0)
          union all select media_id, hash from photo_hashes where band1 = any(q.b1)
          union all select media_id, hash from photo_hashes where band2 = any(q.b2)
          union all select media_id, hash from photo_hashes where band3 = any(q.b3)
        ) s
      ) h
      -- By key, for each row left (offset 0 keeps it a lookup: the planner cannot tell how few rows are within
      -- the distance, and on a small table it would rather scan all of media).
      cross join lateral (
        select p.id as property_id, p.title from media m join properties p on p.id = m.property_id
        where m.id = h.media_id and m.user_id <> ${ownerId} and p.user_id <> ${ownerId}
          and p.id <> ${propertyId} and p.status <> 'draft'
        offset 0
      ) o
      where h.distance <= ${CANDIDATE_MAX_DISTANCE}
      group by h.media_id, o.property_id, o.title
      order by distance, h.media_id
      limit ${MAX_CONFIRMED_PER_PHOTO}
    ) c
    order by q.photo, c.distance, c.media_id`;
}

export async function candidateRows(db: Pick<Db, 'execute'>, ownerId: string, propertyId: string, queries: readonly PhotoQuery[]): Promise<Candidate[]> {
  if (queries.length === 0) return [];
  const result = (await db.execute(candidateQuery(ownerId, propertyId, queries))) as unknown as {
    rows: { photo: number; media_id: string; distance: number; property_id: string; title: string }[];
  };
  return result.rows.map((r) => ({ photo: Number(r.photo), mediaId: r.media_id, distance: Number(r.distance), propertyId: r.property_id, title: r.title }));
}

/** Photos of other accounts' listings (not drafts) that are the same picture as one of these. */
export async function findReusedPhotos(db: Db, ownerId: string, propertyId: string, own: OwnPhotos): Promise<ReusedPhoto[]> {
  const mine = [...own.photos.values()];
  if (mine.length === 0) return [];
  const candidates = await candidateRows(db, ownerId, propertyId, mine.map((p) => p.query));
  const pictures = new Map<string, Promise<MatchImage | null>>();
  const pictureOf = (mediaId: string) => {
    if (!pictures.has(mediaId)) {
      pictures.set(mediaId, readPhotoForFingerprint(own.storage, mediaId).then((file) => (file ? matchImageOfPhoto(file) : null)).catch(() => null));
    }
    return pictures.get(mediaId)!;
  };
  const reused: ReusedPhoto[] = [];
  for (const [index, [mediaId, photo]] of [...own.photos].entries()) {
    // This photo's nearest candidates, nearest first (one row per stored photo).
    const ranked = candidates.filter((c) => c.photo === index);
    for (const other of ranked) {
      const stored = await pictureOf(other.mediaId);
      if (!stored) continue;
      // A comparison is some milliseconds of arithmetic on the server's only thread: let waiting requests in
      // between them, so a listing with many look-alike candidates does not stall everyone.
      await setImmediate();
      const picture = await photo.picture().catch(() => null);
      if (!picture) break;
      if (isSamePicture(picture, stored)) {
        reused.push({ mediaId, otherPropertyId: other.propertyId, otherTitle: other.title });
        break;
      }
    }
  }
  return reused;
}
