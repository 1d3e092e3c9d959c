// A signed-in home hunter who has not verified yet: contacting a lister asks for a code first (spec sections 2,
// 5 and 8), then the message goes through and shows in the conversation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { newRegistration } from '../helpers/factories.js';
import { launchBrowser, PHONE, watchPageErrors } from './browser.js';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer({ demo: true, serveWeb: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('contacting a lister', () => {
  it('verifies by e-mail code, then sends a message with Enter', async () => {
    const { items } = await (await fetch(`${server.url}/api/properties/search?limit=1`)).json();
    const listing = items[0] as { id: string; title: string; user: { userType: string; firstName: string; lastName: string } };

    const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    const errors = watchPageErrors(page);
    const person = newRegistration({ userType: 'seeker', firstName: 'Isatu', lastName: 'Bangura' });
    expect((await page.request.post(`${server.url}/api/register`, { data: person })).status()).toBe(201);

    await page.goto(`${server.url}/property/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    await page.getByRole('button', { name: listing.user.userType === 'agent' ? 'Contact Agent' : 'Contact Owner' }).click();
    const name = `${listing.user.firstName} ${listing.user.lastName}`;
    const chat = page.getByRole('dialog', { name: `Message ${name}` });
    await chat.getByText('Verify your identity to send messages').waitFor();
    expect(await chat.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);

    // Enter while unverified opens the verification dialog; its e-mail box starts with the account's address.
    await chat.getByLabel('Your message').fill('Hello, is this still available?');
    await chat.getByLabel('Your message').press('Enter');
    const verify = page.getByRole('dialog', { name: 'Verify your identity' });
    const email = verify.getByLabel('Email address');
    expect(await email.inputValue()).toBe(person.email);
    await email.fill('not-an-address');
    await verify.getByRole('button', { name: 'Send code' }).click();
    await verify.getByRole('alert').getByText('Invalid email: Please enter a valid email address.').waitFor();
    await email.fill(person.email);
    await verify.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Verification code sent', { exact: true }).waitFor();
    // On a phone the dialog is a bottom sheet: the toast shows above it, not over its buttons.
    const toastBox = await page.getByRole('region', { name: /Notifications/ }).locator('li', { hasText: 'Verification code sent' }).boundingBox();
    const sheetBox = await verify.boundingBox();
    expect(toastBox && sheetBox, 'toast and dialog are on screen').toBeTruthy();
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(sheetBox!.y);

    // Back returns to the method step; the code from the dev outbox completes it.
    await verify.getByRole('button', { name: 'Back' }).click();
    await verify.getByRole('button', { name: 'Send code' }).click();
    await verify.getByLabel('Verification code').waitFor();
    const outbox = (await (await page.request.get(`${server.url}/api/dev/outbox?to=${encodeURIComponent(person.email)}`)).json()) as Array<{ code?: string }>;
    const code = outbox.find((m) => m.code)?.code;
    expect(code).toMatch(/^\d{6}$/);
    await verify.getByLabel('Verification code').fill(code!);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Verification successful', { exact: true }).waitFor();
    await verify.waitFor({ state: 'detached' });

    // Verified: the text (trimmed) goes with Enter and appears in the conversation; the box empties.
    await chat.getByText('Verify your identity to send messages').waitFor({ state: 'detached' });
    await chat.getByLabel('Your message').fill('  Hello, is this still available?  ');
    await chat.getByLabel('Your message').press('Enter');
    await chat.getByRole('log', { name: 'Conversation' }).getByText('Hello, is this still available?', { exact: true }).waitFor();
    expect(await chat.getByLabel('Your message').inputValue()).toBe('');

    expect(errors).toEqual([]);
    await page.close();
  });
});
