// Starts the real server (built app + demo data, production mode as deployed) in a child process for a
// benchmark, and stops it.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../scripts/build-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nothing listens on now: the bench must measure its own server, never one left running on a fixed port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Seeds the database `env` names (DATA_DIR or DATABASE_URL) with the demo data, fraud check done. */
export function seedDemoData(env) {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/cli/seed-cli.ts')], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * `dataDir`: a folder already seeded (bench:scale), which the caller removes; else a fresh one made and removed here.
 * `env`: a key set to undefined is removed (e.g. DATABASE_URL, for PGlite whatever the caller's shell has).
 * `beforeStart({ dataDir, env })`: runs on the seeded database before the server opens it, the only moment a bench
 * can write to a PGlite folder, which the server then owns alone.
 */
export async function startBenchServer({ env = {}, dataDir: givenDataDir, beforeStart } = {}) {
  const port = await freePort();
  const dataDir = givenDataDir ?? mkdtempSync(path.join(tmpdir(), 'salone-bench-'));
  const serverEnv = Object.fromEntries(Object.entries({
    ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: 'true', ALLOW_DEMO_DATA_IN_PRODUCTION: 'true', NODE_ENV: 'production', ...env,
  }).filter(([, value]) => value !== undefined));
  // A new database is seeded by `npm run db:seed`, which also does the fraud check that a server seeding itself
  // leaves to a background job: otherwise that job shares the cores with the browser being measured.
  if (!givenDataDir) seedDemoData(serverEnv);
  try {
    await beforeStart?.({ dataDir, env: serverEnv });
  } catch (error) {
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  // BENCH_SERVER_NODE_ARGS: options for the server's node alone, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
  // (which NODE_OPTIONS refuses).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', await buildServer()], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`the bench server exited (${child.exitCode ?? child.signalCode}) before it answered`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the bench server did not answer /api/health within 3 minutes');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await settled(child.pid);
  return { url, dataDir, stop, pid: child.pid };
}

const FIRST_JOBS_AFTER_MS = 60_000; // server/lib/jobs.ts: jobs first run a minute after start on a new database

/** CPU seconds a process has used so far (Linux); null where /proc is not there. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

/**
 * Waits until the new server's start-up jobs are done: a database seeded by the server itself leaves the
 * fraud-flag backfill to fingerprint every demo photo from the first minute on, which took both cores for minutes
 * and made the page and load figures measure that instead of the pages (startBenchServer now seeds with the
 * check done; bench:scale brings its own database). Waits past the jobs' first run, then until the server uses
 * under a tenth of a core for three seconds (at most five minutes).
 */
async function settled(pid) {
  if (cpuSeconds(pid) === null) return;
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  await sleep(FIRST_JOBS_AFTER_MS + 5_000);
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const before = cpuSeconds(pid);
    await sleep(3_000);
    const after = cpuSeconds(pid);
    if (before === null || after === null || after - before < 0.3) return;
  }
  console.warn('the bench server was still busy after five minutes of start-up jobs; measuring anyway');
}
