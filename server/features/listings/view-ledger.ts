// Listing views on PGlite, decided and counted in this process's memory and written to the database in batches.
// PGlite has one writer, this process, so what it knows of today's views is exact: for each listing it has read
// today, the count and who has viewed it today. A view is then answered at once, and written with the others of
// the next quarter of a second in one statement (about 2 ms alone, 0.1 ms a view in a batch of 50; every statement
// of the process waits in one queue). Nothing reads around it: any other statement first waits for the views
// held (server/db/held-writes.ts), so a dashboard, an export or a test sees every view already answered.
// A crash loses at most the views of that last quarter second, as synchronous_commit off already allowed
// (decision 0010); a clean stop writes them first.
// Bounded: at most `capacity` viewers are kept for the day. A listing that would pass it, and any listing once
// it is full, is left to the database as on PostgreSQL (listing-view-count.ts): slower, never wrong.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { WriteHolder } from '../../db/held-writes.js';
import { listingViews, properties } from '../../db/schema.js';

export interface ViewToWrite {
  propertyId: string;
  viewer: string;
  day: string;
}

export interface RecordedView {
  /** Whether this viewer was new today, so the view was counted. */
  counted: boolean;
  /** The listing's view count after this view; null if the listing is gone. */
  viewCount: number | null;
}

/** Writes a batch in one statement; answers each view in order (listing-view-count.ts writeViews). */
export type WriteViews = (db: Db, views: ViewToWrite[]) => Promise<RecordedView[]>;

interface ListingToday {
  count: number;
  viewers: Set<string>;
}

// A listing the database has, but whose viewers today the ledger cannot keep.
const NOT_KEPT = 'not kept';
// Written this long after the first view held; sooner when this many wait, or when any other statement comes.
const HOLD_MS = 250;
const WRITE_AT = 500;

export interface ViewLedgerOptions {
  writeViews: WriteViews;
  /** Viewers kept for the day, over all listings: about 150 bytes each. */
  capacity?: number;
  /** Told of a batch that could not be written: its views are lost, the counts read again from the database. */
  onWriteFailed?(error: unknown, lost: number): void;
}

export class ViewLedger implements WriteHolder {
  private day: string | null = null;
  private readonly listings = new Map<string, ListingToday>();
  private readonly notKept = new Set<string>();
  private readonly loading = new Map<string, Promise<ListingToday | typeof NOT_KEPT | null>>();
  private viewersKept = 0;
  private held: ViewToWrite[] = [];
  // Views held since start, and of those the ones whose write has finished (settle waits on these).
  private heldCount = 0;
  private writtenCount = 0;
  private writing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  readonly capacity: number;

  /** `direct`: the database past the held writes' hooks (its own writes must not wait for themselves). */
  constructor(private readonly direct: Db, private readonly options: ViewLedgerOptions) {
    this.capacity = options.capacity ?? 200_000;
  }

  get keptViewers(): number {
    return this.viewersKept;
  }

  /** Today's count of a listing this ledger keeps; undefined when it does not (ask the database). */
  countOf(propertyId: string): number | undefined {
    return this.listings.get(propertyId)?.count;
  }

  /**
   * Counts the view if `viewer` is new to the listing on `day`, and gives the count after it; null when the
   * ledger does not keep this listing or day, and the database must decide.
   */
  async record(propertyId: string, viewer: string, day: string): Promise<RecordedView | null> {
    if (day !== this.day) {
      // Only ever forward: a view of an earlier day (one that began before midnight) goes to the database.
      if (this.day !== null && day < this.day) return null;
      this.startDay(day);
    }
    const listing = await this.listingToday(propertyId, day);
    // The day may have turned while the listing was read: the database decides that view.
    if (listing === NOT_KEPT || this.day !== day) return null;
    if (listing === null) return { counted: false, viewCount: null };
    if (listing.viewers.has(viewer)) return { counted: false, viewCount: listing.count };
    if (this.viewersKept >= this.capacity) {
      // Full: a listing kept already must not grow past the bound either; from now on the database decides it.
      this.forget(propertyId);
      this.notKept.add(propertyId);
      return null;
    }
    listing.viewers.add(viewer);
    listing.count += 1;
    this.viewersKept += 1;
    this.hold({ propertyId, viewer, day });
    return { counted: true, viewCount: listing.count };
  }

