import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '../../lib/live-events.js';
import { STREAM_REPLACED_EVENT } from '../../../common/constants.js';
import { unauthorized } from '../../lib/errors.js';
import { requireUser } from '../../lib/access.js';
import { findLiveSessionId, isSessionLive } from '../auth/auth.service.js';
import { findMessageById, findReadMessageIds } from './messages.service.js';
import { OpenStreams, type OpenStream } from './open-streams.js';
import { forgetProcessStreams, forgetStream, recordOpenStream, STREAM_TOUCH_MS, touchProcessStreams } from './stream-registry.js';

const HEARTBEAT_MS = 25_000;
/** When a browser comes back: soon after a stop (to another server), slowly when the tab was one too many. */
const RETRY_AFTER_STOP_MS = 1_000;
const RETRY_AFTER_CAP_MS = 60_000;

/**
 * Live updates for the inbox as Server-Sent Events: each new message is pushed to its sender's and receiver's
 * open tabs (`event: message`), and a conversation marked read to the reader's tabs (`event: read`, with
 * otherUserId, propertyId, messageIds and readAt) so their unread badges follow. One small text stream is
 * cheaper on mobile data than polling. Events come from any server process (ctx.live, decision 0011), so a
 * tab may be connected to any of them. A stream lives no longer than its session: whatever deletes a session
 * (sign-out, a password change or reset, signing out everywhere, a suspension) ends its streams on every server
 * at once, and an expired one within a heartbeat. A user keeps at most MAX_OPEN_STREAMS_PER_USER streams across
 * all servers (stream-registry.ts): a new one ends the oldest, so a reload never locks a user out.
 */
export async function messageStreamRoutes(app: FastifyInstance) {
  const { live, database } = app.ctx;
  const db = database.db;
  const processId = randomUUID();
  const open = new OpenStreams();

  // An event carries ids only: the message is loaded once per process, and only when one of its two people
  // has a stream here; each stream then gets only what its own user may see.
  async function deliver(event: LiveEvent) {
    if (event.type === 'sessions-ended') {
      for (const sessionId of event.sessionIds) for (const stream of open.ofSession(sessionId)) stream.end();
      return;
    }
    if (event.type === 'streams-ended') {
      for (const id of event.streamIds) {
        // Said first, so the tab can wait until it is looked at again instead of ending another in a minute.
        open.get(id)?.send(STREAM_REPLACED_EVENT, {});
        open.get(id)?.end(RETRY_AFTER_CAP_MS);
      }
      return;
    }
    if (event.type === 'message') {
      if (open.size === 0) return;
      const message = await findMessageById(db, event.messageId);
      if (!message) return;
      for (const stream of [...open.ofUser(message.senderId), ...open.ofUser(message.receiverId)]) stream.send('message', message);
      return;
    }
    const readers = open.ofUser(event.readerId);
    if (readers.length === 0) return;
    const { type: _type, readerId: _reader, ...read } = event;
    const messageIds = await findReadMessageIds(db, event);
    if (messageIds.length === 0) return;
    for (const stream of readers) stream.send('read', { ...read, messageIds });
  }
  const unsubscribe = live.subscribe((event) => {
    deliver(event).catch((error: unknown) => app.log.warn({ err: error }, 'A live event could not be delivered'));
  });

  // Keeps this process's rows counted; a stream whose row is gone (its session deleted, or ended by the cap
  // while this process's listener was reconnecting) ends here too.
  const touch = setInterval(() => {
    const recorded = open.all().filter((stream) => stream.recorded);
    if (recorded.length === 0) return;
    touchProcessStreams(db, processId).then(
      (kept) => { for (const stream of recorded) if (!kept.has(stream.id)) stream.end(); },
      (error: unknown) => app.log.warn({ err: error }, 'Open message streams could not be marked seen'),
    );
  }, STREAM_TOUCH_MS).unref();

  // A stop ends the streams before the server waits for its connections: the browsers reconnect, to another
  // server behind the proxy, and nothing here holds the stop.
  app.addHook('preClose', async () => {
    clearInterval(touch);
    unsubscribe();
    for (const stream of open.all()) stream.end(RETRY_AFTER_STOP_MS);
    await forgetProcessStreams(db, processId).catch(() => {});
  });

  app.get('/api/messages/stream', { compress: false }, async (request, reply) => {
    const user = requireUser(request.user);
    const token = request.sessionToken;
    const sessionId = token ? await findLiveSessionId(db, token) : null;
    if (token && !sessionId) throw unauthorized(); // signed out between the two reads
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
    let recording: Promise<unknown> = Promise.resolve();
    const stream: OpenStream = {
      id: randomUUID(),
      userId: user.id,
      sessionId,
      recorded: false,
      send: (event, data) => void raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end(retryMs) {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        open.delete(stream);
        if (retryMs) raw.write(`retry: ${retryMs}\n\n`);
        raw.end();
        void recording.then(() => forgetStream(db, stream.id)).catch(() => {});
      },
    };
    const heartbeat = setInterval(() => {
      if (!token) return void raw.write(': keep-alive\n\n');
      void isSessionLive(db, token).then(
        (alive) => (alive ? raw.write(': keep-alive\n\n') : stream.end()),
        () => raw.write(': keep-alive\n\n'), // a database hiccup is not a sign-out
      );
    }, HEARTBEAT_MS);
    open.add(stream);
    request.raw.on('close', () => stream.end());
    recording = recordOpenStream(db, { id: stream.id, userId: user.id, sessionId, processId }).then(
      async (beyondCap) => {
        stream.recorded = true;
        if (beyondCap.length) await live.publish({ type: 'streams-ended', userId: user.id, streamIds: beyondCap });
      },
      // Uncounted, it could outgrow the cap (or its session was deleted meanwhile): the browser comes back.
      (error: unknown) => {
        app.log.warn({ err: error }, 'An open message stream could not be recorded');
        stream.end();
      },
    );
  });
}
