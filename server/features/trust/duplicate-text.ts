// duplicate_listing: keeps each listing's MinHash bands and finds another account's live or pending listing
// with near-identical text among the listings that share a band (an index lookup, never a scan).
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingTextBands, properties } from '../../db/schema.js';
import { DUPLICATE_MIN_SIMILARITY, jaccard, listingDocument, normaliseText, shingles, textBands, type ListingText } from './text-similarity.js';

/** Texts this similar are a copy whatever the title; from DUPLICATE_MIN_SIMILARITY the titles must agree too. */
const COPY_SIMILARITY = 0.85;

export interface DuplicateListing { propertyId: string; title: string; similarity: number }

function headingShingles(text: ListingText) {
  return shingles(normaliseText(`${text.title} ${text.address}`));
}

export function isDuplicateText(a: ListingText, b: ListingText): { duplicate: boolean; similarity: number } {
  const similarity = jaccard(shingles(listingDocument(a)), shingles(listingDocument(b)));
  if (similarity >= COPY_SIMILARITY) return { duplicate: true, similarity };
  // Listers' own templates make honest listings share sentences: a lower text similarity counts only when the
  // title and address say the same too.
  const duplicate = similarity >= DUPLICATE_MIN_SIMILARITY && jaccard(headingShingles(a), headingShingles(b)) >= 0.6;
  return { duplicate, similarity };
}

/** Replaces the listing's bands with those of its text (the text the admin reviews). */
export async function storeTextBands(db: Db, propertyId: string, text: ListingText): Promise<number[]> {
  const bands = textBands(shingles(listingDocument(text)));
  await db.transaction(async (tx) => {
    await tx.delete(listingTextBands).where(eq(listingTextBands.propertyId, propertyId));
    await tx.insert(listingTextBands).values(bands.map((value, band) => ({ propertyId, band, value })));
  });
  return bands;
}

export async function findDuplicateListing(db: Db, ownerId: string, propertyId: string, text: ListingText, bands: number[]): Promise<DuplicateListing | null> {
  const rows = await db
    .selectDistinct({ id: properties.id, title: properties.title, address: properties.address, description: properties.description })
    .from(listingTextBands)
    .innerJoin(properties, eq(properties.id, listingTextBands.propertyId))
    .where(and(
      or(...bands.map((value, band) => and(eq(listingTextBands.band, band), eq(listingTextBands.value, value)))),
      ne(properties.id, propertyId),
      ne(properties.userId, ownerId),
      inArray(properties.status, ['approved', 'pending']),
      eq(properties.isArchived, false),
      sql`true`,
    ))
    .limit(200);
  let best: DuplicateListing | null = null;
  for (const row of rows) {
    const { duplicate, similarity } = isDuplicateText(text, row);
    if (duplicate && (!best || similarity > best.similarity)) best = { propertyId: row.id, title: row.title, similarity };
  }
  return best;
}
