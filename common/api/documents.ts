// Answers of the ownership-document routes (issue 32). Files are only ever reached through `url`, which checks
// who is asking; the public only sees `DocumentsSeen` on a listing.
import { z } from 'zod';
import { DOCUMENT_KINDS } from '../documents.js';

export const listingDocumentSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
  /** Opens the file through the server's permission check (lister and admins only). */
  url: z.string(),
  /** Admins only: how many other listers' listings carry the very same file (a reused paper). */
  sameFileElsewhere: z.number().int().nullable(),
});
export type ListingDocument = z.infer<typeof listingDocumentSchema>;

/** What hunters see: the kinds an admin saw and when; never a file. */
export const documentsSeenSchema = z.strictObject({
  kinds: z.array(z.enum(DOCUMENT_KINDS)),
  seenAt: z.string(),
});
export type DocumentsSeen = z.infer<typeof documentsSeenSchema>;

/** The admin's request for more papers, shown to the lister only. */
export const documentsRequestSchema = z.strictObject({
  reason: z.string(),
  requestedAt: z.string(),
});
export type DocumentsRequest = z.infer<typeof documentsRequestSchema>;

/** The admin's last review, for the review screen. */
export const documentsReviewSchema = z.strictObject({
  seen: documentsSeenSchema.nullable(),
  request: documentsRequestSchema.nullable(),
  checks: z.array(z.string()),
  note: z.string(),
});
export type DocumentsReview = z.infer<typeof documentsReviewSchema>;
