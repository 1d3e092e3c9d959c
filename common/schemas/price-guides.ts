import { z } from 'zod';
import { PLACE_NAMES } from '../places.js';
import { PROPERTY_CATEGORIES } from '../constants.js';

/** GET /api/prices/:area */
export const priceGuideParamsSchema = z.object({
  area: z.string().regex(/^[a-z0-9-]{1,60}$/, 'That is not a price guide'),
});

/** GET /api/prices/:area/chart.svg: which kind's chart. */
export const priceGuideChartQuerySchema = z.object({
  type: z.enum(['sale', 'rent'], { message: 'Choose rent or sale' }),
  category: z.enum(PROPERTY_CATEGORIES, { message: 'Choose a category' }),
  bedrooms: z.coerce.number({ message: 'Bedrooms must be a number' }).int().min(-1).max(50).default(-1),
});

/** GET /api/prices/line: the listing page's line for a listing's kind and place. */
export const priceGuideLineQuerySchema = z.object({
  place: z.enum(PLACE_NAMES as [string, ...string[]], { message: 'Choose a place' }),
  type: z.enum(['sale', 'rent'], { message: 'Choose rent or sale' }),
  category: z.enum(PROPERTY_CATEGORIES, { message: 'Choose a category' }),
  bedrooms: z.coerce.number({ message: 'Bedrooms must be a number' }).int().min(0).max(50).optional(),
});
export type PriceGuideLineQuery = z.output<typeof priceGuideLineQuerySchema>;
