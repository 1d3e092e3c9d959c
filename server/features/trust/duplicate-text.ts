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

// A description this similar on its own is a copy, whatever the new title or price says, when the address names
// the same place too: reposts keep the body and change the heading. (Agencies reuse their wording for different
// houses in different towns: those addresses share no more than "road".) Short descriptions are left to the
// whole text, where a few words match by chance.
const COPIED_DESCRIPTION = 0.8;
const SAME_PLACE_ADDRESS = 0.5;
const DESCRIPTION_MIN_LENGTH = 120;

// An address written another way ("No. 23 Lumley Beach Rd" / "23 Lumley Beach Road"): the same words in any
// order, with the usual abbreviations spelt out and "No." dropped.
const ADDRESS_WORDS: Record<string, string> = { rd: 'road', st: 'street', ave: 'avenue', av: 'avenue', hwy: 'highway', jct: 'junction', junc: 'junction', opp: 'opposite', nr: 'near', mt: 'mount' };
function addressWords(address: string): Set<string> {
  return new Set(normaliseText(address).split(' ').filter((w) => w && w !== 'no').map((w) => ADDRESS_WORDS[w] ?? w));
}

export function isDuplicateText(a: ListingText, b: ListingText): { duplicate: boolean; similarity: number } {
  const similarity = jaccard(shingles(listingDocument(a)), shingles(listingDocument(b)));
  if (similarity >= COPY_SIMILARITY) return { duplicate: true, similarity };
  const sameAddress = jaccard(addressWords(a.address), addressWords(b.address));
  const [descriptionA, descriptionB] = [normaliseText(a.description), normaliseText(b.description)];
  if (sameAddress >= SAME_PLACE_ADDRESS && Math.min(descriptionA.length, descriptionB.length) >= DESCRIPTION_MIN_LENGTH) {
    const description = jaccard(shingles(descriptionA), shingles(descriptionB));
    if (description >= COPIED_DESCRIPTION) return { duplicate: true, similarity: Math.max(similarity, description) };
  }
  // Listers' own templates make honest listings share sentences: a lower text similarity counts only when the
  // title and address, or the address alone however it is written, say the same too.
  const sameHeading = jaccard(headingShingles(a), headingShingles(b)) >= 0.6;
  return { duplicate: similarity >= DUPLICATE_MIN_SIMILARITY && (sameHeading || sameAddress === 1), similarity };
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
