// The small things people read and touch: icons that are drawn, toasts that look like what they say, a
// verification dialog that says each problem once and lets people ask for a new code after a countdown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { VERIFICATION_RESEND_DELAY_SECONDS } from '../../common/constants.js';
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

async function firstLive() {
  const { items } = await (await fetch(`${server.url}/api/properties/search?limit=1`)).json();
  return items[0] as { id: string; title: string; user: { userType: string } };
}

describe('copy and small parts', () => {
  it('draws every icon of the home page’s data-bundle list at a readable size', async () => {
    const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/`);
    const list = page.locator('section[aria-labelledby="mobile-title"] ul');
    await list.waitFor();
    // The drawing of each icon must fill at least half its 24-unit box each way (a lone dot and arc does not).
    const fills = await list.locator('svg').evaluateAll((icons) =>
      icons.map((icon) => {
        const box = (icon as SVGGraphicsElement).getBBox();
        return { icon: icon.getAttribute('class'), width: box.width / 24, height: box.height / 24 };
      }),
    );
    expect(fills).toHaveLength(3);
    for (const fill of fills) {
      expect(Math.min(fill.width, fill.height), `${fill.icon} is drawn at a readable size`).toBeGreaterThanOrEqual(0.5);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows "Login Required" as a warning, not with a success tick', async () => {
    const listing = await firstLive();
    const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/property/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    await page.getByRole('button', { name: listing.user.userType === 'agent' ? 'Contact Agent' : 'Contact Owner' }).first().click();
    const toast = page.getByRole('region', { name: /Notifications/ }).locator('li', { hasText: 'Login Required' });
    await toast.waitFor();
    expect(await toast.getAttribute('data-variant')).toBe('warning');
    expect(await toast.locator('svg.lucide-circle-check').count(), 'no success tick').toBe(0);
    expect(await toast.locator('svg[class*="lucide-triangle"]').count(), 'a warning triangle').toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says a verification problem once, and offers "Resend code" after a countdown', async () => {
    const listing = await firstLive();
    const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    const errors = watchPageErrors(page);
    await page.clock.install();
    const person = newRegistration({ userType: 'seeker', firstName: 'Fatmata', lastName: 'Sesay' });
    expect((await page.request.post(`${server.url}/api/register`, { data: person })).status()).toBe(201);
    await page.goto(`${server.url}/property/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    await page.getByRole('button', { name: listing.user.userType === 'agent' ? 'Contact Agent' : 'Contact Owner' }).first().click();
    await page.getByRole('button', { name: 'Verify now' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify your identity' });
    await verify.getByLabel('Email address').fill('not-an-address');
    await verify.getByRole('button', { name: 'Send code' }).click();
    await verify.getByRole('alert').getByText('Invalid email: Please enter a valid email address.').waitFor();
    await page.clock.runFor(500);
    expect(await page.getByText('Please enter a valid email address.').count(), 'the problem is said once, not in a toast too').toBe(1);

    await verify.getByLabel('Email address').fill(person.email);
    await verify.getByRole('button', { name: 'Send code' }).click();
    await verify.getByLabel('Verification code').waitFor();
    const resend = verify.getByRole('button', { name: /Resend code/ });
    expect(await resend.textContent()).toMatch(/Resend code in 0:\d\d/);
    expect(await resend.isDisabled()).toBe(true);
    await page.clock.runFor((VERIFICATION_RESEND_DELAY_SECONDS + 1) * 1000);
    await verify.getByRole('button', { name: 'Resend code', exact: true }).waitFor();
    expect(await resend.isDisabled()).toBe(false);
    await resend.click();
    await verify.getByRole('button', { name: /Resend code in/ }).waitFor();
    const outbox = (await (await page.request.get(`${server.url}/api/dev/outbox?to=${encodeURIComponent(person.email)}`)).json()) as Array<{ code?: string }>;
    expect(outbox.filter((m) => m.code)).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.close();
  });
});
