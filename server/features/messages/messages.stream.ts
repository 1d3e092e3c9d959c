import type { FastifyInstance } from 'fastify';
import { SESSION_ENDED_EVENT } from '../../context.js';
import { requireUser } from '../auth/auth.policy.js';
import { isSessionLive } from '../auth/auth.service.js';
import type { presentMessage } from './messages.presenter.js';
import type { ConversationRead } from './messages.service.js';

type MessageView = ReturnType<typeof presentMessage>;
const HEARTBEAT_MS = 25_000;
/** Tabs one session may keep streaming at once; a new one ends the oldest, so a reload never locks a user out. */
export const MAX_STREAMS_PER_SESSION = 5;

/**
 * Live updates for the inbox as Server-Sent Events: each new message is pushed to its sender's and receiver's
 * open tabs (`event: message`), and a conversation marked read to the reader's tabs (`event: read`, with
 * otherUserId, propertyId, messageIds and readAt) so their unread badges follow. One small text stream is
 * cheaper on mobile data than polling. A stream lives no longer than its session: it ends at sign-out on
 * this server at once, and within a heartbeat when the session ends anywhere else (another server, expiry).
 */
export async function messageStreamRoutes(app: FastifyInstance) {
  const { events, database } = app.ctx;
  const openStreams = new Set<() => void>();
  const streamsBySession = new Map<string, (() => void)[]>();
  // Open streams would keep the server from closing: end them on shutdown.
  app.addHook('onClose', async () => { for (const end of openStreams) end(); });
  events.on(SESSION_ENDED_EVENT, (token: string) => { for (const end of streamsBySession.get(token) ?? []) end(); });

  app.get('/api/messages/stream', { compress: false }, async (request, reply) => {
    const user = requireUser(request.user);
    const session = request.sessionToken;
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
    const heartbeat = setInterval(() => {
      if (!session) return void raw.write(': keep-alive\n\n');
      void isSessionLive(database.db, session).then(
        (live) => (live ? raw.write(': keep-alive\n\n') : end()),
        () => raw.write(': keep-alive\n\n'), // a database hiccup is not a sign-out
      );
    }, HEARTBEAT_MS);
    events.on('message', onMessage);
    events.on('read', onRead);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      events.off('message', onMessage);
      events.off('read', onRead);
      openStreams.delete(end);
      if (session) {
        const left = (streamsBySession.get(session) ?? []).filter((other) => other !== end);
        if (left.length) streamsBySession.set(session, left);
        else streamsBySession.delete(session);
      }
      raw.end();
    };
    openStreams.add(end);
    if (session) {
      const streams = [...(streamsBySession.get(session) ?? []), end];
      streamsBySession.set(session, streams);
      if (streams.length > MAX_STREAMS_PER_SESSION) streams[0]!();
    }
    request.raw.on('close', end);
  });
}
