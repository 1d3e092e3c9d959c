// The scale data set (issue 14): many live listings made in bulk SQL from the demo listings, for benchmarks and
// for trying the product as it will be with a real market's data. Every listing copies a live demo listing
// (its words, type, category and photo) with a new place, address, price, size and age, and one of a few
// hundred listers. Each listing has one photo row; its files are the demo photo's, linked, not copied.
import { mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import { PLACES } from '../../common/places.js';
import { hashPassword } from '../lib/passwords.js';
import { DEMO_PEOPLE_PASSWORD } from './demo/people.js';

export interface ScaleSummary {
  listers: number;
  listings: number;
}

/** A word found in about one listing in 5,000: the bench's "rare word" search. */
export const SCALE_RARE_WORD = 'helipad';

const FIRST_NAMES = 'Aminata|Mohamed|Fatmata|Ibrahim|Mariama|Abu|Isatu|Alhaji|Kadiatu|Sorie|Hawa|Foday|Adama|Samuel|Christiana|Joseph|Zainab|Musa|Fanta|Emmanuel';
const LAST_NAMES = 'Kamara|Sesay|Koroma|Bangura|Conteh|Turay|Jalloh|Kargbo|Mansaray|Fofanah|Kanu|Bah|Sankoh|Cole|Williams|Johnson|Kallon|Lahai|Massaquoi|Senesie';
const STREETS = 'Main Motor Road|Wilkinson Road|Spur Road|Old Railway Line|Hospital Road|Market Street|Bai Bureh Road|Kissy Road|Circular Road|Station Road|Mosque Lane|Church Street|Peninsular Road|Dama Road|Blama Road';

const listersFor = (listings: number) => Math.min(400, Math.max(50, Math.round(listings / 250)));

/**
 * Adds `count` live listings (and their listers and photo rows) in one transaction. Needs the full demo data
 * (its live listings and their photo files in dataDir) to copy from.
 */
export async function seedScaleListings(db: Db, dataDir: string, count: number): Promise<ScaleSummary> {
  const listers = listersFor(count);
  const passwordHash = await hashPassword(DEMO_PEOPLE_PASSWORD);
  const urban = PLACES.filter((p) => p.region === 'Freetown').map((p) => p.name).join('|');
  const everywhere = PLACES.map((p) => p.name).join('|');
  const linked: string[] = [];
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into users (username, password_hash, email, first_name, last_name, user_type, account_status,
          phone_number, is_verified, email_verified_at, company_name, created_at, updated_at)
        select 'lister' || lpad(g::text, 4, '0'), ${passwordHash}, 'lister' || lpad(g::text, 4, '0') || '@scale.example.sl',
          (string_to_array(${FIRST_NAMES}, '|'))[1 + g % 20], (string_to_array(${LAST_NAMES}, '|'))[1 + (g * 7) % 20],
          case when g % 3 = 0 then 'agent' else 'owner' end, 'approved', '+23276' || lpad(g::text, 6, '0'), true, now(),
          case when g % 3 = 0 then (string_to_array(${LAST_NAMES}, '|'))[1 + g % 20] || ' Properties' end,
          now() - interval '500 days', now() - interval '500 days'
        from generate_series(1, ${listers}::int) g`);
      await tx.execute(sql`
        create temp table scale_listers on commit drop as
        select row_number() over (order by username) - 1 as n, id from users where username like 'lister____' and email like '%@scale.example.sl'`);
      await tx.execute(sql`
        create temp table scale_templates on commit drop as
        select row_number() over (order by p.created_at, p.id) - 1 as n, p.*, m.id as photo_id, m.width as photo_width,
          m.height as photo_height, m.bytes as photo_bytes, m.placeholder_color as photo_color
        from properties p
        join users u on u.id = p.user_id
        join lateral (select * from media where property_id = p.id and kind = 'image' order by position limit 1) m on true
        where p.status = 'approved' and not p.is_archived and u.account_status = 'approved' and p.location is not null`);
      const [templates] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from scale_templates`);
      if (!templates?.n) throw new Error('The scale data set copies the demo listings: seed the full demo data first.');
      // One row per new listing, with its template, lister and new place; the inserts below read it.
      await tx.execute(sql`
        create temp table scale_plan on commit drop as
        select gen_random_uuid() as id, gen_random_uuid() as new_photo_id, g, t.n as template, l.id as user_id,
          case when random() < 0.5 then (string_to_array(${urban}, '|'))[1 + floor(random() * ${urban.split('|').length})::int]
               else (string_to_array(${everywhere}, '|'))[1 + floor(random() * ${PLACES.length})::int] end as place,
          (1 + floor(random() * 150))::int || ' ' || (string_to_array(${STREETS}, '|'))[1 + floor(random() * 15)::int] as street,
          (0.6 + random() * 1.2)::numeric as price_factor,
          now() - random() * interval '420 days' as created_at
        from generate_series(1, ${count}::int) g
        join scale_templates t on t.n = g % ${templates.n}
        join scale_listers l on l.n = (g * 7919) % ${listers}`);
      await tx.execute(sql`
        insert into properties (id, user_id, title, description, address, location, property_type, property_category,
          price_usd, price_sll, price_on_request, bedrooms, bathrooms, square_footage, features, status, is_price_reduced,
          created_at, updated_at, submitted_at, approved_at, fraud_flags)
        select s.id, s.user_id, replace(t.title, t.location, s.place),
          replace(t.description, t.location, s.place) || case when s.g % 5000 = 1 then ' Rare find: a private ${sql.raw(SCALE_RARE_WORD)}.' else '' end,
          s.street || ', ' || s.place, s.place, t.property_type,
          case when s.g % 20 = 0 and t.property_category in ('house', 'apartment', 'townhouse') then 'residential' else t.property_category end,
          -- About a quarter priced in both currencies; the rest keep the template's one.
          round(coalesce(t.price_usd, case when s.g % 4 = 0 then t.price_sll / 24 end) * s.price_factor, -1),
          round(coalesce(t.price_sll, case when s.g % 4 = 0 then t.price_usd * 24 end) * s.price_factor, -2),
          s.g % 97 = 0, case when t.bedrooms is null then null else greatest(1, t.bedrooms + (s.g % 3) - 1) end,
          t.bathrooms, round(t.square_footage * s.price_factor)::int, t.features, 'approved', s.g % 11 = 0,
          s.created_at, s.created_at + interval '1 day', s.created_at, least(now(), s.created_at + interval '1 day'),
          -- Marked checked with no flag: they are deliberate copies of the demo listings (same photos, same text
          -- by other listers), which the detectors would rightly call reposts; and unchecked, the background
          -- backfill would spend the first hour of every scale bench on them.
          '[]'::jsonb
        from scale_plan s join scale_templates t on t.n = s.template`);
      await tx.execute(sql`
        insert into media (id, user_id, property_id, kind, status, mime_type, width, height, bytes, position, placeholder_color, created_at)
        select s.new_photo_id, s.user_id, s.id, 'image', 'approved', 'image/webp', t.photo_width, t.photo_height, t.photo_bytes, 0,
          t.photo_color, s.created_at
        from scale_plan s join scale_templates t on t.n = s.template`);
      const links = await rowsOf<{ from: string; to: string }>(
        tx, sql`select s.new_photo_id as "from", t.photo_id as "to" from scale_plan s join scale_templates t on t.n = s.template`,
      );
      await linkPhotoFiles(dataDir, links, linked);
    });
  } catch (error) {
    await Promise.all(linked.map((id) => rm(path.join(dataDir, 'media', id), { force: true })));
    throw error;
  }
  // Fresh statistics, so the planner knows the tables' new sizes before the first request.
  await db.execute(sql`analyze`);
  return { listers, listings: count };
}

/** Rows of a raw query: PGlite and node-postgres both answer { rows }. */
async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Each new photo's folder is a link to its demo photo's folder: same files, no copies. */
async function linkPhotoFiles(dataDir: string, links: { from: string; to: string }[], linked: string[]) {
  const folder = path.join(dataDir, 'media');
  await mkdir(folder, { recursive: true });
  for (let i = 0; i < links.length; i += 256) {
    await Promise.all(
      links.slice(i, i + 256).map(async ({ from, to }) => {
        await symlink(to, path.join(folder, from), 'dir');
        linked.push(from);
      }),
    );
  }
}
