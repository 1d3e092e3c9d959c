// EXPLAIN ANALYZE of every query behind the reads bench:scale measures, on a seeded database (decision 0010).
// DATABASE_URL=... npx tsx bench/explain-scale.ts   (or DATA_DIR=<a seeded PGlite folder no server has open)
// Prints each query's execution time and, with --plans, its plan.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { cappedCountQuery, listingRowsQuery, NEWEST_FIRST, publicListingCondition } from '../server/features/listings/listings.queries.js';
import { liveStatsQuery } from '../server/features/listings/listings.read.js';
import { searchConditions, searchPageQuery } from '../server/features/search/search.service.js';
import { findCurrentRate } from '../server/features/exchange-rate/exchange-rate.queries.js';
import { searchQuerySchema } from '../common/schemas/search.js';
import { LISTING_TOTAL_CAP } from '../common/constants.js';
import { SCALE_READS } from './scale-reads.mjs';

const showPlans = process.argv.includes('--plans');
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const db = database.db;

async function explain(name: string, query: SQLWrapper) {
  const result = (await db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as { rows: Record<string, string>[] };
  const lines = result.rows.map((r) => Object.values(r)[0]!);
  const time = lines.find((l) => l.startsWith('Execution Time'));
  console.log(`${name.padEnd(60)} ${time}`);
  if (showPlans) console.log(lines.map((l) => `    ${l}`).join('\n'));
}

try {
  const live = publicListingCondition();
  await explain('home list: page', listingRowsQuery(db, { where: live, orderBy: NEWEST_FIRST, limit: 24 }));
  await explain('home list: capped total', cappedCountQuery(db, live, LISTING_TOTAL_CAP));
  await explain('home list offset 1,000 (the deepest served): page', listingRowsQuery(db, { where: live, orderBy: NEWEST_FIRST, limit: 24, offset: 1000 }));
  await explain('stats (once per generation)', liveStatsQuery(db));
  const rate = await findCurrentRate(db);
  for (const read of SCALE_READS.filter((r) => r.path(0, { detailId: '' }).startsWith('/api/properties/search'))) {
    const url = new URL(read.path(3, { detailId: '' }), 'http://x');
    const q = searchQuerySchema.parse(Object.fromEntries(url.searchParams));
    const where = searchConditions(q, rate);
    await explain(`${read.name}: capped total`, cappedCountQuery(db, where, LISTING_TOTAL_CAP));
    await explain(`${read.name}: page`, searchPageQuery(db, q, rate));
  }
} finally {
  await database.close();
}
