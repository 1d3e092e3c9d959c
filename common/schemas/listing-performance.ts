import { z } from 'zod';
import { DEFAULT_PERFORMANCE_WINDOW, PERFORMANCE_PAGE_DEFAULT, PERFORMANCE_PAGE_MAX, PERFORMANCE_WINDOWS, type PerformanceWindow } from '../listing-performance.js';
import { offsetSchema } from './paging.js';
import { isBlank } from './query.js';

const WINDOW_MESSAGE = `Days must be ${PERFORMANCE_WINDOWS.join(' or ')}`;

/** `days`: 30 (default) or 90. */
export const performanceWindowSchema = z.unknown().optional().transform((value, ctx): PerformanceWindow => {
  if (isBlank(value)) return DEFAULT_PERFORMANCE_WINDOW;
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  const window = PERFORMANCE_WINDOWS.find((w) => w === n);
  if (!window) {
    ctx.addIssue({ code: 'custom', message: WINDOW_MESSAGE });
    return z.NEVER;
  }
  return window;
});

const performanceLimitSchema = z.unknown().optional().transform((value, ctx): number => {
  if (isBlank(value)) return PERFORMANCE_PAGE_DEFAULT;
  const text = typeof value === 'string' ? value.trim() : '';
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > PERFORMANCE_PAGE_MAX) {
    ctx.addIssue({ code: 'custom', message: `Limit must be a whole number from 1 to ${PERFORMANCE_PAGE_MAX}` });
    return z.NEVER;
  }
  return n;
});

/** GET /api/properties/:id/performance and its chart. */
export const performanceQuerySchema = z.object({ days: performanceWindowSchema });

/** GET /api/listing-performance: a page of the lister's own listings. */
export const performanceListQuerySchema = z.object({ days: performanceWindowSchema, limit: performanceLimitSchema, offset: offsetSchema });
