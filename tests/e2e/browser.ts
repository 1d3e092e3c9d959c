import { chromium, type Browser, type Page } from 'playwright-core';
import { findJourneyBrowser } from '../../scripts/journey-browser.mjs';
import { watchAccessibility } from './axe.js';

const CHROME_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** The journeys' browser (scripts/journey-browser.mjs). Missing, the journey fails with the fix instead of passing. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findJourneyBrowser();
  // Playwright gives every launch a fresh, empty profile of its own (it refuses --user-data-dir here).
  return chromium.launch({ executablePath, args: CHROME_FLAGS });
}

export const PHONE = { width: 412, height: 915 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Fails the test on any uncaught page error, so a broken screen cannot pass by showing old content, and on
 * any serious or critical axe-core violation of a page the tab visits (tests/e2e/axe.ts).
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  watchAccessibility(page, errors);
  return errors;
}

/**
 * How far the page is wider than the phone's screen, in CSS pixels (0 when it fits). A page that overflows
 * makes a phone zoom out, so text shrinks and the fixed bottom bar moves off its place.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The code of the latest e-mail or SMS to `to` in the development outbox, waiting up to 10 s for it: a code may be
 * handed to the outbox a moment after the request that asked for it answered, later still on a busy machine.
 */
export async function codeSentTo(serverUrl: string, to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${serverUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const [entry] = (await response.json()) as { code: string }[];
    if (entry) return entry.code;
    if (Date.now() > deadline) throw new Error(`no message to ${to} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
