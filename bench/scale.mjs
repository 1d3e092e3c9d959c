// npm run bench:scale (issue 14): seeds 100,000 live listings into a fresh PGlite and a fresh PostgreSQL
// database, starts the real server on each, and prints serial latency (p50, p95) and throughput with 10
// connections for the public reads, beside a Fastify hello world measured in the same run.
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names a server where a
// database bench_scale_<pid> is created and dropped. --listings N changes the size; --only pglite|postgres.
// Figures depend on the machine and on what else runs on it, and a shared machine's speed moves by 3× within
// one run: each read's throughput is therefore read against a hello world measured right before and right
// after it (their mean), not against one taken minutes earlier.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBenchServer } from './server-process.mjs';
import { BROWSER_HEADERS, SCALE_READS, TARGETS } from './scale-reads.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name) => { const i = process.argv.indexOf(name); return i === -1 ? undefined : process.argv[i + 1]; };
const LISTINGS = Number(arg('--listings') ?? 100_000);
const ONLY = arg('--only');
const SERIAL_RUNS = Number(arg('--runs') ?? 200);
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Each database is chosen below; a DATABASE_URL from the shell must not leak into the PGlite run.
delete process.env.DATABASE_URL;

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** The hello world, in its own process for the whole bench; `measure(seconds)` gives its req/s now. */
async function startHelloWorld() {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/hello-world.mjs')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve) => child.stdout.once('data', (d) => resolve(String(d).trim())));
  return {
    measure: async (duration = 3) => Math.round((await autocannon({ url, connections: 10, duration })).requests.average),
    stop: () => child.kill('SIGTERM'),
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Serial latency: one request at a time, after a warm-up, as one user clicking. */
async function serial(url, pathFor) {
  for (let i = 0; i < 10; i++) await (await fetch(url + pathFor(i), { headers: BROWSER_HEADERS })).arrayBuffer();
  const times = [];
  for (let i = 0; i < SERIAL_RUNS; i++) {
    const started = performance.now();
    const res = await fetch(url + pathFor(i + 10), { headers: BROWSER_HEADERS });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${pathFor(i + 10)} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((x, y) => x - y);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function throughput(url, pathFor) {
  let i = 0;
  // A path that changes per request needs autocannon to call back for each one, which costs the load
  // generator CPU on the same cores; a repeated path is sent as the hello world's is.
  const repeated = pathFor(0) === pathFor(1);
  const result = await autocannon({
    url: repeated ? url + pathFor(0) : url,
    connections: 10,
    duration: 5,
    headers: BROWSER_HEADERS,
    ...(repeated ? {} : { requests: [{ setupRequest: (request) => ({ ...request, path: pathFor(i++) }) }] }),
  });
  return { rps: Math.round(result.requests.average), errors: result.errors + result.non2xx };
}

async function benchDatabase(kind, hello) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `salone-scale-${kind}-`));
  let env = { DATA_DIR: dataDir };
  let drop = async () => {};
  if (kind === 'postgres') {
    const name = `bench_scale_${process.pid}`;
    const admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(BASE_URL);
    url.pathname = `/${name}`;
    env = { ...env, DATABASE_URL: url.toString() };
    drop = async () => {
      const client = new pg.Client({ connectionString: BASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  let server;
  try {
    const started = performance.now();
    await run(process.execPath, ['--import', 'tsx', 'server/cli/seed-cli.ts', '--listings', String(LISTINGS)], env);
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    server = await startBenchServer({ dataDir, env: { ...env, DEMO_DATA: 'false' } });
    const detailId = (await (await fetch(`${server.url}/api/properties/search?limit=1&offset=500`)).json()).items[0].id;
    const rows = [];
    let helloBefore = await hello.measure();
    for (const read of SCALE_READS) {
      const pathFor = (i) => read.path(i, { detailId });
      const latency = await serial(server.url, pathFor);
      let load = null;
      if (read.throughput !== false) {
        load = await throughput(server.url, pathFor);
        const helloAfter = await hello.measure();
        load.hello = Math.round((helloBefore + helloAfter) / 2);
        helloBefore = helloAfter;
      }
      rows.push({ read, latency, load });
    }
    printTable(kind, rows);
    return rows;
  } finally {
    await server?.stop();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(kind, rows) {
  const target = TARGETS[kind];
  console.log(`\n${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}, ${LISTINGS.toLocaleString('en')} scale listings`);
  console.log('| read | p50 | p95 | p95 target | req/s (10 conn.) | hello world beside it | % of hello world |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { read, latency, load } of rows) {
    const limit = target[read.target];
    const ok = latency.p95 <= limit;
    const share = load ? `${((100 * load.rps) / load.hello).toFixed(0)} %${load.errors ? ` (${load.errors} errors)` : ''}` : '–';
    console.log(`| ${read.name} | ${latency.p50.toFixed(1)} ms | ${latency.p95.toFixed(1)} ms | ${ok ? '≤' : 'OVER'} ${limit} ms | ${load ? load.rps : '–'} | ${load ? load.hello : '–'} | ${share} |`);
  }
}

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
const hello = await startHelloWorld();
try {
  console.log(`Fastify hello world, 10 connections: ${await hello.measure(5)} req/s at the start`);
  for (const kind of ['pglite', 'postgres']) {
    if (ONLY && ONLY !== kind) continue;
    console.log(`\n${kind}: seeding ${LISTINGS.toLocaleString('en')} listings…`);
    await benchDatabase(kind, hello);
  }
  console.log(`\nFastify hello world at the end: ${await hello.measure(5)} req/s (each row is read against the hello world measured beside it)`);
} finally {
  hello.stop();
}
process.exit(0);
