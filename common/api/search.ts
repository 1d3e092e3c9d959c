// GET /api/properties/search answers an object, not a plain array: the page, its position and the total.
import { z } from 'zod';
import { listingSchema } from './listings.js';

export const searchPageSchema = z.strictObject({
  items: z.array(
    listingSchema.extend({
      /** The listing matched the price filter by its price converted at the exchange rate (it has none in that currency). */
      priceMatchConverted: z.boolean(),
    }),
  ),
  total: z.number().int().min(0),
  limit: z.number().int().min(1),
  offset: z.number().int().min(0),
});
export type SearchPage = z.infer<typeof searchPageSchema>;
export type SearchItem = SearchPage['items'][number];
