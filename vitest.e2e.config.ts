import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One browser at a time: the machine has two cores and the server needs one.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
