// The server as `npm start` runs it (server/main.ts built into dist/server/main.mjs), as a child process, for the
// tests that need a real process: several servers on one database, a SIGKILL mid-save, a shutdown.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../scripts/build-server.mjs';
import { placeMigratedPglite } from './pglite-on-disk.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Built once per test file (each file has its own module instance).
let serverBuild: Promise<string> | null = null;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** Everything it printed, stdout and stderr. */
  output: string[];
  /** Whether `dataDir` is this process's own, removed when it is stopped. */
  ownsDataDir: boolean;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    }).on('error', reject);
  });
}

/**
 * Starts the built server with `env` on a free port; `dataDir` is shared if given, else a new one of its own. On
 * PGlite (no DATABASE_URL) the folder's database starts migrated (tests/helpers/pglite-on-disk.ts) unless `migrate`
 * says the server should migrate it itself.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, options: { dataDir?: string; migrate?: boolean } = {}): Promise<ServerProcess> {
  serverBuild ??= buildServer();
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'salone-process-'));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  if (!childEnv.DATABASE_URL && !options.migrate) await placeMigratedPglite(dataDir);
  const child = spawn(process.execPath, [await serverBuild], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { url: `http://127.0.0.1:${port}`, child, dataDir, output, ownsDataDir: !options.dataDir };
}

export async function waitUntilUp(server: ServerProcess, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`Server exited:\n${server.output.join('')}`);
    const ok = await fetch(`${server.url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server did not start in ${ms} ms:\n${server.output.join('')}`);
}

/** The exit code once the process has ended, or null if it is still running after `ms` (or a signal ended it). */
export async function exitWithin(server: ServerProcess, ms: number): Promise<number | null> {
  const { child } = server;
  if (child.exitCode !== null) return child.exitCode;
  if (child.signalCode !== null) return null;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return Promise.race([exited, new Promise<null>((resolve) => setTimeout(resolve, ms, null))]);
}

/**
 * A server on the embedded database (PGlite, in development mode, no demo data, logging only errors), up and
 * answering: for the tests of one process's own life (a crash, a stop), whichever database the suite runs on.
 */
export async function startPgliteServerProcess(env: NodeJS.ProcessEnv = {}, options: { dataDir?: string; migrate?: boolean } = {}): Promise<ServerProcess> {
  const server = await startServerProcess({ NODE_ENV: 'development', LOG_LEVEL: 'error', DEMO_DATA: 'false', DATABASE_URL: undefined, ...env }, options);
  try {
    await waitUntilUp(server, 90_000);
  } catch (error) {
    await stopServerProcess(server);
    throw error;
  }
  return server;
}

/** SIGTERM, then SIGKILL if it has not ended within 5 s; removes its own data folder. */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server) return;
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    if ((await exitWithin(server, 5000)) === null && server.child.exitCode === null) server.child.kill('SIGKILL');
  }
  if (server.ownsDataDir) rmSync(server.dataDir, { recursive: true, force: true });
}
