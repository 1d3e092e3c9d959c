import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/multi/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'tests/e2e'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
