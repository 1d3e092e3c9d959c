// photo_reused: fingerprints the listing's photos (once each) and finds photos of other accounts' listings that
// are the same picture. The band indexes give the candidates; hashes and colours confirm them in memory.
import { setImmediate } from 'node:timers/promises';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { media, photoFingerprints, photoHashes, properties } from '../../db/schema.js';
import { CANDIDATE_MAX_DISTANCE, fingerprintPhoto, hammingDistance, hashBands, isSamePhoto, type StoredFingerprint } from './photo-hash.js';
import { readPhotoForFingerprint } from './photo-source.js';

export interface ReusedPhoto { mediaId: string; otherPropertyId: string; otherTitle: string }

/** Fingerprints photos that have none yet; a photo that cannot be read is skipped (checked again next time). */
export async function ensureFingerprints(db: Db, storage: MediaStorage, mediaIds: string[]): Promise<Map<string, StoredFingerprint>> {
  const known = await loadFingerprints(db, mediaIds);
  for (const id of mediaIds) {
    if (known.has(id)) continue;
    const file = await readPhotoForFingerprint(storage, id);
    if (!file) continue;
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
  return known;
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

/** Photos of other accounts' listings (not drafts) that are the same picture as one of these. */
export async function findReusedPhotos(db: Db, ownerId: string, propertyId: string, own: Map<string, StoredFingerprint>): Promise<ReusedPhoto[]> {
  const all = [...own.values()].flatMap((f) => f.hashes);
  if (all.length === 0) return [];
  const bands = all.map(hashBands);
  const inBand = (column: typeof photoHashes.band0 | typeof photoHashes.band1 | typeof photoHashes.band2 | typeof photoHashes.band3, i: number) => inArray(column, [...new Set(bands.map((b) => b[i]!))]);
  const candidates = await db
    .selectDistinct({ mediaId: photoHashes.mediaId, hash: photoHashes.hash, propertyId: properties.id, title: properties.title })
    .from(photoHashes)
    .innerJoin(media, eq(media.id, photoHashes.mediaId))
    .innerJoin(properties, eq(properties.id, media.propertyId))
    .where(and(
      or(inBand(photoHashes.band0, 0), inBand(photoHashes.band1, 1), inBand(photoHashes.band2, 2), inBand(photoHashes.band3, 3)),
      ne(media.userId, ownerId),
      ne(properties.userId, ownerId),
      ne(properties.id, propertyId),
      sql`${properties.status} <> 'draft'`,
    ))
    .limit(500);
  const close = candidates.filter((c) => all.some((h) => hammingDistance(h, c.hash) <= CANDIDATE_MAX_DISTANCE));
  if (close.length === 0) return [];
  const theirs = await loadFingerprints(db, [...new Set(close.map((c) => c.mediaId))]);
  const reused: ReusedPhoto[] = [];
  for (const [mediaId, mine] of own) {
    for (const candidate of close) {
      const stored = theirs.get(candidate.mediaId);
      if (!stored) continue;
      // A comparison is a few milliseconds of arithmetic on the server's only thread: let waiting requests in
      // between them, so a listing with many look-alike candidates does not stall everyone.
      await setImmediate();
      if (isSamePhoto(mine, stored)) {
        reused.push({ mediaId, otherPropertyId: candidate.propertyId, otherTitle: candidate.title });
        break;
      }
    }
  }
  return reused;
}
