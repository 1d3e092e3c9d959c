// Lighthouse mobile performance (its default: a mid-range phone on throttled 4G, simulated).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS } from './js-budget.mjs';

export async function lighthouseScores(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const results = [];
  try {
    for (const url of urls) {
      const run = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      const audits = run.lhr.audits;
      results.push({
        url,
        score: Math.round((run.lhr.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
