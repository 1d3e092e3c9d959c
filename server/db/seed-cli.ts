// npm run db:seed: fills an empty database with the demo data (DATA_DIR and DATABASE_URL as for the server).
// Pass --small for the quick test-sized set.
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { seedDemoDataIfEmpty } from './seed.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  try {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const summary = await seedDemoDataIfEmpty(database.db, { dataDir: config.DATA_DIR, small: process.argv.includes('--small') });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
    if (!summary) {
      console.log(`The database (${where}) already has users: nothing seeded.`);
    } else {
      console.log(
        `Seeded ${where} in ${seconds} s (${cpuSeconds} s of CPU): ${summary.users} users, ${summary.listings} listings, ` +
          `${summary.photos} photos (files in ${config.DATA_DIR}/media), ${summary.messages} messages.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
