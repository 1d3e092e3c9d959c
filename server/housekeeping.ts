// Background upkeep while the server runs: a minute after start, then every six hours. Each job is safe to
// run on several servers at once (they only delete what is no longer needed), and a failure is logged and
// retried next time rather than stopping the server.
import type { Db } from './db/client.js';
import { deleteExpiredSessions } from './features/auth/sessions.js';
import { ABANDONED_UPLOAD_AGE_MS, sweepAbandonedUploads } from './features/media/media.sweep.js';
import { pruneListingViews } from './features/properties/listing-views.js';

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
