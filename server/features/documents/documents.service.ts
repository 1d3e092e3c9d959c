// Ownership documents of a listing (issue 32, decision 0020): adding, removing, opening and the admin's review.
// Every write locks the listing's row first, so the 10-file limit and the "seen" mark hold under concurrency.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingDocuments, properties, type ListingDocument, type Property, type User } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { DOCUMENT_MAX_FILES, type DocumentKind } from '../../../common/documents.js';
import type { DocumentReview } from '../../../common/schemas/documents.js';
import { documentFolder } from './documents.storage.js';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const TOO_MANY_DOCUMENTS = `A listing can have at most ${DOCUMENT_MAX_FILES} documents. Delete one to add another.`;

export type ListingForDocuments = Pick<Property, 'id' | 'userId' | 'documentsSeenKinds'>;

export async function findListingForDocuments(db: Db, propertyId: string): Promise<ListingForDocuments | undefined> {
  const [row] = await db
    .select({ id: properties.id, userId: properties.userId, documentsSeenKinds: properties.documentsSeenKinds })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row;
}

export async function listDocuments(db: Db, propertyId: string): Promise<ListingDocument[]> {
  return db.select().from(listingDocuments).where(eq(listingDocuments.propertyId, propertyId))
    .orderBy(asc(listingDocuments.createdAt), asc(listingDocuments.id));
}

/** For each document, how many listings of other listers carry a file with the same bytes (by SHA-256, indexed). */
export async function countSameFileElsewhere(db: Db, docs: ListingDocument[], listerId: string): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (docs.length === 0) return found;
  const rows = await db
    .select({ sha256: listingDocuments.sha256, listings: sql<number>`count(distinct ${listingDocuments.propertyId})::int` })
    .from(listingDocuments)
    .where(and(inArray(listingDocuments.sha256, [...new Set(docs.map((d) => d.sha256))]), ne(listingDocuments.uploaderId, listerId)))
    .groupBy(listingDocuments.sha256);
  const bySha = new Map(rows.map((r) => [r.sha256, Number(r.listings)]));
  for (const doc of docs) found.set(doc.id, bySha.get(doc.sha256) ?? 0);
  return found;
}

export interface StoredDocument {
  kind: DocumentKind;
  fileName: string;
  contentType: string;
  bytes: number;
  storageKey: string;
  sha256: string;
}

/** Removes `kinds` from what the admin saw: a changed paper must be seen again before the badge names it. */
function withoutKinds(seen: DocumentKind[], kinds: DocumentKind[]) {
  const left = seen.filter((k) => !kinds.includes(k));
  return left.length === seen.length ? null : left;
}

async function lockListing(tx: Db, propertyId: string) {
  const [row] = await tx.select({ id: properties.id, documentsSeenKinds: properties.documentsSeenKinds })
    .from(properties).where(eq(properties.id, propertyId)).for('update');
  if (!row) throw notFound('Property not found');
  return row;
}

/** Records stored files on the listing, within the per-listing limit; the caller removes the files on failure. */
export async function insertDocuments(db: Db, propertyId: string, uploaderId: string, stored: StoredDocument[]): Promise<ListingDocument[]> {
  return db.transaction(async (tx) => {
    const listing = await lockListing(tx, propertyId);
    const [counted] = await tx.select({ n: count() }).from(listingDocuments).where(eq(listingDocuments.propertyId, propertyId));
    if (Number(counted?.n ?? 0) + stored.length > DOCUMENT_MAX_FILES) throw new AppError('conflict', TOO_MANY_DOCUMENTS);
    const rows = await tx.insert(listingDocuments).values(stored.map((s) => ({ ...s, propertyId, uploaderId }))).returning();
    const seen = withoutKinds(listing.documentsSeenKinds, stored.map((s) => s.kind));
    if (seen) await tx.update(properties).set({ documentsSeenKinds: seen }).where(eq(properties.id, propertyId));
    return rows;
  });
}

export async function deleteDocument(db: Db, storage: MediaStorage, propertyId: string, documentId: string): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const listing = await lockListing(tx, propertyId);
    const [row] = await tx.delete(listingDocuments)
      .where(and(eq(listingDocuments.id, documentId), eq(listingDocuments.propertyId, propertyId)))
      .returning();
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    const seen = withoutKinds(listing.documentsSeenKinds, [row.kind]);
    if (seen) await tx.update(properties).set({ documentsSeenKinds: seen }).where(eq(properties.id, propertyId));
    return row;
  });
  await storage.deleteFolder(documentFolder(removed.storageKey));
}

export async function findDocument(db: Db, propertyId: string, documentId: string): Promise<ListingDocument | undefined> {
  const [row] = await db.select().from(listingDocuments)
    .where(and(eq(listingDocuments.id, documentId), eq(listingDocuments.propertyId, propertyId))).limit(1);
  return row;
}

/** An admin opening a lister's papers is recorded: who, which document, when (the row's time). */
export async function recordAdminOpening(db: Db, admin: User, doc: ListingDocument): Promise<void> {
  await recordAudit(db, {
    actorId: admin.id,
    action: 'listing_document.open',
    targetType: 'listing_document',
    targetId: doc.id,
    details: { propertyId: doc.propertyId, kind: doc.kind, fileName: doc.fileName },
  });
}

export const KINDS_NOT_ATTACHED = 'Only kinds of document attached to this listing can be marked seen.';

/** "Documents seen" (which kinds, by whom, when) or a request for more with its reason; both audit-logged. */
export async function reviewDocuments(db: Db, admin: User, propertyId: string, input: DocumentReview): Promise<void> {
  await db.transaction(async (tx) => {
    await lockListing(tx, propertyId);
    const review = { checks: input.checks, note: input.note };
    if (input.decision === 'seen') {
      const attached = new Set((await tx.select({ kind: listingDocuments.kind }).from(listingDocuments)
        .where(eq(listingDocuments.propertyId, propertyId))).map((r) => r.kind));
      const kinds = [...new Set(input.kinds)];
      if (kinds.some((k) => !attached.has(k))) throw new AppError('conflict', KINDS_NOT_ATTACHED);
      await tx.update(properties).set({
        documentsSeenKinds: kinds, documentsSeenBy: admin.id, documentsSeenAt: new Date(), documentsReview: review,
        documentsRequestReason: null, documentsRequestedAt: null,
      }).where(eq(properties.id, propertyId));
      await recordAudit(tx, { actorId: admin.id, action: 'listing_documents.seen', targetType: 'property', targetId: propertyId, details: { kinds, ...review } });
    } else {
      await tx.update(properties).set({
        documentsReview: review, documentsRequestReason: input.reason, documentsRequestedAt: new Date(),
      }).where(eq(properties.id, propertyId));
      await recordAudit(tx, { actorId: admin.id, action: 'listing_documents.more_requested', targetType: 'property', targetId: propertyId, details: { reason: input.reason, ...review } });
    }
  });
}
