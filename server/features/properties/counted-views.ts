// The views this process knows are already in listing_views, as "listing, viewer, day" keys: a repeat view the
// same day is then answered without a write (on PGlite, the insert that found the row taken cost as much as one
// that counted, in the one queue every query of the process waits in). Exact only where this process is the
// database's one writer: PGlite, which no second process can open. On PostgreSQL several servers share the
// table, and a row may be counted elsewhere, so the database decides there (listing-view-count.ts).
// A key is only ever added after the database has the row, and rows of today are never removed (pruning keeps
// yesterday and today), so "known" never becomes wrong; forgetting a key only costs one write.

/** The most recently used keys, at most `capacity` (oldest forgotten first): bounded whatever the traffic. */
export class CountedViews {
  private readonly keys = new Map<string, true>();
  constructor(readonly capacity = 50_000) {}

  get size(): number {
    return this.keys.size;
  }

  has(key: string): boolean {
    if (!this.keys.has(key)) return false;
    // Kept as the most recent: a listing read all day stays known.
    this.keys.delete(key);
    this.keys.set(key, true);
    return true;
  }

  add(key: string): void {
    this.keys.delete(key);
    this.keys.set(key, true);
    if (this.keys.size > this.capacity) this.keys.delete(this.keys.keys().next().value!);
  }
}
