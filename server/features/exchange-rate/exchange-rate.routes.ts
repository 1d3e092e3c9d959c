import type { FastifyInstance } from 'fastify';
import { exchangeRateInputSchema } from '../../../common/schemas/exchange-rate.js';
import type { ExchangeRateAnswer } from '../../../common/api/exchange-rate.js';
import { parseInput } from '../../lib/validate.js';
import { requireAdmin } from '../../lib/access.js';
import { findCurrentRate } from './exchange-rate.queries.js';
import { setExchangeRate } from './exchange-rate.service.js';

export async function exchangeRateRoutes(app: FastifyInstance) {
  const db = app.ctx.database.db;

  app.get('/api/exchange-rate', async (): Promise<ExchangeRateAnswer> => findCurrentRate(db));

  app.put('/api/admin/exchange-rate', async (request): Promise<ExchangeRateAnswer> => {
    const admin = requireAdmin(request.user);
    return setExchangeRate(db, admin, parseInput(exchangeRateInputSchema, request.body));
  });
}
