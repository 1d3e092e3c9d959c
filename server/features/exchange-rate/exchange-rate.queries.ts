import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exchangeRates } from '../../db/schema.js';
import { DEFAULT_EXCHANGE_RATE, type ExchangeRate } from '../../../common/exchange-rate.js';

/** The newest rate; the default when the table is empty (a database emptied by hand, say). */
export async function findCurrentRate(db: Db): Promise<ExchangeRate> {
  const [row] = await db
    .select({ sllPerUsd: exchangeRates.sllPerUsd, date: exchangeRates.rateDate })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.createdAt), desc(exchangeRates.id))
    .limit(1);
  return row ? { sllPerUsd: Number(row.sllPerUsd), date: row.date } : DEFAULT_EXCHANGE_RATE;
}
