import { asDb, type Db } from '../../db/client.js';
import { exchangeRates, type User } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import type { ExchangeRate } from '../../../common/exchange-rate.js';
import type { ExchangeRateInput } from '../../../common/schemas/exchange-rate.js';
import { findCurrentRate } from './exchange-rate.queries.js';

export { findCurrentRate };

/** Stores a new rate (the old ones stay as history) and records who set it and what it was before. */
export async function setExchangeRate(db: Db, admin: User, input: ExchangeRateInput): Promise<ExchangeRate> {
  return db.transaction(async (t) => {
    const tx = asDb(t);
    const previous = await findCurrentRate(tx);
    await tx.insert(exchangeRates).values({ sllPerUsd: String(input.sllPerUsd), rateDate: input.date, setBy: admin.id });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'exchange_rate.set',
      targetType: 'setting',
      targetId: 'exchange_rate',
      details: { from: previous, to: { sllPerUsd: input.sllPerUsd, date: input.date } },
    });
    return { sllPerUsd: input.sllPerUsd, date: input.date };
  });
}
