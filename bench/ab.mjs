// The start-up pieces measured with and without, in one run on one host (issue 31): the app is built once as it
// is and once without each piece named (VITE_WITHOUT=<piece>: web/boot/built-without.ts for the app's pieces,
// server/web-built-without.ts for those the server writes into the page),
// every build is served by its own server, and Lighthouse loads them in turn (A, B, C, A, B, C, ...: a slow moment
// of the shared host falls on every build alike), five loads each at its default settings. Prints medians of the
// score, LCP, TBT, Regular-3G paints, and the JS before use.
//   node bench/ab.mjs idle-hydration [--pages=/search,/property] [--runs=5] [--reuse-builds]
//   node bench/ab.mjs boot-hints --login=owner --pages=/,/dashboard,/property
// --login=<demo role> (admin, owner, agent) signs in on every server through the sign-in API and loads the pages
// with that session: the signed-in pages, which the browser draws.
// The builds stay in tmp/ab (--reuse-builds measures them again without building); one demo database is seeded
// (minutes on a busy host) and copied for each server.
// Pieces: idle-hydration; boot-hints (the preload links of a browser-drawn page: its code and first reads).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from '../scripts/build-if-stale.mjs';
import { seedDemoData, startBenchServer } from './server-process.mjs';
import { measureScriptBytes } from './js-budget.mjs';
import { lighthouseScores } from './lighthouse.mjs';

const PIECES = ['idle-hydration', 'boot-hints'];
const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const pieces = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const unknown = pieces.filter((p) => !PIECES.includes(p));
if (!pieces.length || unknown.length) {
  console.error(`usage: node bench/ab.mjs <piece>... [--pages=/,/search,/property] [--runs=5]; pieces: ${PIECES.join(', ')}`);
  process.exit(2);
}
const pagePaths = option('pages', '/,/search,/property').split(',');
const runs = Number(option('runs', 5));
const login = option('login', null);
const { DEMO_ACCOUNTS } = await tsImport('../common/demo-accounts.ts', import.meta.url);
if (login && !DEMO_ACCOUNTS[login]) {
  console.error(`--login: one of ${Object.keys(DEMO_ACCOUNTS).join(', ')}`);
  process.exit(2);
}
const variants = [{ name: 'with all', without: '' }, ...pieces.map((p) => ({ name: `without ${p}`, without: p }))];
const workDir = path.join(ROOT, 'tmp', 'ab');

function build(variant, dir) {
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', path.join(dir, 'web'), '--emptyOutDir'], {
    cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', VITE_WITHOUT: variant.without },
  });
  if (result.status !== 0) throw new Error(`the build ${variant.name} failed`);
}

/** Signs in as the demo account through the sign-in API, as the login page does; the session cookie. */
async function signIn(url, role) {
  const { username, password } = DEMO_ACCOUNTS[role];
  const res = await fetch(`${url}/api/local/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const session = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).find((pair) => pair.startsWith('sid='));
  if (!res.ok || !session) throw new Error(`signing in as ${role} failed (${res.status}): ${await res.text()}`);
  return session;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const reuse = process.argv.includes('--reuse-builds');
for (const variant of variants) {
  const dir = path.join(workDir, variant.without || 'all');
  variant.webDir = path.join(dir, 'web');
  if (reuse) continue;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(`Building ${variant.name}...`);
  build(variant, dir);
}
// --seeded=<folder>: a PGlite folder seeded before (kept as it is), instead of seeding one now.
const given = option('seeded', null);
const seeded = given ?? mkdtempSync(path.join(os.tmpdir(), 'salone-ab-'));
const servers = [];
try {
  console.log(`Seeding the demo data into ${seeded}...`);
  if (!given) seedDemoData({ ...process.env, DATA_DIR: seeded, DEMO_DATA: 'true', ALLOW_DEMO_DATA_IN_PRODUCTION: 'true', NODE_ENV: 'production', DATABASE_URL: undefined });
  // One server per build, each on its own copy of the data, started together (each waits for its start-up jobs).
  servers.push(...(await Promise.all(variants.map((v, i) => {
    const dataDir = `${seeded}-${i}`;
    cpSync(seeded, dataDir, { recursive: true });
    return startBenchServer({ dataDir, env: { WEB_DIST_DIR: v.webDir, DATABASE_URL: undefined } });
  }))));
  const listing = await (await fetch(`${servers[0].url}/api/properties/search?limit=1`)).json();
  const paths = pagePaths.map((p) => (p === '/property' ? `/property/${listing.items?.[0]?.id}` : p));

  console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}`);
  const cookies = login ? await Promise.all(servers.map((s) => signIn(s.url, login))) : [];
  // js-budget.mjs opens pages as a visitor: signed-in pages take the scripts of Lighthouse's own loads instead.
  const bytes = login ? null : await Promise.all(servers.map((s) => measureScriptBytes(paths.map((p) => s.url + p))));
  // Every page of every build in one list: lighthouseScores loads the list in turn, `runs` times over.
  const urls = paths.flatMap((p) => servers.map((s) => s.url + p));
  const extraHeaders = (url) => (login ? { Cookie: cookies[servers.findIndex((s) => url.startsWith(`${s.url}/`))] } : null);
  const lh = await lighthouseScores(urls, runs, { extraHeaders });
  for (const p of paths) {
    const who = login ? `signed in as ${login}` : 'a visitor';
    console.log(`\n${p.replace(/\/property\/.*/, '/property/:id')} (${who}), ${runs} loads each, interleaved; Lighthouse default (4×) medians, then Regular 3G, then 6×:`);
    console.log('  build                          score  LCP ms  TBT ms  3G FCP/LCP ms  6× score  JS KB   scores of the loads');
    variants.forEach((variant, i) => {
      const page = lh.pages.find((pg) => pg.url === servers[i].url + p);
      const js = (bytes ? bytes[i].find((b) => b.url === servers[i].url + p).scriptKB : page.default.scriptKB).toFixed(1);
      const d = page.default;
      const tbt = median(page.runs.map((r) => r.default.tbtMs));
      console.log(`  ${variant.name.padEnd(30)} ${String(d.score).padStart(5)}  ${String(d.lcpMs).padStart(6)}  ${String(tbt).padStart(6)}  ${`${page.regular3g.fcpMs}/${page.regular3g.lcpMs}`.padStart(13)}  ${String(page.slower.score).padStart(8)}  ${js.padStart(5)}   ${page.runs.map((r) => r.default.score).join(', ')} (TBT ${page.runs.map((r) => r.default.tbtMs).join(', ')}; 3G ${page.runs.map((r) => `${r.regular3g.fcpMs}/${r.regular3g.lcpMs}`).join(', ')})`);
    });
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  for (const [i] of variants.entries()) rmSync(`${seeded}-${i}`, { recursive: true, force: true });
  if (!given) rmSync(seeded, { recursive: true, force: true });
}
