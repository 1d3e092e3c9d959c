// Issue 29, items 3 and 9 in a browser. A new account is offered verification right after sign-up and can put
// it off (staying signed in), then find it on the profile; the reset page tells everyone what to do when no code
// can reach them. A phone sign-up, who has no name, is asked for one before the first message, which then goes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { insertListing, insertUser, uniqueSuffix } from '../../server/db/factories.js';
import { launchBrowser, PHONE, watchPageErrors, codeSentTo as codeOf } from './browser.js';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer({ serveWeb: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const codeSentTo = (to: string) => codeOf(server.url, to);

describe('verify after sign-up, and a name before the first message', () => {
  it('sign-up offers verification, "Do it later" keeps the person signed in, the profile offers it again', async () => {
    const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    const errors = watchPageErrors(page);
    const suffix = uniqueSuffix();
    const email = `hawa_${suffix}@example.sl`;
    await page.goto(`${server.url}/register?type=seeker`);
    await page.getByLabel('First name').fill('Hawa');
    await page.getByLabel('Last name').fill('Sesay');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Username').fill(`hawa_${suffix}`);
    await page.getByLabel('Password', { exact: true }).fill('Fresh-pass-2026!');
    await page.getByRole('button', { name: 'Create account' }).click();

    const verify = page.getByRole('dialog', { name: 'Verify your identity' });
    await verify.getByText('A forgotten password can only be reset with a code sent to a verified e-mail or phone').waitFor();
    expect(await verify.getByLabel('Email address').inputValue()).toBe(email);
    await verify.getByRole('button', { name: 'Do it later' }).click();
    await page.waitForURL(`${server.url}/search`);
    expect((await (await page.request.get(`${server.url}/api/auth/user`)).json()).email).toBe(email);

    await page.goto(`${server.url}/profile`);
    await page.getByText('Verify your e-mail or phone', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Verify now' }).click();
    await verify.getByRole('button', { name: 'Send code' }).click();
    await verify.getByLabel('Verification code').fill(await codeSentTo(email));
    await verify.getByRole('button', { name: 'Verify' }).click();
    await verify.waitFor({ state: 'detached' });
    await page.getByText('Verify your e-mail or phone', { exact: true }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the reset page says what to do without a verified contact, before and after asking, for any name', async () => {
    const page = await browser.newPage({ viewport: PHONE, isMobile: true });
    await page.goto(`${server.url}/forgot-password`);
    const help = page.getByText('No verified e-mail or phone on your account?');
    await help.waitFor();
    await page.getByRole('link', { name: 'support@salonehomes.sl' }).waitFor();
    await page.getByLabel('Username, e-mail or phone number').fill(`nobody_${uniqueSuffix()}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('we sent a 6-digit code to its verified e-mail or phone').waitFor();
    await help.waitFor();
    await page.close();
  });

  it('a phone sign-up is asked for a first name before the first message; then it is sent and signed with it', async () => {
    const owner = await insertUser(server.database.db, { userType: 'owner', isVerified: true });
    const listing = await insertListing(server.database.db, owner.id);
    const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    const errors = watchPageErrors(page);
    const phone = `+23279${String(Math.floor(100000 + Math.random() * 899999))}`;
    await page.goto(`${server.url}/register?type=seeker`);
    await page.getByRole('button', { name: 'Use my phone instead' }).click();
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    await page.getByLabel('6-digit code').fill(await codeSentTo(phone));
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/profile?welcome=1`);

    await page.goto(`${server.url}/property/${listing.id}`);
    await page.getByRole('button', { name: 'Contact Owner' }).click();
    const chat = page.getByRole('dialog', { name: `Message ${owner.firstName} ${owner.lastName}` });
    await chat.getByLabel('Your message').fill('Is it still available?');
    await chat.getByLabel('Your message').press('Enter');
    const naming = page.getByRole('dialog', { name: 'What is your name?' });
    await naming.getByRole('button', { name: 'Save and send' }).click();
    await naming.getByText('First name is required').waitFor();
    await naming.getByLabel('First name').fill('Sallieu');
    await naming.getByRole('button', { name: 'Save and send' }).click();
    await naming.waitFor({ state: 'detached' });
    await chat.getByRole('log', { name: 'Conversation' }).getByText('Is it still available?', { exact: true }).waitFor();

    const me = await (await page.request.get(`${server.url}/api/auth/user`)).json();
    expect(me).toMatchObject({ firstName: 'Sallieu', lastName: null, phoneVerified: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
