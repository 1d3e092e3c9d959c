// EXPLAIN ANALYZE of photo_reused's candidate lookup (decision 0013) on PostgreSQL at the scale of 100,000 listings.
// createdb photos && DATABASE_URL=postgres://…/photos npx tsx bench/trust-photo-explain.ts [--plans] [--load-only]
// PHOTO_LISTINGS=100000 (default) listings of 8 photos each, every photo with a hash row per stored variant (17)
// of random hashes (13.6 million rows; the band indexes, the key and the foreign key are built after the rows, as a
// restore would).
// Two listings of another account hold a copy of the upload (its whole-picture hash with 6 and 9 bits flipped),
// so the lookup must find them among the ~18,000 band-sharing rows. The upload is looked up by the query of a real
// drawn picture (as many band values as the service uses per photo); a listing of 8 photos by 8 shifted copies.
// PHOTO_UPLOAD_TURN=4 turns that picture 4 degrees and straightens it first: a turned upload is also looked up
// turned back (photo-hash.ts), so it looks up more band values than a level one.
import { sql, type SQLWrapper } from 'drizzle-orm';
import sharp from 'sharp';
import { openDatabase } from '../server/db/client.js';
import { renderScene } from '../server/db/demo/images.js';
import { HASH_VARIANTS, hashBands, queryOf } from '../server/features/trust/photo-hash.js';
import { candidateQuery, candidateRows } from '../server/features/trust/photo-reuse.js';
import { applyEdit } from '../tests/trust-corpus/photo-pairs.js';

