// EXPLAIN ANALYZE of price_too_low's market queries (issue 30) at 100,000 listings on PostgreSQL.
// createdb ptl && DATABASE_URL=postgres://…/ptl npx tsx bench/explain-price-market.ts [--plans]
// An empty database gets 100,000 synthetic listings (60 % in eight Freetown places); one that has listings is
// used as it is only when it already holds 100,000, so the script never writes into a database in use.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.js';
import { PLACES } from '../common/places.js';
import { findComparables, marketQueryOf } from '../server/features/trust/price-comparables.js';
import { DEFAULT_EXCHANGE_RATE } from '../common/exchange-rate.js';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
const db = database.db;
const rows = async (q: SQLWrapper) => ((await db.execute(q as never)) as unknown as { rows: Record<string, unknown>[] }).rows;
const n = ((await rows(sql`select count(*)::int as n from properties`)) as { n: number }[])[0]!.n;
if (n > 0 && n < 100000) throw new Error(`This database holds ${n} listings: use an empty one (or one with 100,000).`);
if (n === 0) {
  await db.execute(sql`insert into users (username, email, first_name, last_name, user_type, account_status)
    select 'u' || g, 'u' || g || '@x.sl', 'A', 'B', 'owner', 'approved' from generate_series(1, 2000) g`);
  const places = PLACES.map((p) => p.name);
  // 60 % of listings in eight Freetown places, the rest spread over every place.
  await db.execute(sql`insert into properties (user_id, title, location, property_type, property_category, bedrooms, price_sll, status, is_archived, created_at)
    select (select id from users order by id offset (g % 2000) limit 1), 'L' || g,
      case when g % 10 < 6 then (array['Lumley','Aberdeen','Wilberforce','Kissy','Juba','Goderich','Hill Station','Wellington'])[1 + g % 8]
        else (array[${sql.join(places.map((p) => sql`${p}`), sql`, `)}])[1 + (g / 7) % ${places.length}] end,
      case when g % 3 = 0 then 'sale' else 'rent' end,
      (array['house','apartment','apartment','land','commercial','townhouse','residential'])[1 + (g / 3) % 7],
      1 + (g / 21) % 5, 1000 + (g * 7919) % 20000,
      case when g % 10 = 9 then 'pending' else 'approved' end, g % 50 = 0,
      now() - (g || ' minutes')::interval
    from generate_series(1, 100000) g`);
  await db.execute(sql`analyze`);
}
const explain = async (name: string, q: SQLWrapper) => {
  const lines = (await rows(sql`explain (analyze, buffers) ${q}`)).map((r) => Object.values(r)[0] as string);
  console.log(`\n== ${name}: ${lines.find((l) => l.startsWith('Execution Time'))}`);
  if (process.argv.includes('--plans')) console.log(lines.join('\n'));
};
const [u] = (await rows(sql`select id from users limit 1`)) as { id: string }[];
const flat = { propertyType: 'rent' as const, propertyCategory: 'apartment', bedrooms: 2, location: 'Lumley', priceSLL: 1500, priceUSD: null };
await explain('Lumley, 2-bed flats for rent (newest 200)', marketQueryOf(flat, u!.id, 'place')!);
await explain('Freetown region (32 places, 25 each), 2-bed flats for rent', marketQueryOf(flat, u!.id, 'region')!);
await explain('land for sale, Freetown region', marketQueryOf({ ...flat, propertyCategory: 'land', propertyType: 'sale', bedrooms: null }, u!.id, 'region')!);
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const c = await findComparables(db, flat, u!.id, DEFAULT_EXCHANGE_RATE);
  const t2 = performance.now();
  const r = await findComparables(db, { ...flat, location: 'Tombo', bedrooms: 4 }, u!.id, DEFAULT_EXCHANGE_RATE);
  console.log(`findComparables Lumley: ${c.length} rows ${(t2 - t).toFixed(1)} ms; Tombo 4-bed (region fallback): ${r.length} rows ${(performance.now() - t2).toFixed(1)} ms`);
}
await database.close();
