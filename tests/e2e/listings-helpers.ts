// Shared steps of the listing and admin journeys: a fresh server per journey, signed-in browser pages, a real
// PNG to upload, and API shortcuts for the set-up a journey is not about.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { DEMO_ACCOUNTS, type DemoRole } from '../../common/demo-accounts.js';
import { ApiClient } from '../helpers/api-client.js';
import { listingBody, uploadPhoto } from '../helpers/listing-helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { launchBrowser, PHONE, watchPageErrors } from './browser.js';

export interface Journey {
  server: TestServer;
  contexts: BrowserContext[];
  /** Uncaught errors of every page opened in this journey (watchPageErrors). */
  pageErrors: string[][];
  errors(): string[];
  close(): Promise<void>;
}

/** A real server with the demo accounts, serving the web build, for one journey (`env`: extra settings). */
export async function startJourney(env?: Record<string, string>): Promise<Journey> {
  const server = await startTestServer({ demo: true, serveWeb: true, env });
  const contexts: BrowserContext[] = [];
  const pageErrors: string[][] = [];
  return {
    server,
    contexts,
    pageErrors,
    errors: () => pageErrors.flat(),
    async close() {
      await Promise.all(contexts.map((c) => c.close()));
      await server.close();
    },
  };
}

/**
 * Registers the hooks every journey file needs: one browser for the file, and the journey's server closed
 * after each test. Each test calls start() for a fresh server and open() for a page on it.
 */
export function useJourneys(): { start(env?: Record<string, string>): Promise<Journey>; open(journey: Journey, viewport?: typeof PHONE): Promise<Page> } {
  let browser: Browser | null = null;
  let current: Journey | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await current?.close();
    current = null;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async start(env) {
      current = await startJourney(env);
      return current;
    },
    open(journey, viewport = PHONE) {
      if (!browser) throw new Error('useJourneys: the browser is not launched yet (call open() inside a test)');
      return openPage(browser, journey, viewport);
    },
  };
}

/** A new browser (own cookies), phone-sized unless told otherwise, failing the journey on page errors. */
export async function openPage(browser: Browser, journey: Journey, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: journey.server.url });
  journey.contexts.push(context);
  const page = await context.newPage();
  journey.pageErrors.push(watchPageErrors(page));
  return page;
}

/**
 * Waits until the app has taken the page over (Preact keeps its tree on the root element as `__k`). Until then
 * a server-drawn page is plain HTML: links and forms work, and a tap on a button that only the app handles
 * waits for the app (web/boot/page-starter.ts keeps it).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => '__k' in document.getElementById('root')!);
}

/** Development quick sign-in (/api/test-login/{role}) as a seeded demo account; lands on /dashboard. */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  await page.goto(`/api/test-login/${role}`);
  await page.waitForURL('**/dashboard');
}

/** The /local-login form, as a person signs in. */
export async function signInWithForm(page: Page, role: DemoRole): Promise<void> {
  const account = DEMO_ACCOUNTS[role];
  await page.goto('/local-login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/** An API client signed in as a demo account, for set-up steps. */
export async function apiAs(journey: Journey, role: DemoRole): Promise<ApiClient> {
  const api = new ApiClient(journey.server.url);
  const account = DEMO_ACCOUNTS[role];
  const res = await api.post('/api/local/login', { username: account.username, password: account.password });
  expect(res.status, res.text).toBe(200);
  return api;
}

/** A complete listing submitted for review through the API, with a unique title. */
export async function submitListing(api: ApiClient, overrides: Record<string, unknown> = {}): Promise<{ id: string; title: string }> {
  // Review needs a photo: one uploaded through the API, as the form would.
  const res = await api.post('/api/properties', listingBody({ images: [await uploadPhoto(api)], ...overrides }));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** A real 1200x900 PNG on disk (a photo big enough to pass the quality check). */
export async function makePhoto(name = 'sitting-room.png'): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'salone-photo-'));
  const file = path.join(dir, name);
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 140, b: 90 } } })
    .composite([{ input: Buffer.from('<svg width="1200" height="900"><rect x="200" y="200" width="800" height="500" fill="#2a6"/></svg>'), top: 0, left: 0 }])
    .png()
    .toBuffer();
  writeFileSync(file, png);
  return file;
}

/** Waits until a text is on screen (toasts, headings, empty states). */
export async function see(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout });
}

/** The card (article) of a listing on /my-properties or /admin, found by its title. */
export function cardOf(page: Page, title: string) {
  return page.locator('article').filter({ hasText: title });
}