const LISTINGS = Number(process.env.PHOTO_LISTINGS ?? 100000);
const PHOTOS = 8;
const VARIANTS = HASH_VARIANTS.length;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
const db = database.db;
const rows = async (q: SQLWrapper) => ((await db.execute(q as never)) as unknown as { rows: Record<string, unknown>[] }).rows;
const turn = Number(process.env.PHOTO_UPLOAD_TURN ?? 0);
const scene = await renderScene({ kind: 'living', seed: 7, scale: 0.5 });
// Turned and straightened as a thief's upload is (the corpus's own edit), or as drawn.
const upload = await sharp(turn ? await applyEdit(scene, { op: 'rotate', degrees: turn, fill: 'crop' }) : scene).resize({ width: 480 }).webp({ quality: 60 }).toBuffer();
const query = await queryOf(upload);
const n = ((await rows(sql`select count(*)::int as n from photo_hashes`)) as { n: number }[])[0]!.n;
if (n > 0 && n < LISTINGS * PHOTOS * VARIANTS) throw new Error(`This database holds ${n} photo hashes: use an empty one.`);
if (n === 0) {
  const started = Date.now();
  const step = (what: string) => console.log(`${what}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // Built after the rows: their definitions are read back as the migrations made them.
  const indexes = (await rows(sql`select indexname, indexdef from pg_indexes where tablename = 'photo_hashes' and indexname like '%band%'`)) as { indexname: string; indexdef: string }[];
  const constraints = (await rows(sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'photo_hashes'::regclass and contype in ('p', 'f')`)) as { conname: string; def: string }[];
  for (const i of indexes) await db.execute(sql.raw(`drop index "${i.indexname}"`));
  for (const c of constraints) await db.execute(sql.raw(`alter table photo_hashes drop constraint "${c.conname}"`));
  await db.execute(sql`insert into users (username, email, first_name, last_name, user_type, account_status)
    select 'u' || g, 'u' || g || '@x.sl', 'A', 'B', 'owner', 'approved' from generate_series(1, 10000) g`);
  await db.execute(sql`insert into properties (user_id, title, location, property_type, property_category, price_sll, status)
    select u.id, 'L' || g, 'Lumley', 'rent', 'apartment', 1000, 'approved'
    from generate_series(1, ${LISTINGS}) g join (select id, row_number() over (order by id) - 1 as k from users) u on u.k = g % 10000`);
  await db.execute(sql`insert into media (user_id, property_id, mime_type) select user_id, id, 'image/webp' from properties cross join generate_series(1, ${PHOTOS})`);
  step('listings and media');
  // Random 64-bit hashes; the bands are their four 16-bit parts, as hashBands cuts them.
  await db.execute(sql`insert into photo_hashes (media_id, variant, hash, band0, band1, band2, band3)
    select media_id, v, hash, (hash & 65535)::int, ((hash >> 16) & 65535)::int, ((hash >> 32) & 65535)::int, ((hash >> 48) & 65535)::int
    from (select m.id as media_id, v, (floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint as hash
          from media m cross join generate_series(0, ${VARIANTS - 1}) v) t`);
  step('hash rows');
  for (const i of indexes) await db.execute(sql.raw(i.indexdef));
  for (const c of constraints) await db.execute(sql.raw(`alter table photo_hashes add constraint "${c.conname}" ${c.def}`));
  step('indexes and keys');
  // The copies: variant 0 of two photos of other accounts than the one who uploads (the first user).
  const whole = query.hashes[0]!;
  const copies = [whole ^ 0b111111n, whole ^ (0b111111111n << 20n)].map((h) => BigInt.asIntN(64, h));
  const targets = (await rows(sql`select m.id from media m join properties p on p.id = m.property_id
    where p.user_id <> (select id from users order by id limit 1) order by m.id limit 2`)) as { id: string }[];
  for (const [k, t] of targets.entries()) {
    const [b0, b1, b2, b3] = hashBands(copies[k]!);
    await db.execute(sql`update photo_hashes set hash = ${copies[k]!}, band0 = ${b0}, band1 = ${b1}, band2 = ${b2}, band3 = ${b3} where media_id = ${t.id} and variant = 0`);
  }
  // As autovacuum does after a bulk insert: the statistics, and the visibility map that lets the band lookups
  // answer from their indexes alone (an index-only scan visits the table for pages not yet marked all-visible).
  await db.execute(sql`vacuum analyze`);
  step('loaded');
}
if (process.argv.includes('--load-only')) {
  await database.close();
  process.exit(0);
}
const total = ((await rows(sql`select count(*)::int as n from photo_hashes`)) as { n: number }[])[0]!.n;
console.log(`${total} hash rows; band values looked up per photo: ${query.bands.map((b) => b.length).join(' + ')}, ${query.hashes.length} query hashes`);
const [u] = (await rows(sql`select id from users order by id limit 1`)) as { id: string }[];
for (const [name, queries] of [['one photo', 1], ['a listing of 8 photos', 8]] as const) {
  // The other photos of the listing: the same band values shifted and the hashes turned, so they are as many.
  const listing = Array.from({ length: queries }, (_, i) => ({
    hashes: i === 0 ? query.hashes : query.hashes.map((h) => BigInt.asIntN(64, h ^ (0x9e3779b97f4a7c15n * BigInt(i)))),
    bands: query.bands.map((b) => b.map((v) => (i === 0 ? v : (v + i * 7919) & 0xffff))) as typeof query.bands,
  }));
  const built = candidateQuery(u!.id, '00000000-0000-0000-0000-000000000000', listing);
  for (let run = 0; run < 3; run++) {
    const lines = (await rows(sql`explain (analyze, buffers) ${built}`)).map((r) => Object.values(r)[0] as string);
    const found = await candidateRows(db, u!.id, '00000000-0000-0000-0000-000000000000', listing);
    console.log(`\n== ${name}, run ${run + 1}: ${found.length} candidates (nearest: ${found.filter((f) => f.photo === 0).map((f) => f.distance).slice(0, 4).join(', ')}), ${lines.find((l) => l.startsWith('Execution Time'))}`);
    if (process.argv.includes('--plans') && run === 2) console.log(lines.join('\n'));
  }
}
await database.close();

