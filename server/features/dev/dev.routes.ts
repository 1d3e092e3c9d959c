import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate.js';
import type { OutboxEntry } from '../../../common/api/system.js';

/** Registered only in development: the outbox of e-mails and codes that would have been sent. */
export async function devRoutes(app: FastifyInstance) {
  app.get('/api/dev/outbox', async (request) => {
    const { to } = parseInput(z.object({ to: z.string().max(200).optional() }), request.query);
    return app.ctx.outbox.list(to) satisfies OutboxEntry[];
  });
}
