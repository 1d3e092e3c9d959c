// Background upkeep while the servers run. Each task is a job of the shared scheduler (server/lib/jobs.ts),
// so with several server processes on one database each turn runs on one of them only; the one task that
// cleans a process's own disk runs on every process. Every task only deletes what is no longer needed, so a
// turn run twice (a process died mid-run) does no harm.
import type { Db } from './db/client.js';
import { deleteExpiredSessions } from './features/auth/sessions.js';
import { deleteExpiredSignInFailures } from './features/auth/attempts.js';
import { deleteExpiredTrustedDevices } from './features/auth/device-cookies.js';
import {
  ABANDONED_UPLOAD_AGE_MS, ORPHAN_FILE_AGE_MS, sweepAbandonedUploads, sweepIncomingTemp, sweepOrphanFiles,
} from './features/media/media.sweep.js';
import type { MediaStorage } from './lib/storage/media-storage.js';
import { pruneListingViews } from './features/listings/listing-views.js';
import { pruneListingDailyStats } from './features/listings/listing-performance.service.js';
import { backfillFraudFlags } from './features/trust/fraud-flags.service.js';
import { PLACE_KEYS_STEP, REKEY_STEP } from './features/trust/store-place-keys.js';
import { runDataSteps } from './db/data-steps.js';
import type { JobFunction, JobOptions, JobScheduler } from './lib/jobs.js';
import { deleteExpiredRateLimits } from './lib/rate-limit-store.js';
import { runMessageNotices } from './features/alerts/message-notices.service.js';
import { runSavedSearchAlerts } from './features/alerts/saved-search-alerts.service.js';
import type { SendNotice } from './lib/send-notice.js';
import { runViewingReminders } from './features/viewings/viewings.service.js';

const HOURS = 60 * 60 * 1000;

interface Task {
  name: string;
  everyMs: number;
  run: JobFunction;
  options?: JobOptions;
}

export interface HousekeepingDeps {
  db: Db;
  storage: MediaStorage;
  /** This process's data folder (its temporary upload folder is there). */
  dataDir: string;
  now?: () => Date;
}

/** The upkeep tasks: how often, and what. Each answers a line to log when it did something. */
export function housekeepingTasks({ db, storage, dataDir, now = () => new Date() }: HousekeepingDeps): Task[] {
  const ago = (ms: number) => new Date(now().getTime() - ms);
  return [
    { name: 'sweep-abandoned-uploads', everyMs: 6 * HOURS, run: async () => {
      const swept = await sweepAbandonedUploads(db, storage, ago(ABANDONED_UPLOAD_AGE_MS));
      if (swept > 0) return `Removed ${swept} abandoned upload(s)`;
    } },
    { name: 'sweep-orphan-media-files', everyMs: 6 * HOURS, run: async () => {
      const swept = await sweepOrphanFiles(db, storage, ago(ORPHAN_FILE_AGE_MS));
      if (swept > 0) return `Removed the files of ${swept} upload(s) that have no row (a crash mid-upload)`;
    } },
    { name: 'sweep-incoming-temp-files', everyMs: 6 * HOURS, options: { perProcess: true }, run: async () => {
      const swept = await sweepIncomingTemp(dataDir, ago(ORPHAN_FILE_AGE_MS));
      if (swept > 0) return `Removed ${swept} stale temporary upload file(s)`;
    } },
    { name: 'prune-listing-views', everyMs: 6 * HOURS, run: () => pruneListingViews(db, now()) },
    // Listing performance days older than the 90-day window (decision 0023).
    { name: 'prune-listing-daily-stats', everyMs: 24 * HOURS, run: async () => {
      const pruned = await pruneListingDailyStats(db, now());
      if (pruned > 0) return `Removed ${pruned} listing day(s) older than the performance window`;
    } },
    { name: 'delete-expired-sessions', everyMs: 6 * HOURS, run: async () => {
      await deleteExpiredSessions(db);
      await deleteExpiredTrustedDevices(db);
    } },
    // Limits and lockouts whose window has passed: small rows, but one per client address.
    { name: 'delete-expired-limits', everyMs: HOURS / 4, run: async () => {
      await deleteExpiredRateLimits(db);
      await deleteExpiredSignInFailures(db);
    } },
  ];
}

