// Measures the JavaScript a phone downloads (compressed bytes on the wire) before a page is usable:
// everything fetched as a script until the network is idle after load.
import { chromium } from 'playwright-core';

export const CHROME_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export async function measureScriptBytes(urls) {
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const browser = await chromium.launch({
    executablePath,
    args: CHROME_FLAGS, // Playwright makes a fresh profile per launch
  });
  const results = [];
  try {
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const scripts = new Set();
      let bytes = 0;
      cdp.on('Network.responseReceived', (e) => { if (e.type === 'Script') scripts.add(e.requestId); });
      cdp.on('Network.loadingFinished', (e) => { if (scripts.has(e.requestId)) bytes += e.encodedDataLength; });
      await page.goto(url, { waitUntil: 'networkidle' });
      results.push({ url, scriptKB: bytes / 1024, files: scripts.size });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
