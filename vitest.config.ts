import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './tests/helpers/slow-first-sequencer.ts';

// Tests that never open a database: the shared code, the web app's logic and the trust corpus (whose photo pairs
// alone take a minute). With DATABASE_URL set, `npm test` is the PostgreSQL pass of a run that has already passed
// them on the embedded database, and running them again there would test nothing new.
const DATABASE_FREE = [
  'common/**/*.test.ts', 'web/**/*.test.ts', 'tests/trust-corpus/**/*.test.ts',
  // The server's own unit tests that open no database (the detectors' photo and text tests among them). A file
  // here that starts to use a database must leave this list, or its PostgreSQL side goes untested.
  'server/config.test.ts', 'server/web-ssr.test.ts', 'server/web-built-without.test.ts',
  'server/features/listings/live-edits.test.ts', 'server/features/media/media.moderation.test.ts',
  'server/features/media/media.video-probe.test.ts', 'server/features/trust/detectors-demo.test.ts',
  'server/features/trust/duplicate-text.test.ts', 'server/features/trust/krio-words.test.ts',
  'server/features/trust/photo-align.test.ts', 'server/features/trust/photo-tilt.test.ts',
  'server/features/trust/price-too-low.test.ts', 'server/features/trust/remembered-readings.test.ts',
  'server/features/trust/report-weight.test.ts', 'server/lib/client-address.test.ts',
  'server/lib/local-request.test.ts', 'server/lib/passwords.test.ts', 'server/lib/security-headers.test.ts',
  'server/lib/svg-chart.test.ts', 'server/lib/validate-memo.test.ts',
];
// Tests of the demo data rather than of the database, run on the embedded database only. trust-demo seeds the
// full demo and fingerprints and compares every photo (two and a half minutes of a 2-core machine's time on either
// database, nearly all of it image work); the SQL it runs (fingerprint rows, photo and text candidates, the
// backfill's batches) is what trust-flags, photo-reuse-nearest, trust-check-failed and the duplicate tests run on
// PostgreSQL too.
const DEMO_DATA_ONLY = ['tests/api/trust-demo.test.ts'];
// The life of one server process on its embedded database (a stop, a crash): PGlite whatever the pass, so the
// PostgreSQL pass would run them again unchanged.
const EMBEDDED_PROCESS_ONLY = ['tests/api/shutdown.test.ts', 'tests/api/crash-recovery.test.ts'];
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/multi/**/*.test.ts', ...DATABASE_FREE],
    exclude: ['node_modules', 'dist', 'tests/e2e', ...(onPostgres ? [...DATABASE_FREE, ...DEMO_DATA_ONLY, ...EMBEDDED_PROCESS_ONLY] : [])],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates one database that every test server copies (tests/helpers/database-template.ts).
    globalSetup: ['tests/helpers/database-template.ts'],
    // Cheap password hashes in the test processes only (server/lib/passwords.ts says why).
    env: { SALONE_TEST_CHEAP_HASHES: '1' },
    sequence: { sequencer: SlowFirstSequencer },
    pool: 'forks',
    // Each worker keeps the modules it has loaded from one file to the next: loading the server's modules
    // anew for each of ~110 files cost more than two minutes. Every API test builds its own app and database,
    // so no state is shared through modules.
    isolate: false,
    maxWorkers: 2,
  },
});
