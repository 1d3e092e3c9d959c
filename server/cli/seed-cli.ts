// npm run db:seed: fills an empty database with the demo data (DATA_DIR and DATABASE_URL as for the server).
// Pass --small for the quick test-sized set, or --listings N to add N more live listings to the full demo (the
// scale data set of issue 14, made in bulk SQL).
import { loadConfig, requireDemoDataAllowed } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemoDataIfEmpty } from '../db/seed.js';
import { seedScaleListings } from '../db/scale-seed.js';
import { createMediaStorage } from '../lib/storage/select-storage.js';
import { backfillFraudFlags } from '../features/trust/fraud-flags.service.js';
import { refreshAllPriceGuides } from '../features/prices/price-guides.service.js';

/** The number after --listings, or undefined without the flag. */
function scaleListings(args: string[]): number | undefined {
  const at = args.indexOf('--listings');
  if (at === -1) return undefined;
  const n = Number(args[at + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 5_000_000) throw new Error('--listings takes a whole number from 1 to 5,000,000');
  return n;
}

async function main() {
  const config = loadConfig();
  // Before the database is opened: a refusal must leave nothing behind.
  requireDemoDataAllowed(config);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  try {
    const listings = scaleListings(process.argv.slice(2));
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const summary = await seedDemoDataIfEmpty(database.db, { dataDir: config.DATA_DIR, small: listings === undefined && process.argv.includes('--small') });
    const scale = summary && listings ? await seedScaleListings(database.db, config.DATA_DIR, listings) : null;
    // Checked here rather than left to the server's background job, since whoever runs this waits for it anyway:
    // a server started on this database then has no start-up work left (the bench measures from its first page).
    const checked = summary ? await backfillFraudFlags(database.db, createMediaStorage(config)) : 0;
    // The price guides' figures likewise (the triggers marked every seeded place and kind stale).
    const guides = summary ? await refreshAllPriceGuides(database.db) : 0;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
    if (!summary) {
      console.log(`The database (${where}) already has users: nothing seeded.`);
    } else {
      console.log(
        `Seeded ${where} in ${seconds} s (${cpuSeconds} s of CPU): ${summary.users} users, ${summary.listings} listings, ` +
          `${summary.photos} photos (files in ${config.DATA_DIR}/media), ${summary.messages} messages` +
          (scale ? `, and ${scale.listings} scale listings by ${scale.listers} more listers` : '') +
          `; ${checked} listings checked for fraud flags; ${guides} price guide figures kept.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(String(error.cause));
  process.exit(1);
});
