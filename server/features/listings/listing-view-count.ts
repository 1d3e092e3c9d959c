// Counting listing views, the site's most frequent write (every new viewer of a listing detail makes one).
// On PGlite the process's ledger decides and counts them in memory and writes them in batches (view-ledger.ts).
// Elsewhere (PostgreSQL, which several servers share, and views the ledger does not keep) the database decides:
// views that arrive while the previous statement is still running are written together by the next one, one
// statement and one commit for all of them. Nobody waits longer than the statement in flight, and each caller
// still learns exactly whether its view was counted and the count after it. The listing_views key decides what
// is new, so processes batching on their own count right together.
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../../db/client.js';
import { listingDailyStats, listingViews, properties } from '../../db/schema.js';
import { viewDay } from './listing-views.js';
import { ViewLedger, type RecordedView, type ViewToWrite } from './view-ledger.js';

export type { RecordedView } from './view-ledger.js';

interface PendingView extends ViewToWrite {
  resolve(view: RecordedView): void;
  reject(error: unknown): void;
}

// Enough for a busy moment; more waits for the next statement.
const MAX_BATCH = 500;

interface Batcher {
  queue: PendingView[];
  running: boolean;
}
const batchers = new WeakMap<Db, Batcher>();
const ledgers = new WeakMap<Db, ViewLedger>();

/**
 * Views of `database` are decided and counted in this process's memory from now on (view-ledger.ts). Only for
 * PGlite, where this process is the database's one writer; PostgreSQL, which several servers share, has no
 * held writes and keeps asking the database.
 */
export function keepViewsInMemory(database: Database, options: { capacity?: number; onWriteFailed?(error: unknown, lost: number): void } = {}): ViewLedger | null {
  if (!database.heldWrites) return null;
  let ledger = ledgers.get(database.db);
  if (!ledger) {
    ledger = new ViewLedger(database.heldWrites.direct, { ...options, writeViews: writeListingViews });
    database.heldWrites.register(ledger);
    ledgers.set(database.db, ledger);
  }
  return ledger;
}

async function readViewCount(db: Db, propertyId: string): Promise<number | null> {
  const [row] = await queryRows<{ view_count: number }>(db, sql`select ${properties.viewCount} from ${properties} where ${properties.id} = ${propertyId}`);
  return row?.view_count ?? null;
}

/**
 * Counts the view if this viewer has not seen the listing today, and gives the listing's count after it. A null
 * viewer (the server's own read for drawing a page) counts nothing and only reads the count.
 */
export async function recordListingView(db: Db, propertyId: string, viewer: string | null, day = viewDay()): Promise<RecordedView> {
  const ledger = ledgers.get(db);
  if (viewer === null) return { counted: false, viewCount: ledger?.countOf(propertyId) ?? await readViewCount(db, propertyId) };
  if (ledger) {
    const view = await ledger.record(propertyId, viewer, day);
    if (view) return view;
  }
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = { queue: [], running: false };
    batchers.set(db, batcher);
  }
  const pending = new Promise<RecordedView>((resolve, reject) => batcher.queue.push({ propertyId, viewer, day, resolve, reject }));
  if (!batcher.running) void drain(db, batcher);
  const view = await pending;
  // A count the ledger kept (of another day's view, say) has moved without it.
  ledger?.forget(propertyId);
  return view;
}

async function drain(db: Db, batcher: Batcher) {
  batcher.running = true;
  try {
    while (batcher.queue.length > 0) {
      const batch = batcher.queue.splice(0, MAX_BATCH);
      try {
        const results = await writeListingViews(db, batch);
        batch.forEach((view, i) => view.resolve(results[i]!));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        // One view's failure must not fail the others' requests: each on its own, so only it fails again.
        else await Promise.all(batch.map((view) => writeListingViews(db, [view]).then(([result]) => view.resolve(result!), view.reject)));
      }
    }
  } finally {
    batcher.running = false;
  }
}

const keyOf = (v: { propertyId: string; viewer: string; day: string }) => `${v.propertyId}\n${v.viewer}\n${v.day}`;

/** One statement for a batch of views; the results in the batch's order. */
export async function writeListingViews(db: Db, batch: ViewToWrite[]): Promise<RecordedView[]> {
  // The same view twice in one batch (a page fetched twice at once) is written once and counted for the first.
  const unique = [...new Map(batch.map((v) => [keyOf(v), { property_id: v.propertyId, viewer: v.viewer, day: v.day }])).values()];
  // As JSON: one parameter that node-postgres and PGlite pass alike. The count moves only by the view rows that
  // are new; updatedAt is left alone because a view is not an edit. Each listing's stored count is read from the
  // statement's snapshot, before the update: it is the answer only when nothing was counted for that listing.
  // It commits without waiting for the disk (synchronous_commit off, for this transaction only): if PostgreSQL
  // itself crashed, the views of its last fraction of a second could be lost, never anything else, and the
  // database stays consistent (decision 0010).
  const rows = await queryRows<{ property_id: string; viewer: string; day: string; counted: boolean; view_count: number | null }>(db, sql`
    with relaxed as (select set_config('synchronous_commit', 'off', true)),
    input as (
      select * from jsonb_to_recordset(${JSON.stringify(unique)}::jsonb) as t(property_id uuid, viewer text, day text)
    ), seen as (
      insert into ${listingViews} (property_id, viewer, day)
      select property_id, viewer, day::date from input
      where exists (select 1 from ${properties} where ${properties.id} = input.property_id)
      on conflict do nothing
      returning property_id, viewer, day
    ), daily as (
      -- The day's row of each listing moves by the same new views as its total, in the same statement: a
      -- view is in both or in neither (decision 0023). Not read below; PostgreSQL runs it all the same.
      insert into ${listingDailyStats} (property_id, day, views)
      select property_id, day, count(*)::int from seen group by property_id, day
      on conflict (property_id, day) do update set views = ${listingDailyStats.views} + excluded.views
    ), bumped as (
      update ${properties} set view_count = ${properties.viewCount} + counts.n
      from (select property_id, count(*)::int as n from seen group by property_id) as counts
      where ${properties.id} = counts.property_id
      returning ${properties.id} as id, ${properties.viewCount} as view_count
    )
    select input.property_id, input.viewer, input.day,
      exists (select 1 from seen where seen.property_id = input.property_id and seen.viewer = input.viewer and seen.day::text = input.day) as counted,
      coalesce(
        (select view_count from bumped where bumped.id = input.property_id),
        (select ${properties.viewCount} from ${properties} where ${properties.id} = input.property_id)
      ) as view_count
    from input, relaxed`);
  const byKey = new Map(rows.map((r) => [keyOf({ propertyId: r.property_id, viewer: r.viewer, day: r.day }), r]));
  const answered = new Set<string>();
  return batch.map((view) => {
    const key = keyOf(view);
    const row = byKey.get(key);
    const first = !answered.has(key);
    answered.add(key);
    return { counted: Boolean(row?.counted) && first, viewCount: row?.view_count ?? null };
  });
}
