import { z } from 'zod';
import { EXCHANGE_RATE_MAX, EXCHANGE_RATE_MIN } from '../exchange-rate.js';

/** Today in Sierra Leone (GMT all year, so UTC), as YYYY-MM-DD. */
export function todayInFreetown(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** PUT /api/admin/exchange-rate: the admin's settings form sends the same object. */
export const exchangeRateInputSchema = z.object({
  sllPerUsd: z.coerce
    .number({ message: 'Enter the rate as a number, e.g. 22.8' })
    .refine(Number.isFinite, 'Enter the rate as a number, e.g. 22.8')
    .min(EXCHANGE_RATE_MIN, `The rate must be between ${EXCHANGE_RATE_MIN} and ${EXCHANGE_RATE_MAX} leones per dollar (new leones, SLE)`)
    .max(EXCHANGE_RATE_MAX, `The rate must be between ${EXCHANGE_RATE_MIN} and ${EXCHANGE_RATE_MAX} leones per dollar (new leones, SLE)`),
  date: z
    .string({ message: 'Enter the date of the rate' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of the rate')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Enter a real date')
    .refine((d) => d <= todayInFreetown(), 'The date of the rate cannot be in the future'),
});
export type ExchangeRateInput = z.output<typeof exchangeRateInputSchema>;
