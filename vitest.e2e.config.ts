import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './tests/helpers/slow-first-sequencer.ts';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // expect.poll gives up after one second by default; a shared CI machine can take longer than that to
    // hydrate a page, which is not what the journeys test (CI failed once on the hero illustration's poll).
    expect: { poll: { timeout: 15_000 } },
    // The journeys' servers start from one migrated database, with cheap password hashes, as in vitest.config.ts.
    globalSetup: ['tests/helpers/database-template.ts'],
    env: { SALONE_TEST_CHEAP_HASHES: '1' },
    sequence: { sequencer: SlowFirstSequencer },
    pool: 'forks',
    // As in vitest.config.ts: modules stay loaded from one file to the next; each journey has its own server.
    isolate: false,
    // Two journeys at a time: most of a journey is waiting for the browser to draw, and the waits are generous.
    maxWorkers: 2,
  },
});
