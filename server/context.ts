import type { EventEmitter } from 'node:events';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { User } from './db/schema.js';
import type { Notifier } from './lib/notifier.js';
import type { Outbox } from './lib/outbox.js';
import type { NoticeWorker } from './lib/notice-queue.js';

/** Limits that tests tighten or loosen; production uses the defaults. */
export interface RateLimits {
  loginPerIpPerMinute: number;
  loginFailuresPerUsername: number;
  registerPerIpPerHour: number;
  writesPerIpPerMinute: number;
  verificationCodesPerIpPerMinute: number;
  /** Forgot-password and phone sign-in codes, counted in the database per hour. */
  oneTimeCodesPerIpPerHour: number;
  oneTimeCodesPerAddressPerHour: number;
  oneTimeCodesPerAccountPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIpPerMinute: 20,
  loginFailuresPerUsername: 8,
  registerPerIpPerHour: 20,
  writesPerIpPerMinute: 120,
  verificationCodesPerIpPerMinute: 10,
  oneTimeCodesPerIpPerHour: 30,
  oneTimeCodesPerAddressPerHour: 5,
  oneTimeCodesPerAccountPerHour: 5,
};

export interface AppContext {
  config: Config;
  database: Database;
  outbox: Outbox;
  notifier: Notifier;
  limits: RateLimits;
  /** In-process events for live updates: 'message', 'read', and SESSION_ENDED_EVENT (a session's token). */
  events: EventEmitter;
  /** Every route the app answers (HEAD left out), as registered: tests walk it so a new route needs a row. */
  routes: RouteEntry[];
  /** Sends queued notices (server/lib/notice-queue.ts); kick it after committing a notice. */
  notices: NoticeWorker;
}

/** Emitted on ctx.events with a session's token when it is signed out or replaced: its live streams end. */
export const SESSION_ENDED_EVENT = 'session-ended';

export interface RouteEntry {
  method: string;
  path: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: User | null;
    sessionToken: string | null;
  }
}
