// Lighthouse mobile performance (its default: a mid-range phone on throttled 4G, simulated).
// Lighthouse is fetched on demand with npx rather than kept in package.json: one of its dependencies asks for
// "third-party-web@latest", which puts the lock file out of sync with the registry whenever that package
// releases, and breaks `npm ci`.
//
// Each page load is gathered once (-G, which also records the host's BenchmarkIndex just before it) and the same
// trace audited (-A) at Lighthouse's default settings (4× CPU, the budget), at 6× (reported, not a budget: on
// this shared host's slower hours it measures the host more than the code) and on Regular 3G. Simulated
// throttling is applied when auditing, so every figure of a load comes from that one load.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const RUNS_PER_PAGE = 5;
const DEFAULT_MULTIPLIER = 4;
const REPORTED_MULTIPLIER = 6;

function lighthouse(args) {
  return execFileSync('npx', ['--yes', LIGHTHOUSE, ...args, '--only-categories=performance', '--quiet'], {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
    maxBuffer: 200 * 1024 * 1024,
    // npx's own warnings would bury the figures; a failed run throws with its stderr in the message.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

// Regular 3G as issue 18 measures it (Chrome DevTools' preset): 300 ms round trip, 700 kbps, Lighthouse's
// reference phone (4× CPU). Many home hunters in Sierra Leone are on 3G or worse.
export const REGULAR_3G = { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4 };

function summarise(lhr) {
  const audits = lhr.audits;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    // The scripts of the load as the page loaded them (compressed bytes on the wire), for pages js-budget.mjs
    // cannot open (signed-in ones).
    scriptKB: Number(((audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
  };
}

/**
 * Audits gathered artifacts as if the CPU were `multiplier` times slower than the host, on Lighthouse's
 * default network (slow 4G: 150 ms, 1.6 Mbps) or the one given (`network`: rttMs and throughputKbps).
 */
function audit(url, dir, multiplier, network = null, headers = []) {
  // Lighthouse refuses to audit with settings other than those gathered with, so the saved settings change too.
  const file = path.join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8'));
  // The network it was gathered with, kept beside the artifacts, so a Regular-3G audit does not carry over.
  const original = path.join(dir, 'gathered-throttling.json');
  if (!existsSync(original)) writeFileSync(original, JSON.stringify(artifacts.settings.throttling));
  const gathered = JSON.parse(readFileSync(original, 'utf8'));
  const throttling = { ...gathered, cpuSlowdownMultiplier: multiplier, ...(network ?? {}) };
  artifacts.settings.throttling = throttling;
  writeFileSync(file, JSON.stringify(artifacts));
  const flags = Object.entries(throttling).map(([name, value]) => `--throttling.${name}=${value}`);
  const out = lighthouse([url, `-A=${dir}`, '--output=json', '--output-path=stdout', ...flags, ...headers]);
  return summarise(JSON.parse(out.toString()));
}

/**
 * One page load, recorded for auditing, with the BenchmarkIndex Lighthouse measured just before it. `headers`:
 * Lighthouse's flags for the request headers of the load (a session cookie), given again when auditing, since
 * Lighthouse audits only with the settings it gathered with.
 */
function gather(url, headers = []) {
  const dir = mkdtempSync(path.join(tmpdir(), 'salone-lighthouse-'));
  try {
    lighthouse([url, `-G=${dir}`, `--chrome-flags=${FLAGS}`, ...headers]);
    const { BenchmarkIndex } = JSON.parse(readFileSync(path.join(dir, 'artifacts.json'), 'utf8'));
    return { url, dir, headers, benchmarkIndex: Math.round(BenchmarkIndex ?? 0) };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const lighthouseError = (err) =>
  String(err?.stderr ?? '').split('\n').filter((line) => line && !line.startsWith('npm warn')).slice(-3).join(' | ') || err.message;

/** Tries `work` again when Lighthouse itself fails (about one load in ten on the shared host); says so. */
function withRetry(what, work, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return work();
    } catch (err) {
      console.warn(`Lighthouse failed on ${what} (attempt ${attempt} of ${attempts}): ${lighthouseError(err)}`);
      if (attempt >= attempts) throw err;
    }
  }
}

/**
 * Loads every page `runsPerPage` times (pages taken in turn, so a slow moment of the host falls on all of them),
 * then scores every load at Lighthouse's default 4× (the budget), at 6× (reported) and on Regular 3G. Medians per
 * page; every load is kept in `runs`. A load that Lighthouse fails to gather or audit is loaded again.
 * `extraHeaders(url)`: request headers for loading that page (an object, e.g. a session cookie), or null.
 */
export async function lighthouseScores(urls, runsPerPage = RUNS_PER_PAGE, { extraHeaders = () => null } = {}) {
  const headerFlags = (url) => {
    const headers = extraHeaders(url);
    return headers ? [`--extra-headers=${JSON.stringify(headers)}`] : [];
  };
  const loads = [];
  for (let i = 0; i < runsPerPage; i++) for (const url of urls) loads.push(withRetry(url, () => gather(url, headerFlags(url))));
  try {
    const scored = loads.slice().map((load) => {
      let current = load;
      return withRetry(`${load.url} (audit)`, () => {
        try {
          return {
            url: current.url,
            benchmarkIndex: current.benchmarkIndex,
            default: audit(current.url, current.dir, DEFAULT_MULTIPLIER, null, current.headers),
            slower: audit(current.url, current.dir, REPORTED_MULTIPLIER, null, current.headers),
            regular3g: audit(current.url, current.dir, REGULAR_3G.cpuSlowdownMultiplier, { rttMs: REGULAR_3G.rttMs, throughputKbps: REGULAR_3G.throughputKbps }, current.headers),
          };
        } catch (err) {
          // A trace Lighthouse cannot process stays unprocessable: record the page again before the next try.
          rmSync(current.dir, { recursive: true, force: true });
          current = gather(current.url, current.headers);
          loads.push(current);
          throw err;
        }
      });
    });
    return {
      reportedMultiplier: REPORTED_MULTIPLIER,
      pages: urls.map((url) => {
        const runs = scored.filter((r) => r.url === url);
        const mid = (pick, metric) => median(runs.map((r) => r[pick][metric]));
        const medians = (pick) => ({ score: mid(pick, 'score'), fcpMs: mid(pick, 'fcpMs'), lcpMs: mid(pick, 'lcpMs'), tbtMs: mid(pick, 'tbtMs'), cls: mid(pick, 'cls'), scriptKB: mid(pick, 'scriptKB') });
        return { url, default: medians('default'), slower: medians('slower'), regular3g: medians('regular3g'), runs };
      }),
    };
  } finally {
    for (const load of loads) rmSync(load.dir, { recursive: true, force: true });
  }
}
