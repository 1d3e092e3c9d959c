import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './tests/helpers/slow-first-sequencer.ts';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/multi/**/*.test.ts', 'tests/trust-corpus/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'tests/e2e'],
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
