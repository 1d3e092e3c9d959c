import type { FastifyInstance } from 'fastify';
import type { Health } from '../../../common/api/system.js';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    const ok = await app.ctx.database.ping();
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database: ok ? 'up' : 'down' } satisfies Health);
  });
}
