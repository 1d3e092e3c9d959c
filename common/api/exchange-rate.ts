// GET /api/exchange-rate (public) and PUT /api/admin/exchange-rate answer the rate in force.
import { z } from 'zod';

export const exchangeRateSchema = z.strictObject({
  /** New leones (SLE) for one US dollar. */
  sllPerUsd: z.number().positive(),
  /** The day of the rate, YYYY-MM-DD. */
  date: z.iso.date(),
});
export type ExchangeRateAnswer = z.infer<typeof exchangeRateSchema>;
