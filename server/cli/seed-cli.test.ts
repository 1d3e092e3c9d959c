// `NODE_ENV=production npm run db:seed` once seeded the published demo accounts into a production database
// without a word (issue 28). The CLI itself is run, as an operator would run it.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-root.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'salone-seed-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function runSeed(env: Record<string, string>) {
  // Never the test run's PostgreSQL: a seed that was not refused would write into it.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/seed-cli.ts', '--small'], {
      cwd: PROJECT_ROOT,
      env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('npm run db:seed', () => {
  it('refuses the demo accounts in production, in the server\'s words, before it touches the database', async () => {
    const { code, stderr } = await runSeed({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stderr).toContain('demo data in production seeds accounts whose passwords are published');
    expect(stderr).toContain('ALLOW_DEMO_DATA_IN_PRODUCTION=true');
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);
});
