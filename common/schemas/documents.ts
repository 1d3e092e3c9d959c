// What the ownership-document routes accept (issue 32): the kind of an upload and the admin's review.
import { z } from 'zod';
import {
  DOCUMENT_CHECKS, DOCUMENT_KINDS, DOCUMENT_NOTE_MAX_LENGTH, DOCUMENT_REQUEST_REASON_MAX_LENGTH, type DocumentCheck,
} from '../documents.js';

export const documentKindSchema = z.enum(DOCUMENT_KINDS, { error: 'Choose what kind of document this is' });

export const documentUploadFieldsSchema = z.object({ kind: documentKindSchema });

const checkSchema = z.enum(Object.keys(DOCUMENT_CHECKS) as [DocumentCheck, ...DocumentCheck[]]);
const noteSchema = z.string().trim().max(DOCUMENT_NOTE_MAX_LENGTH, `Note must be at most ${DOCUMENT_NOTE_MAX_LENGTH} characters`).default('');

/** "Documents seen" needs every check ticked and the kinds seen; "ask for more" needs a reason the lister reads. */
export const documentReviewSchema = z.discriminatedUnion('decision', [
  z.strictObject({
    decision: z.literal('seen'),
    kinds: z.array(documentKindSchema).min(1, 'Choose the kinds of document you saw').max(DOCUMENT_KINDS.length),
    checks: z.array(checkSchema).max(3),
    note: noteSchema,
  }).refine((v) => Object.keys(DOCUMENT_CHECKS).every((c) => v.checks.includes(c as DocumentCheck)), {
    message: 'Tick every check before marking the documents seen',
    path: ['checks'],
  }),
  z.strictObject({
    decision: z.literal('more'),
    reason: z.string().trim().min(1, 'Say what is missing, so the lister knows what to add')
      .max(DOCUMENT_REQUEST_REASON_MAX_LENGTH, `Reason must be at most ${DOCUMENT_REQUEST_REASON_MAX_LENGTH} characters`),
    checks: z.array(checkSchema).max(3).default([]),
    note: noteSchema,
  }),
], { error: 'Decision must be seen or more' });
export type DocumentReviewInput = z.input<typeof documentReviewSchema>;
export type DocumentReview = z.output<typeof documentReviewSchema>;
