// A store for @fastify/rate-limit that counts in the database, so every server process on it counts toward
// one limit (decision 0011). One atomic upsert per request: a row whose window has passed starts again at 1.
// Expired rows are deleted by housekeeping (deleteExpiredRateLimits).
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { rateLimitHits } from '../db/schema.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Counts one hit for `key` in its current window; answers the count so far and the ms left in the window. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = `${Math.max(1, Math.trunc(windowMs))} milliseconds`;
  const [row] = await queryRows<{ hits: number; ttl: string | number }>(db, sql`
    insert into rate_limit_hits (key, hits, reset_at) values (${key}, 1, now() + ${window}::interval)
    on conflict (key) do update set
      hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
      reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
    returning hits, ceil(extract(epoch from (reset_at - now())) * 1000) as ttl`);
  return { current: Number(row!.hits), ttl: Math.max(0, Number(row!.ttl)) };
}

async function readHits(db: Db, key: string): Promise<{ current: number; ttl: number }> {
  const [row] = await queryRows<{ hits: number; ttl: string | number }>(db, sql`
    select hits, ceil(extract(epoch from (reset_at - now())) * 1000) as ttl
    from rate_limit_hits where key = ${key} and reset_at > now()`);
  return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** The store class @fastify/rate-limit instantiates (`store:` option); each route gets its own key space. */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    constructor(params?: object) {
      const info = (params as RouteParams | undefined)?.routeInfo;
      this.prefix = info?.url ? `${[info.method ?? ''].flat().join(',')} ${info.url}|` : 'global|';
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      countHit(db, this.prefix + key, timeWindow).then((result) => callback(null, result), (error: Error) => callback(error));
    }
    read(key: string, callback: Callback) {
      readHits(db, this.prefix + key).then((result) => callback(null, result), (error: Error) => callback(error));
    }
    child(routeOptions: object) {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}

export async function deleteExpiredRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.resetAt, sql`now()`));
}
