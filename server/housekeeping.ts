// Background upkeep while the server runs: a minute after start, then every six hours. Each job is safe to
// run on several servers at once (they only delete what is no longer needed), and a failure is logged and
// retried next time rather than stopping the server.
import type { Db } from './db/client.js';
import { deleteExpiredSessions } from './features/auth/sessions.js';
import { ABANDONED_UPLOAD_AGE_MS, sweepAbandonedUploads } from './features/media/media.sweep.js';
import { pruneListingViews } from './features/properties/listing-views.js';
import { runMessageNotices } from './features/alerts/message-notices.service.js';
import { runSavedSearchAlerts } from './features/alerts/saved-search-alerts.service.js';
import type { SendNotice } from './lib/send-notice.js';

const EVERY_MS = 6 * 60 * 60 * 1000;
const FIRST_AFTER_MS = 60 * 1000;

interface Log {
  info: (msg: string) => void;
  error: (err: unknown, msg: string) => void;
}

/** Runs every job once, each on its own so one failing does not skip the others. */
export async function runHousekeeping(db: Db, dataDir: string, log: Log, now = new Date()): Promise<void> {
  // Each job answers what to log when it did something worth telling, or nothing.
  const jobs: Array<[name: string, job: () => Promise<string | void>]> = [
    ['Sweeping abandoned uploads', async () => {
      const swept = await sweepAbandonedUploads(db, dataDir, new Date(now.getTime() - ABANDONED_UPLOAD_AGE_MS));
      if (swept > 0) return `Removed ${swept} abandoned upload(s)`;
    }],
    ['Pruning old listing views', () => pruneListingViews(db, now)],
    ['Deleting expired sessions', () => deleteExpiredSessions(db)],
  ];
  for (const [name, job] of jobs) {
    try {
      const done = await job();
      if (done) log.info(done);
    } catch (err) {
      log.error(err, `${name} failed`);
    }
  }
}

/** Schedules runHousekeeping; returns a stop function for shutdown. */
export function scheduleHousekeeping(db: Db, dataDir: string, log: Log): () => void {
  const run = () => void runHousekeeping(db, dataDir, log);
  const first = setTimeout(run, FIRST_AFTER_MS);
  const every = setInterval(run, EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

// Notices (issue 17): saved-search alerts and unread-message notices, checked every minute so "instant" alerts
// and the 10-minute message rule hold. Each job is idempotent and locks what it handles (SKIP LOCKED), so
// several servers may run it at once; the run-once housekeeping can take these two lines as they are.
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

export function scheduleNoticeJobs(db: Db, deps: NoticeJobDeps, log: Log): () => void {
  let running = false;
  const every = setInterval(() => {
    // A slow run (a big backlog) is not overlapped by the next tick of the same server.
    if (running) return;
    running = true;
    void runNoticeJobs(db, deps, log).finally(() => { running = false; });
  }, NOTICES_EVERY_MS);
  every.unref();
  return () => clearInterval(every);
}
