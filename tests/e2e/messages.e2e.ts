// The inbox at /messages: a home hunter writes about a listing, the owner reads and replies on a phone, and the
// seeker's open inbox shows the reply without a reload. Also the search box and a brand-new user's inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from '../helpers/api-client.js';
import { uploadPhoto } from '../helpers/listing-helpers.js';
import { newRegistration, type Registration } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { DESKTOP, launchBrowser, PHONE, watchPageErrors } from './browser.js';

const LISTING = 'Journey Flat with Sea View, Murray Town';
let server: TestServer;
let browser: Browser;
let listingId: string;
let ownerId: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startTestServer({ demo: true, serveWeb: true });
  browser = await launchBrowser();
  // A live listing of the demo owner (Mohamed Sesay), approved by the demo admin.
  const owner = new ApiClient(server.url);
  await owner.get('/api/test-login/owner');
  ownerId = (await owner.get('/api/auth/user')).body.id;
  const created = await owner.post('/api/properties', {
    title: LISTING, address: '4 Murray Town Road, Freetown', location: 'Freetown', priceUSD: '700', propertyType: 'rent',
    description: 'A two-bedroom flat with a generator and running water, close to the Murray Town junction.', images: [await uploadPhoto(owner)],
  });
  expect(created.status, created.text).toBe(201);
  listingId = created.body.id;
  const admin = new ApiClient(server.url);
  await admin.get('/api/test-login/admin');
  expect((await admin.patch(`/api/admin/properties/${listingId}/status`, { status: 'approved' })).status).toBe(200);
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.close();
});

/** A new home hunter, signed in over the API; verified through the real e-mail code flow unless told not to. */
async function newSeeker(names: { firstName: string; lastName: string }, verify = true): Promise<{ api: ApiClient; reg: Registration }> {
  const api = new ApiClient(server.url);
  const reg = newRegistration({ userType: 'seeker', ...names });
  expect((await api.post('/api/register', reg)).status).toBe(201);
  if (verify) {
    expect((await api.post('/api/verification/send-code', { verificationMethod: 'email', contact: reg.email })).status).toBe(200);
    const [mail] = (await api.get(`/api/dev/outbox?to=${encodeURIComponent(reg.email)}`)).body;
    expect((await api.post('/api/verification/verify-code', { verificationMethod: 'email', code: mail.code })).status).toBe(200);
  }
  return { api, reg };
}

/** A browser of its own (own cookies) signed in as `reg`, or as the demo owner. */
async function signedInPage(who: Registration | 'owner', viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: server.url, isMobile: viewport === PHONE });
  contexts.push(context);
  if (who === 'owner') await context.request.get('/api/test-login/owner');
  else expect((await context.request.post('/api/local/login', { data: { username: who.username, password: who.password } })).status()).toBe(200);
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page) };
}

