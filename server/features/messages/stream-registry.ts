// The shared record of open message streams (table message_streams), so the cap per user holds whatever
// process each tab is connected to. A process marks its rows seen every STREAM_TOUCH_MS; rows of a process that
// died stop counting once older than STREAM_STALE_MS, and are swept.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.js';
import { messageStreams } from '../../db/schema.js';
import { MAX_OPEN_STREAMS_PER_USER } from '../../../common/constants.js';

export const STREAM_TOUCH_MS = 10_000;
/** Three missed touches: a busy process is not mistaken for a dead one. */
export const STREAM_STALE_MS = 3 * STREAM_TOUCH_MS;

export interface StreamRecord {
  id: string;
  userId: string;
  sessionId: string | null;
  processId: string;
}

// The database's clock, not each process's: processes on several hosts agree on it.
const staleBefore = () => sql`now() - make_interval(secs => ${STREAM_STALE_MS / 1000})`;

/**
 * Records a newly opened stream and answers the ids of the user's streams past the cap (oldest first), whose
 * rows are gone already: their processes end them when told. One user's opens take turns (an advisory lock on
 * the user), so two processes opening at once cannot both stay under the cap.
 */
export async function recordOpenStream(db: Db, stream: StreamRecord): Promise<string[]> {
  return db.transaction(async (tx) => {
    const txDb = asDb(tx);
    await txDb.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`message-streams:${stream.userId}`}, 0))`);
    await txDb.delete(messageStreams).where(and(eq(messageStreams.userId, stream.userId), lt(messageStreams.seenAt, staleBefore())));
    // clock_timestamp(), not now(): the transaction may have waited for the lock since it began.
    await txDb.insert(messageStreams).values({ ...stream, openedAt: sql`clock_timestamp()`, seenAt: sql`now()` });
    const beyondCap = await txDb
      .select({ id: messageStreams.id })
      .from(messageStreams)
      .where(eq(messageStreams.userId, stream.userId))
      .orderBy(sql`${messageStreams.openedAt} desc, ${messageStreams.id} desc`)
      .offset(MAX_OPEN_STREAMS_PER_USER);
    const ids = beyondCap.map((row) => row.id);
    if (ids.length) await txDb.delete(messageStreams).where(inArray(messageStreams.id, ids));
    return ids;
  });
}

export async function forgetStream(db: Db, id: string): Promise<void> {
  await db.delete(messageStreams).where(eq(messageStreams.id, id));
}

/**
 * Marks this process's streams seen and sweeps rows of processes that stopped; answers the ids of this process
 * whose rows still exist (a stream whose row was removed, by the cap or with its session, should end even if
 * the live event telling so was missed).
 */
export async function touchProcessStreams(db: Db, processId: string): Promise<Set<string>> {
  const kept = await db
    .update(messageStreams)
    .set({ seenAt: sql`now()` })
    .where(eq(messageStreams.processId, processId))
    .returning({ id: messageStreams.id });
  await db.delete(messageStreams).where(lt(messageStreams.seenAt, staleBefore()));
  return new Set(kept.map((row) => row.id));
}

/** A stopping process takes its rows with it rather than leaving them to go stale. */
export async function forgetProcessStreams(db: Db, processId: string): Promise<void> {
  await db.delete(messageStreams).where(eq(messageStreams.processId, processId));
}
