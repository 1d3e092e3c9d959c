import type { FastifyInstance } from 'fastify';
import type { Health } from '../../../common/api/system.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/error-handler.js';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    const ok = await app.ctx.database.ping();
    if (!ok) void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database: ok ? 'up' : 'down' } satisfies Health);
  });
}
