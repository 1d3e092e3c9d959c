import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { conversationQuerySchema, sendMessageSchema } from '../../../common/schemas/messages.js';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT } from '../../../common/constants.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../auth/auth.policy.js';
import { countUnread, findConversation, listConversations, sendMessage } from './messages.service.js';
import type { UnreadCount } from '../../../common/api/messages.js';

const pageSchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(PAGE_MAX_LIMIT, `limit cannot exceed ${PAGE_MAX_LIMIT}`).default(PAGE_DEFAULT_LIMIT),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0, 'offset must be 0 or more').default(0),
});

export async function messageRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  const sendLimit = { rateLimit: { max: Math.min(30, app.ctx.limits.writesPerIpPerMinute), timeWindow: 60_000 } };

  app.post('/api/messages', { config: sendLimit }, async (request, reply) => {
    const user = requireUser(request.user);
    const input = parseInput(sendMessageSchema, request.body);
    const message = await sendMessage(db, user, input);
    app.ctx.events.emit('message', message);
    return reply.code(201).send(message);
  });

  app.get('/api/conversations', async (request) => {
    const user = requireUser(request.user);
    const page = parseInput(pageSchema, request.query);
    return listConversations(db, user, page.limit, page.offset);
  });

  app.get<{ Params: { receiverId: string } }>('/api/conversations/:receiverId', async (request) => {
    const user = requireUser(request.user);
    const { receiverId } = parseInput(z.object({ receiverId: z.uuid('Unknown conversation') }), request.params);
    const { propertyId } = parseInput(conversationQuerySchema, request.query);
    return findConversation(db, user, receiverId, propertyId);
  });

  app.get('/api/messages/unread-count', async (request) => {
    const user = requireUser(request.user);
    return { count: await countUnread(db, user) } satisfies UnreadCount;
  });
}
