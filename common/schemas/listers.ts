import { z } from 'zod';
import { uuidOf } from './ids.js';
import { limitSchema } from './paging.js';

/**
 * GET /api/listers/:id/listings: `limit` as every list (default 24, at most 100); `after` is the last listing of
 * the page before (keyset paging: a page costs the same however deep it is, and a listing added meanwhile does
 * not shift the next page).
 */
export const listerListingsQuerySchema = z.object({
  limit: limitSchema,
  after: uuidOf('Unknown listing to continue after').optional(),
});
export type ListerListingsQuery = z.output<typeof listerListingsQuerySchema>;
