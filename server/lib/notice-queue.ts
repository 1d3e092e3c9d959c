// The notice queue: e-mail and SMS notices (a decision on a listing or an account, later saved-search alerts)
// are rows in `notice_queue`, written in the same transaction as what they announce, and sent by a worker in
// every server process. Not for the one-time codes a person is waiting for: those are sent in the request.
//
// Claiming is one statement: `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`, which counts the
// attempt and pushes next_attempt_at past a lease. Two workers (or two processes) never claim the same row, and
// no transaction stays open while the mail server talks (on PGlite an open transaction would stop every request).
// A process that dies mid-send leaves the row to be retried when its lease runs out: delivery is at least once
// across crashes, exactly once otherwise.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { noticeQueue, type Notice } from '../db/schema.js';
import type { Notifier } from './notifier.js';

export interface NewNotice {
  channel: 'email' | 'sms';
  to: string;
  subject?: string | null;
  text: string;
}

/** Queues a notice; pass the transaction of the change it announces, so both commit or neither does. */
export async function enqueueNotice(db: Pick<Db, 'insert'>, notice: NewNotice | null): Promise<void> {
  if (!notice) return;
  await db.insert(noticeQueue).values({ channel: notice.channel, to: notice.to, subject: notice.subject ?? null, text: notice.text });
}

export interface NoticeWorkerOptions {
  /** How often each process looks for due notices (also right after a notice is queued here). */
  pollMs: number;
  /** The first retry waits this long; each next one twice as long, up to maxDelayMs. */
  retryBaseMs: number;
  maxDelayMs: number;
  /** After this many attempts a notice stays unsent, with its last error, for someone to look at. */
  maxAttempts: number;
  /** How long a claimed notice is left to its worker before another may try it (a crashed process). */
  leaseMs: number;
  batchSize: number;
}

export const DEFAULT_NOTICE_WORKER: NoticeWorkerOptions = {
  pollMs: 5_000,
  retryBaseMs: 30_000,
  maxDelayMs: 6 * 60 * 60_000,
  maxAttempts: 12,
  leaseMs: 5 * 60_000,
  batchSize: 20,
};

/** The wait after a failed attempt number `attempts` (1-based): 30 s, 1 min, 2 min … capped. */
export function retryDelayMs(attempts: number, options: Pick<NoticeWorkerOptions, 'retryBaseMs' | 'maxDelayMs'>): number {
  return Math.min(options.maxDelayMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

interface ClaimedRow { id: string; channel: 'email' | 'sms'; to: string; subject: string | null; text: string; attempts: number }

async function claimDue(db: Db, options: NoticeWorkerOptions): Promise<ClaimedRow[]> {
  return queryRows<ClaimedRow>(db, sql`
    update ${noticeQueue}
    set attempts = attempts + 1, next_attempt_at = now() + ${options.leaseMs} * interval '1 millisecond'
    where id in (
      select id from ${noticeQueue}
      where sent_at is null and next_attempt_at <= now() and attempts < ${options.maxAttempts}
      order by next_attempt_at
      limit ${options.batchSize}
      for update skip locked
    )
    returning id, channel, "to", subject, text, attempts`);
}

async function deliver(notifier: Notifier, row: ClaimedRow): Promise<void> {
  if (row.channel === 'email') await notifier.sendEmail({ to: row.to, subject: row.subject ?? 'Salone Homes', text: row.text });
  else await notifier.sendSms({ to: row.to, text: row.text });
}

/** Claims and sends the notices due now; answers how many were sent. */
export async function deliverDueNotices(db: Db, notifier: Notifier, options: NoticeWorkerOptions, log?: NoticeLog): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimDue(db, options);
    for (const row of claimed) {
      try {
        await deliver(notifier, row);
        await db.update(noticeQueue).set({ sentAt: new Date(), lastError: null }).where(and(eq(noticeQueue.id, row.id), isNull(noticeQueue.sentAt)));
        sent += 1;
      } catch (error) {
        const delay = retryDelayMs(row.attempts, options);
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(noticeQueue)
          .set({ lastError: message.slice(0, 500), nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'` })
          .where(eq(noticeQueue.id, row.id));
        log?.warn({ noticeId: row.id, attempts: row.attempts, retryInMs: delay, err: message }, 'a notice could not be sent; it will be retried');
      }
    }
    if (claimed.length < options.batchSize) return sent;
  }
}

interface NoticeLog {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface NoticeWorker {
  /** Looks for due notices now (after this process queued one), without waiting for the next poll. */
  kick(): void;
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Polls for due notices; one run at a time per process, and a kick during a run makes one more run after it.
 * The database and notifier are read at each run, so tests can put a fake SMTP server's notifier in its place.
 */
export function startNoticeWorker(getDb: () => Db, getNotifier: () => Notifier, options: NoticeWorkerOptions, log: NoticeLog): NoticeWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueNotices(getDb(), getNotifier(), options, log)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'the notice worker failed; it will try again'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.pollMs);
  timer.unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}

export type { Notice };
