// Background jobs that run once per turn however many server processes share the database (decision 0011).
// Each job has a row in job_runs; a process runs a job only after moving its next_run_at forward in a single
// UPDATE … WHERE next_run_at <= now(), which the database lets exactly one process win. A process that dies
// mid-job simply leaves the next turn to whoever comes first: jobs must be safe to run again.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobRuns } from '../db/schema.js';

/** What a job answers: a line worth logging when it did something, or nothing. */
export type JobFunction = () => Promise<string | void>;

export interface JobOptions {
  /** Delay before the very first run on a new database (default: one minute, so start-up stays quick). */
  firstAfterMs?: number;
  /**
   * Run on every process instead of once per turn: for work on the process's own disk or memory (its
   * temporary upload folder). The schedule is then kept in memory.
   */
  perProcess?: boolean;
}

interface Job {
  name: string;
  everyMs: number;
  firstAfterMs: number;
  perProcess: boolean;
  run: JobFunction;
}

interface Log {
  info: (msg: string) => void;
  error: (err: unknown, msg: string) => void;
}

export interface JobScheduler {
  /** Adds a job. Names are the key in job_runs: keep them stable. */
  registerJob(name: string, everyMs: number, run: JobFunction, options?: JobOptions): void;
  /** Claims and runs every job that is due now; answers the names this process ran. */
  runDueJobs(): Promise<string[]>;
  /** Checks for due jobs every `pollMs` until stopped. */
  start(pollMs: number): void;
  stop(): Promise<void>;
}

const DEFAULT_FIRST_AFTER_MS = 60_000;

export function createJobScheduler(db: Db, log: Log): JobScheduler {
  const jobs = new Map<string, Job>();
  let timer: NodeJS.Timeout | undefined;
  let firstTimer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const startedAt = Date.now();
  const localNextRun = new Map<string, number>();

  /** True when this process won the job's turn (and has already booked the next one). */
  async function claim(job: Job): Promise<boolean> {
    if (job.perProcess) {
      const due = localNextRun.get(job.name) ?? startedAt + job.firstAfterMs;
      if (Date.now() < due) return false;
      localNextRun.set(job.name, Date.now() + job.everyMs);
      return true;
    }
    await db
      .insert(jobRuns)
      .values({ name: job.name, nextRunAt: sql`now() + ${`${job.firstAfterMs} milliseconds`}::interval` })
      .onConflictDoNothing();
    const won = await db
      .update(jobRuns)
      .set({
        nextRunAt: sql`now() + ${`${job.everyMs} milliseconds`}::interval`,
        lastStartedAt: sql`now()`,
        runs: sql`${jobRuns.runs} + 1`,
      })
      .where(sql`${jobRuns.name} = ${job.name} and ${jobRuns.nextRunAt} <= now()`)
      .returning({ name: jobRuns.name });
    return won.length === 1;
  }

  async function runOne(job: Job): Promise<boolean> {
    let error: string | null = null;
    try {
      if (!(await claim(job))) return false;
      const said = await job.run();
      if (said) log.info(said);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      log.error(err, `Job ${job.name} failed`);
    }
    // A failure is recorded and retried next turn rather than stopping the server.
    if (job.perProcess) return true;
    await db
      .update(jobRuns)
      .set({ lastFinishedAt: sql`now()`, lastError: error })
      .where(eq(jobRuns.name, job.name))
      .catch((err: unknown) => log.error(err, `Job ${job.name}: could not record the run`));
    return true;
  }

  async function runDueJobs(): Promise<string[]> {
    const ran: string[] = [];
    // One after another: each job is light, and together they must not crowd out requests.
    for (const job of jobs.values()) if (await runOne(job)) ran.push(job.name);
    return ran;
  }

  return {
    registerJob(name, everyMs, run, options = {}) {
      if (jobs.has(name)) throw new Error(`Job ${name} is registered twice`);
      jobs.set(name, { name, everyMs, run, firstAfterMs: options.firstAfterMs ?? DEFAULT_FIRST_AFTER_MS, perProcess: options.perProcess ?? false });
    },
    runDueJobs,
    start(pollMs) {
      if (timer) return;
      const tick = () => {
        running = runDueJobs().catch((err: unknown) => log.error(err, 'Checking for due jobs failed'));
      };
      // A first check soon after start, so a job due on a new database is booked at once.
      timer = setInterval(tick, pollMs);
      timer.unref();
      firstTimer = setTimeout(tick, Math.min(pollMs, 1_000));
      firstTimer.unref();
    },
    async stop() {
      clearInterval(timer);
      clearTimeout(firstTimer);
      timer = undefined;
      await running;
    },
  };
}