  /** The listing's count will change elsewhere (a view the database decided): read it again when next needed. */
  forget(propertyId: string): void {
    const listing = this.listings.get(propertyId);
    if (!listing) return;
    this.viewersKept -= listing.viewers.size;
    this.listings.delete(propertyId);
  }

  holds(): boolean {
    return this.held.length > 0 || this.writing !== null;
  }

  /**
   * Writes every view held now; resolves once they are in the database (or given up, see onWriteFailed). Views
   * held later are not waited for: under a steady stream of views, a statement waiting here still gets its turn.
   */
  async settle(): Promise<void> {
    const target = this.heldCount;
    while (this.writtenCount < target) {
      if (!this.writing) this.writeHeld();
      await this.writing;
    }
  }

  private startDay(day: string) {
    this.day = day;
    this.listings.clear();
    this.notKept.clear();
    this.viewersKept = 0;
  }

  private async listingToday(propertyId: string, day: string): Promise<ListingToday | typeof NOT_KEPT | null> {
    const known = this.listings.get(propertyId);
    if (known) return known;
    if (this.notKept.has(propertyId) || this.viewersKept >= this.capacity) return NOT_KEPT;
    let loading = this.loading.get(propertyId);
    if (!loading) {
      loading = this.load(propertyId, day).finally(() => this.loading.delete(propertyId));
      this.loading.set(propertyId, loading);
    }
    return loading;
  }

  private async load(propertyId: string, day: string): Promise<ListingToday | typeof NOT_KEPT | null> {
    // Views of this listing still held (from before it was forgotten) must be in what is read.
    await this.settle();
    const [row] = await this.direct.select({ count: properties.viewCount }).from(properties).where(eq(properties.id, propertyId));
    if (!row) return null;
    const room = this.capacity - this.viewersKept;
    const viewers = await this.direct.select({ viewer: listingViews.viewer }).from(listingViews)
      .where(and(eq(listingViews.propertyId, propertyId), eq(listingViews.day, day))).limit(room + 1);
    if (this.day !== day) return NOT_KEPT;
    if (viewers.length > room || this.viewersKept + viewers.length > this.capacity) {
      this.notKept.add(propertyId);
      return NOT_KEPT;
    }
    const listing = { count: row.count, viewers: new Set(viewers.map((v) => v.viewer)) };
    this.listings.set(propertyId, listing);
    this.viewersKept += listing.viewers.size;
    return listing;
  }

  private hold(view: ViewToWrite) {
    this.held.push(view);
    this.heldCount += 1;
    if (this.held.length >= WRITE_AT) void this.settle();
    else if (!this.timer) {
      // unref: held views never keep a finished process alive; close() writes them (held-writes.ts).
      this.timer = setTimeout(() => void this.settle(), HOLD_MS).unref();
    }
  }

  /** Starts writing what is held; `writing` is set before this returns, so nothing slips in before it. */
  private writeHeld(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.held;
    const upTo = this.heldCount;
    this.held = [];
    this.writing = this.write(batch).finally(() => {
      this.writtenCount = upTo;
      this.writing = null;
    });
  }

  private async write(batch: ViewToWrite[]): Promise<void> {
    let results: RecordedView[];
    try {
      results = await this.options.writeViews(this.direct, batch);
    } catch (error) {
      this.options.onWriteFailed?.(error, batch.length);
      for (const view of batch) this.forget(view.propertyId);
      return;
    }
    // Where the database disagrees (the listing is gone, or a view was written behind this process's back), the
    // database is right: the listing is read again when next viewed.
    const after = new Map<string, number | null>();
    batch.forEach((view, i) => {
      const result = results[i]!;
      if (!result.counted) after.set(view.propertyId, null);
      else if (after.get(view.propertyId) !== null) after.set(view.propertyId, Math.max(after.get(view.propertyId) ?? 0, result.viewCount ?? 0));
    });
    for (const [propertyId, written] of after) {
      const stillHeld = this.held.filter((view) => view.propertyId === propertyId).length;
      if (written === null || this.listings.get(propertyId)?.count !== written + stillHeld) this.forget(propertyId);
    }
  }
}
