// Live events (a new message, a conversation read, sessions or streams ended) for every server process on the
// database (decision 0011). On PostgreSQL they travel by NOTIFY on one channel, and each process keeps ONE
// dedicated client LISTENing, reconnecting after a database restart; a process hears its own events the same way,
// so there is one path. On PGlite (one process by nature) the app's events go through an in-process emitter, and
// the database's own (ended sessions, sent by a trigger at commit: migration 0015) are heard on its session.
// Payloads carry ids only: each process loads what it needs and checks who may see it.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

export type LiveEvent =
  | { type: 'message'; messageId: string }
  | { type: 'read'; readerId: string; otherUserId: string; propertyId: string | null; readAt: string }
  /** Sent by the database whenever sessions are deleted, whatever deleted them (migration 0015). */
  | { type: 'sessions-ended'; userId: string; sessionIds: string[] }
  /** Streams past the per-user cap, ended by whichever process holds them. */
  | { type: 'streams-ended'; userId: string; streamIds: string[] };

export interface LiveEvents {
  publish(event: LiveEvent): Promise<void>;
  /** Calls `handler` for every event from any process; answers the unsubscribe function. */
  subscribe(handler: (event: LiveEvent) => void): () => void;
  /** Resolves once this process hears events (tests wait for it). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Log {
  warn: (obj: unknown, msg: string) => void;
  info: (msg: string) => void;
}

export const LIVE_CHANNEL = 'salone_live';
const RECONNECT_MS = [250, 500, 1_000, 2_000, 5_000];

export function createLiveEvents(database: Database, log: Log): LiveEvents {
  return database.kind === 'postgres' && database.url
    ? postgresLiveEvents(database, database.url, log)
    : inProcessLiveEvents(database, log);
}

// One emitter per open database, so apps sharing one PGlite (tests of several apps) hear each other as
// processes on one PostgreSQL do; the database's own events are heard once per database and handed to it.
const emitters = new WeakMap<Database, { emitter: EventEmitter; listening: Promise<void> }>();

function sharedEmitter(database: Database, log: Log) {
  const known = emitters.get(database);
  if (known) return known;
  const emitter = new EventEmitter().setMaxListeners(0);
  // PGlite runs its queries in order, so this LISTEN is in place before any later write.
  const listening = (database.listenOwn?.(LIVE_CHANNEL, (payload) => {
    const event = readEvent(payload, log);
    // Handed on after the current turn, as a NOTIFY from PostgreSQL would be.
    if (event) setImmediate(() => emitter.emit('event', event));
  }) ?? Promise.resolve()).catch((error: unknown) => log.warn({ err: error }, 'Live events: cannot hear the database'));
  const shared = { emitter, listening };
  emitters.set(database, shared);
  return shared;
}

function inProcessLiveEvents(database: Database, log: Log): LiveEvents {
  const { emitter: shared, listening } = sharedEmitter(database, log);
  const handlers = new Set<(event: LiveEvent) => void>();
  return {
    // Delivered after the current turn, as a NOTIFY would be: a publisher never runs subscribers inline.
    publish: async (event) => void setImmediate(() => shared.emit('event', event)),
    subscribe(handler) {
      shared.on('event', handler);
      handlers.add(handler);
      return () => {
        shared.off('event', handler);
        handlers.delete(handler);
      };
    },
    ready: () => listening,
    async close() {
      for (const handler of handlers) shared.off('event', handler);
      handlers.clear();
    },
  };
}

function postgresLiveEvents(database: Database, url: string, log: Log): LiveEvents {
  const emitter = new EventEmitter().setMaxListeners(0);
  let client: import('pg').Client | null = null;
  let closed = false;
  let failures = 0;
  let listening: Promise<void>;
  let markListening: () => void = () => {};
  const resetReady = () => { listening = new Promise<void>((resolve) => { markListening = resolve; }); };
  resetReady();

  async function connect(): Promise<void> {
    const { default: pg } = await import('pg');
    const next = new pg.Client({ connectionString: url });
    let dropped = false;
    const drop = (reason: unknown) => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = null;
      void next.end().catch(() => {});
      if (closed) return;
      resetReady();
      const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!;
      failures += 1;
      log.warn({ err: reason }, `Live events: lost the database listener, reconnecting in ${wait} ms`);
      setTimeout(() => void connect(), wait).unref();
    };
    // A restart or failover ends the connection with an 'error' and an 'end'; either one reconnects.
    next.on('error', drop);
    next.on('end', () => drop(new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const event = readEvent(message.payload, log);
      if (event) emitter.emit('event', event);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      drop(error);
      return;
    }
    if (closed) return void next.end().catch(() => {});
    client = next;
    if (failures > 0) log.info('Live events: listening again');
    failures = 0;
    markListening();
  }

  void connect();
  return {
    async publish(event) {
      // Through the shared pool: NOTIFY is delivered to every listener, this process's own included. The write
      // it tells of is already committed, so a failure here is logged, not answered as a failed request.
      await database.db
        .execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`)
        .catch((error: unknown) => log.warn({ err: error }, 'Live events: could not publish'));
    },
    subscribe(handler) {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    ready: () => listening,
    async close() {
      closed = true;
      emitter.removeAllListeners();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

function readEvent(payload: string, log: Log): LiveEvent | null {
  try {
    return JSON.parse(payload) as LiveEvent;
  } catch (error) {
    log.warn({ err: error }, 'Live events: an event could not be read');
    return null;
  }
}
