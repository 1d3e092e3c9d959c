// npm run bench: page-weight and Lighthouse budgets for the visitor pages, API throughput, and the reliability
// figures: fuzz (20,000 hostile requests), faults (crash and connection-loss tests), mixed load on PGlite and on
// PostgreSQL (bench/load.mjs: ≥ 800 req/s with p99 ≤ 250 ms on PGlite, ≥ 1,000 on PostgreSQL at 127.0.0.1:5432,
// or DATABASE_URL; figures in bench/RESULTS.md).
// Budgets (issues 4, 18 and 31): ≤ 60 KB of gzip JS before /, /search or /property/:id is usable; Lighthouse mobile
// ≥ 95 at its default settings (4× CPU); on Regular 3G (300 ms, 700 kbps, 4×) first paint ≤ 1.8 s and largest
// paint ≤ 2.5 s. Medians of five loads per page. The score at 6× is reported, not a budget (on this shared host's
// slower hours it measures the host more than the code). A/B runs of the start-up pieces: bench/ab.mjs.
// Figures depend on the machine: compare ratios between runs on the same machine, not absolute numbers.
import os from 'node:os';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { startBenchServer } from './server-process.mjs';
import { measureScriptBytes } from './js-budget.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { apiThroughput } from './api-throughput.mjs';
import { runFuzz } from './fuzz.mjs';
import { runTestFile } from './vitest-run.mjs';
import { describeLoad, LOAD_GOALS, mixedLoad } from './load.mjs';

const JS_BUDGET_KB = 60;
const LIGHTHOUSE_MIN = 95;
const REGULAR_3G_FCP_MS = 1800;
const REGULAR_3G_LCP_MS = 2500;
// Fewer loads while developing on a busy machine: BENCH_RUNS=2 npm run bench.
const RUNS = Number(process.env.BENCH_RUNS) || undefined;
const skipLighthouse = process.argv.includes('--no-lighthouse');
// --no-fuzz skips the 20,000 hostile requests, --no-faults the crash tests, --no-load the mixed load (each a few
// minutes); --load-only runs the mixed load alone (npm run bench -- --load-only). LOAD_RUNS: runs of the mixed
// load per database, median reported (default 1; 3 for figures worth writing down).
const loadOnly = process.argv.includes('--load-only');
const skipFuzz = loadOnly || process.argv.includes('--no-fuzz');
const skipFaults = loadOnly || process.argv.includes('--no-faults');
const skipLoad = process.argv.includes('--no-load');
const loadRuns = Number(process.env.LOAD_RUNS) || 1;

buildIfStale();
let failed = false;
if (!loadOnly) await pagesAndThroughput();

async function pagesAndThroughput() {
  const server = await startBenchServer();
  try {
    const listing = await (await fetch(`${server.url}/api/properties/search?limit=1`)).json();
    const propertyId = listing.items?.[0]?.id;
    const pages = ['/', '/search', propertyId ? `/property/${propertyId}` : null].filter(Boolean).map((p) => server.url + p);

    console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`);
    console.log('JavaScript before usable (gzip, on the wire), phone viewport:');
    for (const r of await measureScriptBytes(pages)) {
      const ok = r.scriptKB <= JS_BUDGET_KB;
      failed ||= !ok;
      console.log(`  ${ok ? 'ok  ' : 'OVER'} ${r.url.replace(server.url, '') || '/'}  ${r.scriptKB.toFixed(1)} KB in ${r.files} files (budget ${JS_BUDGET_KB} KB)`);
    }

    if (!skipLighthouse) {
      const lh = await lighthouseScores(pages, RUNS);
      console.log(`\nLighthouse mobile performance at its default settings (4× CPU), median of ${lh.pages[0]?.runs.length} loads per page:`);
      for (const page of lh.pages) {
        const { default: d, slower, regular3g: g } = page;
        const ok = d.score >= LIGHTHOUSE_MIN;
        const slowOk = g.fcpMs <= REGULAR_3G_FCP_MS && g.lcpMs <= REGULAR_3G_LCP_MS;
        failed ||= !ok || !slowOk;
        console.log(`  ${ok ? 'ok  ' : 'LOW '} ${page.url.replace(server.url, '') || '/'}  score ${d.score} (LCP ${d.lcpMs} ms, CLS ${d.cls}, TBT ${d.tbtMs} ms; budget ≥ ${LIGHTHOUSE_MIN})`);
        console.log(`         loads: ${page.runs.map((r) => `${r.default.score} (BenchmarkIndex ${r.benchmarkIndex})`).join(', ')}`);
        console.log(`         at ${lh.reportedMultiplier}× (reported, not a budget): ${slower.score} (${page.runs.map((r) => r.slower.score).join(', ')}), TBT ${slower.tbtMs} ms`);
        console.log(`    ${slowOk ? 'ok  ' : 'SLOW'} Regular 3G (300 ms, 700 kbps, 4×), medians: first paint ${g.fcpMs} ms (≤ ${REGULAR_3G_FCP_MS}), largest paint ${g.lcpMs} ms (≤ ${REGULAR_3G_LCP_MS}), score ${g.score}, TBT ${g.tbtMs} ms`);
        console.log(`         loads: ${page.runs.map((r) => `${r.regular3g.fcpMs}/${r.regular3g.lcpMs} ms`).join(', ')}`);
      }
    }

    console.log('\nAPI throughput (autocannon, 10 connections, 5 s each, same machine as the server):');
    for (const r of await apiThroughput(server.url)) {
      console.log(`  ${r.path}  ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`);
    }
  } finally {
    await server.stop();
  }
}

if (!skipFuzz) {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`\nFuzz (tests/api/fuzz.test.ts at bench scale, ${database}):`);
  const fuzz = await runFuzz();
  failed ||= !fuzz.ok;
  console.log(`  ${fuzz.ok ? 'ok  ' : 'FAIL'} ${fuzz.figure ?? fuzz.output.slice(-3000)}`);
}

if (!skipFaults) {
  console.log('\nFaults:');
  const faults = [['tests/api/crash-recovery.test.ts', 'SIGKILL mid-listing-save, restart on the same PGlite folder: acknowledged listings kept, none half saved']];
  if (process.env.DATABASE_URL) faults.push(['tests/api/database-restart.test.ts', 'PostgreSQL ends every connection under load: answering within 5 s, no 5xx after, no acknowledged write lost']);
  for (const [file, what] of faults) {
    const result = await runTestFile(file);
    failed ||= !result.ok;
    console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${what} (${result.seconds} s)${result.ok ? '' : `\n${result.output.slice(-3000)}`}`);
  }
}

if (!skipLoad) {
  const lines = [];
  for (const database of ['pglite', 'postgres']) {
    console.log(`\nMixed load on ${LOAD_GOALS[database].name}, ${loadRuns} run(s):`);
    lines.push(describeLoad(database, await mixedLoad({ database, runs: loadRuns })));
  }
  console.log(`\nMixed load (browse, search, detail, sign-in, send message; 0 errors and p99 ≤ 250 ms):\n${lines.join('\n')}`);
}
process.exit(failed ? 1 : 0);
