// photo_reused: fingerprints the listing's photos (once each) and finds photos of other accounts' listings that
// are the same picture. The band indexes give the candidates (looked up by the upload's query hashes: mirrored,
// bars cut, least certain bits flipped); the nearest few are confirmed in memory by aligning the two pictures,
// read from their stored files (photo-align.ts).
import { setImmediate } from 'node:timers/promises';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { media, photoFingerprints, photoHashes, properties } from '../../db/schema.js';
import { CANDIDATE_MAX_DISTANCE, fingerprintPhoto, hammingDistance, hashBands, matchImageOfPhoto, queryOf, type PhotoQuery, type StoredFingerprint } from './photo-hash.js';
import { isSamePicture, type MatchImage } from './photo-align.js';
import { readPhotoForFingerprint } from './photo-source.js';

export interface ReusedPhoto { mediaId: string; otherPropertyId: string; otherTitle: string }

/** A photo of the listing being checked: what it is looked up by and what it is compared as. */
export interface OwnPhoto { query: PhotoQuery; picture: MatchImage }
export interface OwnPhotos { storage: MediaStorage; photos: Map<string, OwnPhoto> }

/** Candidate photos confirmed per photo of the listing, the nearest hashes first (each comparison is ~10-20 ms). */
export const MAX_CONFIRMED_PER_PHOTO = 16;

/**
 * Fingerprints photos that have none yet (stored, for later uploads to find them) and reads each photo for the
 * lookup and the comparison; a photo that cannot be read is skipped (checked again next time).
 */
export async function ensureFingerprints(db: Db, storage: MediaStorage, mediaIds: string[]): Promise<OwnPhotos> {
  const known = await loadFingerprints(db, mediaIds);
  const photos = new Map<string, OwnPhoto>();
  for (const id of mediaIds) {
    const file = await readPhotoForFingerprint(storage, id);
    if (!file) continue;
    const own = await Promise.all([queryOf(file), matchImageOfPhoto(file)]).catch(() => null);
    if (!own) continue;
    photos.set(id, { query: own[0], picture: own[1] });
    if (known.has(id)) continue;
    const fingerprint = await fingerprintPhoto(file).catch(() => null);
    if (!fingerprint) continue;
    await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(photoFingerprints).values({ mediaId: id, thumb: fingerprint.thumb }).onConflictDoNothing().returning({ id: photoFingerprints.mediaId });
      if (!inserted) return; // another server fingerprinted it meanwhile
      await tx.insert(photoHashes).values(fingerprint.hashes.map((hash, variant) => {
        const [band0, band1, band2, band3] = hashBands(hash);
        return { mediaId: id, variant, hash, band0, band1, band2, band3 };
      }));
    });
    known.set(id, fingerprint);
  }
  return { storage, photos };
}

async function loadFingerprints(db: Db, mediaIds: string[]): Promise<Map<string, StoredFingerprint>> {
  const found = new Map<string, StoredFingerprint>();
  if (mediaIds.length === 0) return found;
  const [thumbs, hashes] = await Promise.all([
    db.select().from(photoFingerprints).where(inArray(photoFingerprints.mediaId, mediaIds)),
    db.select().from(photoHashes).where(inArray(photoHashes.mediaId, mediaIds)).orderBy(photoHashes.mediaId, photoHashes.variant),
  ]);
  for (const t of thumbs) found.set(t.mediaId, { thumb: t.thumb, hashes: [] });
  for (const h of hashes) found.get(h.mediaId)?.hashes.push(h.hash);
  return found;
}

/**
 * The stored hashes that share a looked-up band value with one of the queries: other accounts' listings, not
 * drafts, at most 500 rows (bench/trust-photo-explain.ts EXPLAINs it at scale).
 */
export function candidateRows(db: Db, ownerId: string, propertyId: string, queries: PhotoQuery[]) {
  const values = (i: number) => [...new Set(queries.flatMap((q) => q.bands[i]!))];
  return db
    .selectDistinct({ mediaId: photoHashes.mediaId, hash: photoHashes.hash, propertyId: properties.id, title: properties.title })
    .from(photoHashes)
    .innerJoin(media, eq(media.id, photoHashes.mediaId))
    .innerJoin(properties, eq(properties.id, media.propertyId))
    .where(and(
      or(inArray(photoHashes.band0, values(0)), inArray(photoHashes.band1, values(1)), inArray(photoHashes.band2, values(2)), inArray(photoHashes.band3, values(3))),
      ne(media.userId, ownerId),
      ne(properties.userId, ownerId),
      ne(properties.id, propertyId),
      sql`${properties.status} <> 'draft'`,
    ))
    .limit(500);
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
  for (const [mediaId, photo] of own.photos) {
    // The nearest candidates of this photo, one row per stored photo.
    const nearest = new Map<string, { distance: number; propertyId: string; title: string }>();
    for (const c of candidates) {
      let distance = Infinity;
      for (const h of photo.query.hashes) distance = Math.min(distance, hammingDistance(h, c.hash));
      if (distance > CANDIDATE_MAX_DISTANCE) continue;
      const seen = nearest.get(c.mediaId);
      if (!seen || distance < seen.distance) nearest.set(c.mediaId, { distance, propertyId: c.propertyId, title: c.title });
    }
    const ranked = [...nearest.entries()].sort((a, b) => a[1].distance - b[1].distance).slice(0, MAX_CONFIRMED_PER_PHOTO);
    for (const [otherId, other] of ranked) {
      const stored = await pictureOf(otherId);
      if (!stored) continue;
      // A comparison is some milliseconds of arithmetic on the server's only thread: let waiting requests in
      // between them, so a listing with many look-alike candidates does not stall everyone.
      await setImmediate();
      if (isSamePicture(photo.picture, stored)) {
        reused.push({ mediaId, otherPropertyId: other.propertyId, otherTitle: other.title });
        break;
      }
    }
  }
  return reused;
}
