// EXPLAIN ANALYZE of photo_reused's candidate lookup (decision 0013) on PostgreSQL with 300,000 photo_hashes rows.
// createdb photos && DATABASE_URL=postgres://…/photos npx tsx bench/trust-photo-explain.ts [--plans]
// An empty database gets 20,000 listings of one photo each, every photo with 15 hash rows of random hashes; the
// upload is looked up by the query of a real drawn picture (as many band values as the service uses per photo).
import { sql, type SQLWrapper } from 'drizzle-orm';
import sharp from 'sharp';
import { openDatabase } from '../server/db/client.js';
import { renderScene } from '../server/db/demo/images.js';
import { queryOf } from '../server/features/trust/photo-hash.js';
import { candidateRows } from '../server/features/trust/photo-reuse.js';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
const db = database.db;
const rows = async (q: SQLWrapper) => ((await db.execute(q as never)) as unknown as { rows: Record<string, unknown>[] }).rows;
const n = ((await rows(sql`select count(*)::int as n from photo_hashes`)) as { n: number }[])[0]!.n;
if (n > 0 && n < 300000) throw new Error(`This database holds ${n} photo hashes: use an empty one.`);
if (n === 0) {
  await db.execute(sql`insert into users (username, email, first_name, last_name, user_type, account_status)
    select 'u' || g, 'u' || g || '@x.sl', 'A', 'B', 'owner', 'approved' from generate_series(1, 2000) g`);
  await db.execute(sql`insert into properties (user_id, title, location, property_type, property_category, price_sll, status)
    select (select id from users order by id offset (g % 2000) limit 1), 'L' || g, 'Lumley', 'rent', 'apartment', 1000, 'approved'
    from generate_series(1, 20000) g`);
  await db.execute(sql`insert into media (user_id, property_id, mime_type) select user_id, id, 'image/webp' from properties`);
  // Random 64-bit hashes; the bands are their four 16-bit parts, as hashBands cuts them.
  await db.execute(sql`insert into photo_hashes (media_id, variant, hash, band0, band1, band2, band3)
    select media_id, v, hash, (hash & 65535)::int, ((hash >> 16) & 65535)::int, ((hash >> 32) & 65535)::int, ((hash >> 48) & 65535)::int
    from (select m.id as media_id, v, (floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint as hash
          from media m cross join generate_series(0, 14) v) t`);
  await db.execute(sql`analyze`);
}
const upload = await sharp(await renderScene({ kind: 'living', seed: 7, scale: 0.5 })).resize({ width: 480 }).webp({ quality: 60 }).toBuffer();
const query = await queryOf(upload);
console.log(`band values looked up per photo: ${query.bands.map((b) => b.length).join(' + ')}`);
const [u] = (await rows(sql`select id from users limit 1`)) as { id: string }[];
for (const [name, queries] of [['one photo', 1], ['a listing of 8 photos', 8]] as const) {
  const built = candidateRows(db, u!.id, '00000000-0000-0000-0000-000000000000', Array.from({ length: queries }, (_, i) => ({ ...query, bands: query.bands.map((b) => b.map((v) => (v + i * 7919) & 0xffff)) as typeof query.bands })));
  const lines = (await rows(sql`explain (analyze, buffers) ${built}`)).map((r) => Object.values(r)[0] as string);
  const found = (await built).length;
  console.log(`\n== ${name}: ${found} rows, ${lines.find((l) => l.startsWith('Execution Time'))}`);
  if (process.argv.includes('--plans')) console.log(lines.join('\n'));
}
await database.close();
