import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { MediaStorage } from './lib/storage/media-storage.js';
import type { JobScheduler } from './lib/jobs.js';
import type { LiveEvents } from './lib/live-events.js';
import type { User } from './db/schema.js';
import type { Notifier } from './lib/notifier.js';
import type { Outbox } from './lib/outbox.js';
import type { NoticeWorker } from './lib/notice-queue.js';

/** Limits that tests tighten or loosen; production uses the defaults. */
export interface RateLimits {
  loginPerIpPerMinute: number;
  /**
   * Failed sign-ins for one account from one address (15 minutes) before that address is refused; also what a
   * device known to the account may fail before it loses its trust (decision 0017).
   */
  loginFailuresPerUsername: number;
  /**
   * Failed sign-ins for one account from unknown devices, all addresses together, after which each next try from
   * an unknown device waits 2, 4, 8... seconds (at most 15 minutes). Known devices and one-time codes are not slowed.
   */
  loginFailuresPerAccount: number;
  registerPerIpPerHour: number;
  writesPerIpPerMinute: number;
  verificationCodesPerIpPerMinute: number;
  // Forgot-password and phone sign-in codes, counted in the database per hour (decision 0017):
  /** from one network address not known to the account, whatever was typed; */
  oneTimeCodesPerIpPerHour: number;
  /** for one thing typed (name, e-mail, number) from one requester: an address, or a device known to the account; */
  oneTimeCodesPerAddressPerHour: number;
  /** sent to one inbox or account at the request of devices that never signed in to it (the bound on abuse). */
  oneTimeCodesPerAccountPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIpPerMinute: 20,
  loginFailuresPerUsername: 8,
  loginFailuresPerAccount: 100,
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
  /** Live events for every server process on the database: a message, a conversation read, a session ended. */
  live: LiveEvents;
  /** Background jobs, each run once per turn across all server processes (`jobs.registerJob`). */
  jobs: JobScheduler;
  /** Where photos and videos are kept: DATA_DIR/media or an S3-compatible bucket. */
  media: MediaStorage;
  /** Every route the app answers (HEAD left out), as registered: tests walk it so a new route needs a row. */
  routes: RouteEntry[];
  /** Sends queued notices (server/lib/notice-queue.ts); kick it after committing a notice. */
  notices: NoticeWorker;
}

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