/** The Messages link of the phone's bottom bar, named with its unread count ("Messages, 3 unread"). */
function bottomBarMessages(page: Page, unread: number) {
  const name = unread ? `Messages, ${unread} unread` : 'Messages';
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

describe('messages inbox', () => {
  it('the owner reads a seeker message on a phone and replies with Enter; the seeker sees the reply live', async () => {
    const seeker = await newSeeker({ firstName: 'Yeabu', lastName: 'Tholley' });
    const question = 'Good morning. Is the Murray Town flat still available from next month?';
    expect((await seeker.api.post('/api/messages', { receiverId: ownerId, propertyId: listingId, content: question })).status).toBe(201);

    // The seeker keeps the conversation open on a desktop browser and waits for the live connection.
    const seekerView = await signedInPage(seeker.reg, DESKTOP);
    await seekerView.page.goto('/messages');
    await seekerView.page.getByRole('link', { name: /Mohamed Sesay/ }).click();
    await seekerView.page.getByRole('log', { name: 'Messages with Mohamed Sesay' }).getByText(question).waitFor();
    await seekerView.page.locator('[data-stream="live"]').waitFor();
    await seekerView.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // The owner, on a phone, sees the conversation with an unread badge.
    const ownerView = await signedInPage('owner', PHONE);
    const { page } = ownerView;
    await page.goto('/messages');
    await page.getByRole('heading', { name: 'Your Conversations' }).waitFor();
    const entry = page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Yeabu Tholley/ });
    await entry.waitFor();
    await entry.getByText('1 unread').waitFor();
    expect(await entry.textContent()).toContain(LISTING);
    const badge = page.getByRole('navigation', { name: 'Main' }).getByText(/\d+ unread/);
    await badge.waitFor();
    const unreadBefore = Number(/(\d+) unread/.exec((await badge.textContent()) ?? '')?.[1]);
    expect(unreadBefore).toBeGreaterThanOrEqual(1);

    // Opening it shows the message; the list is replaced by the thread and the URL names it.
    await entry.click();
    const thread = page.getByRole('log', { name: 'Messages with Yeabu Tholley' });
    await thread.getByText(question).waitFor();
    expect(page.url()).toContain(`property=${listingId}`);
    expect(await page.getByRole('link', { name: /About the listing/ }).getAttribute('href')).toBe(`/property/${listingId}`);
    await bottomBarMessages(page, unreadBefore - 1).waitFor();

    // Whitespace is never sent; Shift+Enter makes a new line; Enter sends the trimmed text.
    const box = page.getByLabel('Message to Yeabu Tholley');
    await box.fill('   ');
    expect(await page.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    await box.fill('  Yes, it is available.');
    await box.press('Shift+Enter');
    await box.pressSequentially('You can view it on Saturday.  ');
    await box.press('Enter');
    const reply = 'Yes, it is available.\nYou can view it on Saturday.';
    await thread.getByText('You can view it on Saturday.').waitFor();
    expect(await box.inputValue()).toBe('');

    // The seeker's open conversation and list show the reply, with no reload.
    await seekerView.page.getByRole('log', { name: 'Messages with Mohamed Sesay' }).getByText('You can view it on Saturday.').waitFor();
    await seekerView.page.getByRole('list', { name: 'Conversations' }).getByText(/You can view it on Saturday/).waitFor();
    expect(await seekerView.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    const stored = await seeker.api.get(`/api/conversations/${ownerId}?propertyId=${listingId}`);
    expect(stored.body.map((m: { content: string }) => m.content)).toEqual([question, reply]);

    // Back (the app's button, then the browser's history) returns to the list.
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await entry.waitFor();
    expect(page.url()).toBe(`${server.url}/messages`);
    await page.goForward();
    await thread.waitFor();
    await page.goBack();
    await entry.waitFor();
    expect([...ownerView.errors, ...seekerView.errors]).toEqual([]);
  });

  it('filters conversations by name or listing title (desktop)', async () => {
    const seeker = await newSeeker({ firstName: 'Sallieu', lastName: 'Mansaray' });
    await seeker.api.post('/api/messages', { receiverId: ownerId, propertyId: listingId, content: 'Is the price negotiable?' });
    const { page, errors } = await signedInPage('owner', DESKTOP);
    await page.goto('/messages');
    const list = page.getByRole('list', { name: 'Conversations' });
    await list.getByRole('link', { name: /Sallieu Mansaray/ }).waitFor();
    const all = await list.getByRole('link').count();
    expect(all).toBeGreaterThan(1);

    const search = page.getByLabel('Search conversations');
    await search.fill('sallieu');
    await page.getByText(`1 of ${all} conversations`).waitFor();
    expect(await list.getByRole('link').allTextContents()).toEqual([expect.stringContaining('Sallieu Mansaray')]);
    await search.fill('journey flat');
    await page.getByText(new RegExp(`^\\d+ of ${all} conversations$`)).waitFor();
    for (const text of await list.getByRole('link').allTextContents()) expect(text).toContain(LISTING);
    await search.fill('no such person anywhere');
    await page.getByText('No conversations match “no such person anywhere”.').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('status').filter({ hasText: 'conversations' }).waitFor({ state: 'detached' });
    expect(await list.getByRole('link').count()).toBe(all);
    expect(errors).toEqual([]);
  });

  it('shows a new user the empty state, then lets them verify and start a conversation from a link (phone)', async () => {
    const { api, reg } = await newSeeker({ firstName: 'Marie', lastName: 'Kpaka' }, false);
    const { page, errors } = await signedInPage(reg, PHONE);
    await page.goto('/messages');
    await page.getByRole('heading', { name: 'No conversations yet' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Browse properties' }).getAttribute('href')).toBe('/search');
    await page.getByText('Secure Communication').waitFor();

    // Unverified: sending is off, with the reason and a way to verify.
    await page.goto(`/messages?with=${ownerId}&property=${listingId}`);
    await page.getByRole('heading', { name: 'Mohamed Sesay' }).waitFor();
    await page.getByText('Verify your identity to send messages.').waitFor();
    await page.getByLabel('Message to Mohamed Sesay').fill('Hello, can I see the flat?');
    expect(await page.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Verify now' }).click();
    await page.getByRole('dialog', { name: 'Verify your identity' }).waitFor();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').waitFor();
    const [mail] = (await api.get(`/api/dev/outbox?to=${encodeURIComponent(reg.email)}`)).body;
    await page.getByLabel('Verification code').fill(mail.code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Verification successful').first().waitFor();

    await page.getByLabel('Message to Mohamed Sesay').press('Enter');
    await page.getByRole('log', { name: 'Messages with Mohamed Sesay' }).getByText('Hello, can I see the flat?').waitFor();
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Mohamed Sesay/ }).waitFor();
    expect(errors).toEqual([]);
  });
});
