// Live events (a new message, a conversation read, a session ended) for every server process on the database
// (decision 0011). On PostgreSQL they travel by NOTIFY on one channel, and each process keeps ONE dedicated
// client LISTENing, reconnecting after a database restart; a process hears its own events the same way, so
// there is one path. On PGlite (one process by nature) they go through an in-process emitter.
// Payloads carry ids only: each process loads what it needs and checks who may see it.
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

export type LiveEvent =
  | { type: 'message'; messageId: string }
  | { type: 'read'; readerId: string; otherUserId: string; propertyId: string | null; readAt: string }
  | { type: 'session-ended'; sessionKey: string };

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

/** A session token never travels between processes: its hash does (the same in every process). */
export function liveSessionKey(token: string): string {
  return createHash('sha256').update(`live:${token}`).digest('base64url');
}

export function createLiveEvents(database: Database, log: Log): LiveEvents {
  return database.kind === 'postgres' && database.url
    ? postgresLiveEvents(database, database.url, log)
    : inProcessLiveEvents(database);
}

// One emitter per open database, so apps sharing one PGlite (tests of several apps) hear each other as
// processes on one PostgreSQL do.
const emitters = new WeakMap<Database, EventEmitter>();

function inProcessLiveEvents(database: Database): LiveEvents {
  const emitter = emitters.get(database) ?? new EventEmitter().setMaxListeners(0);
  emitters.set(database, emitter);
  const handlers = new Set<(event: LiveEvent) => void>();
  return {
    // Delivered after the current turn, as a NOTIFY would be: a publisher never runs subscribers inline.
    publish: async (event) => void setImmediate(() => emitter.emit('event', event)),
    subscribe(handler) {
      emitter.on('event', handler);
      handlers.add(handler);
      return () => {
        emitter.off('event', handler);
        handlers.delete(handler);
      };
    },
    ready: async () => {},
    async close() {
      for (const handler of handlers) emitter.off('event', handler);
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
      try {
        emitter.emit('event', JSON.parse(message.payload) as LiveEvent);
      } catch (error) {
        log.warn({ err: error }, 'Live events: an event could not be read');
      }
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
