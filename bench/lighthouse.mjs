// Lighthouse mobile performance (its default: a mid-range phone on throttled 4G, simulated).
// Lighthouse is fetched on demand with npx rather than kept in package.json: one of its dependencies asks for
// "third-party-web@latest", which puts the lock file out of sync with the registry whenever that package
// releases, and breaks `npm ci`.
import { execFileSync } from 'node:child_process';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

export async function lighthouseScores(urls) {
  const results = [];
  for (const url of urls) {
    const out = execFileSync('npx', ['--yes', LIGHTHOUSE, url, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${FLAGS}`], {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
      maxBuffer: 200 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lhr = JSON.parse(out.toString());
    const audits = lhr.audits;
    results.push({
      url,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    });
  }
  return results;
}
