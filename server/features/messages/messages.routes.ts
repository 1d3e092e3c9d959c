import type { FastifyInstance } from 'fastify';
import {
  conversationParamsSchema, conversationQuerySchema, sendMessageSchema,
} from '../../../common/schemas/messages.js';
import { pageQuerySchema } from '../../../common/schemas/paging.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../lib/access.js';
import {
  countUnread, findConversation, listConversations, markConversationRead, sendMessage,
} from './messages.service.js';
import type { UnreadCount } from '../../../common/api/messages.js';

// Each message lands in someone's inbox, so sending allows fewer per minute than other writes.
const MESSAGES_PER_IP_PER_MINUTE = 30;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export async function messageRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  const { limits, live } = app.ctx;
  const sendLimit = perIpLimit(Math.min(MESSAGES_PER_IP_PER_MINUTE, limits.writesPerIpPerMinute));
  const writeLimit = perIpLimit(limits.writesPerIpPerMinute);

  app.post('/api/messages', { config: sendLimit }, async (request, reply) => {
    const user = requireUser(request.user);
    const input = parseInput(sendMessageSchema, request.body);
    const message = await sendMessage(db, user, input);
    // Every server's streams hear of it; each loads the message and delivers it to sender and receiver only.
    await live.publish({ type: 'message', messageId: message.id });
    return reply.code(201).send(message);
  });

  app.get('/api/conversations', async (request) => {
    const user = requireUser(request.user);
    const page = parseInput(pageQuerySchema, request.query);
    return listConversations(db, user, page.limit, page.offset);
  });

  // :id is the other person; ?propertyId= picks the conversation about that listing (none: the general one).
  app.get<{ Params: { receiverId: string } }>('/api/conversations/:receiverId', async (request) => {
    const user = requireUser(request.user);
    const { id } = parseInput(conversationParamsSchema, { id: request.params.receiverId });
    const { propertyId } = parseInput(conversationQuerySchema, request.query);
    return findConversation(db, user, id, propertyId);
  });

  app.post('/api/conversations/:id/read', { config: writeLimit }, async (request, reply) => {
    const user = requireUser(request.user);
    const { id } = parseInput(conversationParamsSchema, request.params);
    // propertyId in the JSON body or the query string, as the GET of the same conversation takes it.
    const { propertyId } = parseInput(conversationQuerySchema, { ...(request.query as object), ...(isObject(request.body) ? request.body : {}) });
    const read = await markConversationRead(db, user, id, propertyId);
    // The reader's other tabs update their unread badges.
    if (read.messageIds.length > 0) {
      const { messageIds: _ids, ...event } = read;
      await live.publish({ type: 'read', ...event });
    }
    return reply.code(204).send();
  });

  app.get('/api/messages/unread-count', async (request) => {
    const user = requireUser(request.user);
    return { count: await countUnread(db, user) } satisfies UnreadCount;
  });
}
