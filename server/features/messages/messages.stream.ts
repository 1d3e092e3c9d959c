import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '../../lib/live-events.js';
import { liveSessionKey } from '../../lib/live-events.js';
import { requireUser } from '../auth/auth.policy.js';
import { isSessionLive } from '../auth/auth.service.js';
import { findMessageById, findReadMessageIds } from './messages.service.js';

const HEARTBEAT_MS = 25_000;
/** Tabs one session may keep streaming at once (per server); a new one ends the oldest, so a reload never locks a user out. */
export const MAX_STREAMS_PER_SESSION = 5;

interface OpenStream {
  userId: string;
  sessionKey: string | null;
  send(event: string, data: unknown): void;
  end(): void;
}

/**
 * Live updates for the inbox as Server-Sent Events: each new message is pushed to its sender's and receiver's
 * open tabs (`event: message`), and a conversation marked read to the reader's tabs (`event: read`, with
 * otherUserId, propertyId, messageIds and readAt) so their unread badges follow. One small text stream is
 * cheaper on mobile data than polling. Events come from any server process (ctx.live, decision 0011), so a
 * tab may be connected to any of them. A stream lives no longer than its session: it ends at sign-out on any
 * server at once, and within a heartbeat when the session expires.
 */
export async function messageStreamRoutes(app: FastifyInstance) {
  const { live, database } = app.ctx;
  const open = new Set<OpenStream>();
  const bySession = new Map<string, OpenStream[]>();
  const byUser = new Map<string, Set<OpenStream>>();
  const streamsOf = (userId: string) => [...(byUser.get(userId) ?? [])];

  // An event carries ids only: the message is loaded once per process, and only when one of its two people
  // has a stream here; each stream then gets only what its own user may see.
  async function deliver(event: LiveEvent) {
    if (event.type === 'session-ended') {
      for (const stream of bySession.get(event.sessionKey) ?? []) stream.end();
      return;
    }
    if (event.type === 'message') {
      if (byUser.size === 0) return;
      const message = await findMessageById(database.db, event.messageId);
      if (!message) return;
      for (const stream of [...streamsOf(message.senderId), ...streamsOf(message.receiverId)]) stream.send('message', message);
      return;
    }
    const readers = streamsOf(event.readerId);
    if (readers.length === 0) return;
    const { type: _type, readerId: _reader, ...read } = event;
    const messageIds = await findReadMessageIds(database.db, event);
    if (messageIds.length === 0) return;
    for (const stream of readers) stream.send('read', { ...read, messageIds });
  }
  const unsubscribe = live.subscribe((event) => {
    deliver(event).catch((error: unknown) => app.log.warn({ err: error }, 'A live event could not be delivered'));
  });
  // Open streams would keep the server from closing: end them on shutdown.
  app.addHook('onClose', async () => {
    unsubscribe();
    for (const stream of open) stream.end();
  });

  app.get('/api/messages/stream', { compress: false }, async (request, reply) => {
    const user = requireUser(request.user);
    const token = request.sessionToken;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 5000\n\n');
    let ended = false;
    const stream: OpenStream = {
      userId: user.id,
      sessionKey: token ? liveSessionKey(token) : null,
      send: (event, data) => void raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end() {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        open.delete(stream);
        byUser.get(stream.userId)?.delete(stream);
        if (byUser.get(stream.userId)?.size === 0) byUser.delete(stream.userId);
        if (stream.sessionKey) {
          const left = (bySession.get(stream.sessionKey) ?? []).filter((other) => other !== stream);
          if (left.length) bySession.set(stream.sessionKey, left);
          else bySession.delete(stream.sessionKey);
        }
        raw.end();
      },
    };
    const heartbeat = setInterval(() => {
      if (!token) return void raw.write(': keep-alive\n\n');
      void isSessionLive(database.db, token).then(
        (alive) => (alive ? raw.write(': keep-alive\n\n') : stream.end()),
        () => raw.write(': keep-alive\n\n'), // a database hiccup is not a sign-out
      );
    }, HEARTBEAT_MS);
    open.add(stream);
    byUser.set(user.id, (byUser.get(user.id) ?? new Set()).add(stream));
    if (stream.sessionKey) {
      const streams = [...(bySession.get(stream.sessionKey) ?? []), stream];
      bySession.set(stream.sessionKey, streams);
      if (streams.length > MAX_STREAMS_PER_SESSION) streams[0]!.end();
    }
    request.raw.on('close', () => stream.end());
  });
}
