import { z } from 'zod';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT, PAGE_MAX_OFFSET, PUBLIC_MAX_OFFSET } from '../constants.js';
import { isBlank, queryNumber } from './query.js';

export const limitSchema = z.unknown().optional().transform((value, ctx): number => {
  if (isBlank(value)) return PAGE_DEFAULT_LIMIT;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > PAGE_MAX_LIMIT) {
    ctx.addIssue({ code: 'custom', message: `Limit must be a whole number from 1 to ${PAGE_MAX_LIMIT}` });
    return z.NEVER;
  }
  return n;
});

export const offsetSchema = queryNumber('Offset', PAGE_MAX_OFFSET, true).transform((n) => n ?? 0);
/** The offset of a public list or search (PUBLIC_MAX_OFFSET). */
export const publicOffsetSchema = queryNumber('Offset', PUBLIC_MAX_OFFSET, true).transform((n) => n ?? 0);

/** limit (default 24, max 100) and offset (default 0) of every list that can grow. */
export const pageQuerySchema = z.object({ limit: limitSchema, offset: offsetSchema });
export type PageQuery = z.output<typeof pageQuerySchema>;
