import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/auth.policy.js';
import type { presentMessage } from './messages.presenter.js';
import type { ConversationRead } from './messages.service.js';

type MessageView = ReturnType<typeof presentMessage>;
const HEARTBEAT_MS = 25_000;

/**
 * Live updates for the inbox as Server-Sent Events: each new message is pushed to its sender's and receiver's
 * open tabs (`event: message`), and a conversation marked read to the reader's tabs (`event: read`, with
 * otherUserId, propertyId, messageIds and readAt) so their unread badges follow. One small text stream is
 * cheaper on mobile data than polling.
 */
export async function messageStreamRoutes(app: FastifyInstance) {
  const openStreams = new Set<() => void>();
  // Open streams would keep the server from closing: end them on shutdown.
  app.addHook('onClose', async () => { for (const end of openStreams) end(); });

  app.get('/api/messages/stream', { compress: false }, async (request, reply) => {
    const user = requireUser(request.user);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 5000\n\n');
    const onMessage = (message: MessageView) => {
      if (message.receiverId !== user.id && message.senderId !== user.id) return;
      raw.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
    };
    const onRead = ({ readerId, ...read }: ConversationRead) => {
      if (readerId !== user.id) return;
      raw.write(`event: read\ndata: ${JSON.stringify(read)}\n\n`);
    };
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    app.ctx.events.on('message', onMessage);
    app.ctx.events.on('read', onRead);
    const end = () => {
      clearInterval(heartbeat);
      app.ctx.events.off('message', onMessage);
      app.ctx.events.off('read', onRead);
      openStreams.delete(end);
      raw.end();
    };
    openStreams.add(end);
    request.raw.on('close', end);
  });
}
