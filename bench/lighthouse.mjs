// Lighthouse mobile performance (its default: a mid-range phone on throttled 4G, simulated).
// Lighthouse is fetched on demand with npx rather than kept in package.json: one of its dependencies asks for
// "third-party-web@latest", which puts the lock file out of sync with the registry whenever that package
// releases, and breaks `npm ci`.
//
// CPU calibration: Lighthouse slows the CPU by a fixed 4× to emulate its reference phone (a Moto G Power),
// which assumes a fast desktop host. Lighthouse's documentation says to calibrate the multiplier from the
// host's BenchmarkIndex (docs/throttling.md, "CPU throttling"; formula from its CPU throttling calculator).
// Our shared 2-core hosts are not only slower than a desktop but change speed from minute to minute
// (BenchmarkIndex 1100-1900 within one bench), so one multiplier for every run over-throttles the runs that
// happen while a neighbour is busy. Each run is therefore calibrated on its own: Lighthouse gathers once
// (-G, which records the BenchmarkIndex it measured just before loading the page), then audits the same trace
// twice (-A): at the calibrated multiplier, which the budget is checked against, and at the uncalibrated 4×,
// shown beside it so nobody mistakes one for the other. Simulated throttling is applied when auditing, so
// both scores come from one page load.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const RUNS_PER_PAGE = 5;
const DEFAULT_MULTIPLIER = 4;

function lighthouse(args) {
  return execFileSync('npx', ['--yes', LIGHTHOUSE, ...args, '--only-categories=performance', '--quiet'], {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
    maxBuffer: 200 * 1024 * 1024,
    // npx's own warnings would bury the figures; a failed run throws with its stderr in the message.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function summarise(lhr) {
  const audits = lhr.audits;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
  };
}

/** Audits gathered artifacts as if the CPU were `multiplier` times slower than the host. */
function audit(url, dir, multiplier) {
  // Lighthouse refuses to audit with settings other than those gathered with, so the saved settings change too.
  const file = path.join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8'));
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
  writeFileSync(file, JSON.stringify(artifacts));
  const out = lighthouse([url, `-A=${dir}`, '--output=json', '--output-path=stdout', `--throttling.cpuSlowdownMultiplier=${multiplier}`]);
  return summarise(JSON.parse(out.toString()));
}

/** One page load, audited at the host's calibrated multiplier and at the uncalibrated default. */
function runLighthouse(url) {
  const dir = mkdtempSync(path.join(tmpdir(), 'salone-lighthouse-'));
  try {
    lighthouse([url, `-G=${dir}`, `--chrome-flags=${FLAGS}`]);
    const { BenchmarkIndex } = JSON.parse(readFileSync(path.join(dir, 'artifacts.json'), 'utf8'));
    const benchmarkIndex = Math.round(BenchmarkIndex ?? 0);
    const multiplier = Number(calibratedMultiplier(benchmarkIndex).toFixed(2));
    return { url, benchmarkIndex, multiplier, calibrated: audit(url, dir, multiplier), uncalibrated: audit(url, dir, DEFAULT_MULTIPLIER) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse's CPU throttling calculator: the multiplier that makes this host behave like its reference phone. */
export function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Several calibrated runs per page; the run with the median calibrated score stands for the page. */
/**
 * A page load, tried again when Lighthouse itself fails (about one load in ten on the shared host, e.g. a trace
 * it cannot process); the failures are reported, never scored.
 */
function runLighthouseWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return runLighthouse(url);
    } catch (err) {
      const stderr = String(err?.stderr ?? '').split('\n').filter((line) => line && !line.startsWith('npm warn')).slice(-3).join(' | ');
      console.warn(`Lighthouse failed on ${url} (attempt ${attempt} of ${attempts}): ${stderr || err.message}`);
      if (attempt >= attempts) throw err;
    }
  }
}

export async function lighthouseScores(urls, runsPerPage = RUNS_PER_PAGE) {
  return urls.map((url) => {
    const runs = Array.from({ length: runsPerPage }, () => runLighthouseWithRetry(url));
    const mid = median(runs.map((r) => r.calibrated.score));
    return { url, median: runs.find((r) => r.calibrated.score === mid), runs };
  });
}
