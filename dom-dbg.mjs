import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
await page.goto('http://127.0.0.1:5200' + (process.argv[2] || '/search'));
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => {
  const n = (sel) => { const e = document.querySelector(sel); return e ? e.querySelectorAll('*').length : -1; };
  return { all: document.querySelectorAll('*').length, aside: n('aside'), header: n('header'), footer: n('footer'), nav: n('nav.fixed'), results: n('section[aria-label=Results]'), svgs: document.querySelectorAll('svg, svg *').length, articles: document.querySelectorAll('article').length, perCard: n('article'), options: document.querySelectorAll('option').length };
}));
await browser.close();