export function registerHousekeeping(jobs: JobScheduler, deps: HousekeepingDeps): void {
  for (const task of housekeepingTasks(deps)) jobs.registerJob(task.name, task.everyMs, task.run, task.options);
  // Listings never checked for fraud flags (existing data after an upgrade, the demo data): a job, so one
  // process does it in the background instead of every process hashing the same photos at start-up.
  jobs.registerJob('fraud-flag-backfill', HOURS, async () => {
    // Once in a database's life each: the duplicate check's later keys for listings checked before they existed,
    // then every listing's keys read again as the check reads texts now.
    await runDataSteps(deps.db, [PLACE_KEYS_STEP, REKEY_STEP]);
    const checked = await backfillFraudFlags(deps.db, deps.storage);
    if (checked > 0) return `Checked ${checked} listing(s) for fraud flags`;
  });
}

interface Log {
  info: (msg: string) => void;
  error: (err: unknown, msg: string) => void;
}

/** Runs every task now, each on its own so one failing does not skip the others (tests, scripts). */
export async function runHousekeeping(deps: HousekeepingDeps, log: Log): Promise<void> {
  for (const task of housekeepingTasks(deps)) {
    try {
      const done = await task.run();
      if (done) log.info(done);
    } catch (err) {
      log.error(err, `${task.name} failed`);
    }
  }
}
// Notices (issue 17): saved-search alerts and unread-message notices, checked every minute so "instant" alerts
// and the 10-minute message rule hold. Each job is idempotent and locks what it handles (SKIP LOCKED), so
// several servers may run it at once; registered with the shared scheduler below, each turn runs on one.
const NOTICES_EVERY_MS = 60 * 1000;

export interface NoticeJobDeps {
  send: SendNotice;
  siteUrl: string;
}

export async function runNoticeJobs(db: Db, deps: NoticeJobDeps, log: Log, now = new Date()): Promise<void> {
  const jobs: Array<[name: string, job: () => Promise<number>]> = [
    ['Saved-search alerts', () => runSavedSearchAlerts(db, now, deps)],
    ['Unread-message notices', () => runMessageNotices(db, now, deps)],
  ];
  for (const [name, job] of jobs) {
    try {
      const sent = await job();
      if (sent > 0) log.info(`${name}: sent ${sent}`);
    } catch (err) {
      log.error(err, `${name} failed`);
    }
  }
}

/**
 * The notice jobs as jobs of the shared scheduler: every minute, one process a turn. Each job is idempotent and
 * locks what it handles (SKIP LOCKED), so a turn that overlaps another process's does no harm either.
 */
export function registerNoticeJobs(jobs: JobScheduler, db: Db, deps: NoticeJobDeps): void {
  jobs.registerJob('saved-search-alerts', NOTICES_EVERY_MS, async () => {
    const sent = await runSavedSearchAlerts(db, new Date(), deps);
    if (sent > 0) return `Saved-search alerts: sent ${sent}`;
  });
  jobs.registerJob('unread-message-notices', NOTICES_EVERY_MS, async () => {
    const sent = await runMessageNotices(db, new Date(), deps);
    if (sent > 0) return `Unread-message notices: sent ${sent}`;
  });
  // Reminders go into the notice queue in the transaction that marks them sent: once each, on any process.
  jobs.registerJob('viewing-reminders', NOTICES_EVERY_MS, async () => {
    const handled = await runViewingReminders(db, new Date(), deps.siteUrl);
    if (handled > 0) return `Viewing reminders: ${handled} viewing(s) reminded`;
  });
}
