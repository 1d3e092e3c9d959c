// The longest title and address a lister may type, and a word too long for any line, must wrap or be cut short
// on every page that shows them: one such listing once made every card on / and /search wider than a 412 px
// phone (issue 29), so the whole page scrolled sideways and the bottom bar moved off its place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { messages, users } from '../../server/db/schema.js';
import { DEMO_ACCOUNTS } from '../../common/demo-accounts.js';
import { ADDRESS_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../common/constants.js';
import { horizontalOverflow, launchBrowser, watchPageErrors } from './browser.js';

const LONG_WORD = 'Sierraleonegoderichmainroadfishmarketjunctionbesidethewharf';
const fill = (start: string, max: number) => (start + ' Goderich Main Road near the fish market'.repeat(20)).slice(0, max).trim();
const TITLE = fill(`${LONG_WORD} family home`, TITLE_MAX_LENGTH);
const ADDRESS = fill(`3 Sierra Leone Goderich Main Road, near the fish market, ${LONG_WORD}`, ADDRESS_MAX_LENGTH);
const WIDTHS = [320, 360, 412];

let server: TestServer;
let browser: Browser;
let liveId: string;
beforeAll(async () => {
  server = await startTestServer({ demo: true, serveWeb: true });
  const db = server.database.db;
  const [owner] = await db.select().from(users).where(eq(users.username, DEMO_ACCOUNTS.owner.username));
  const description = `A bright home with a view of the sea. ${LONG_WORD}${LONG_WORD} and a garden with mango trees.`;
  const common = { title: TITLE, address: ADDRESS, location: 'Goderich', description, priceUSD: '650.00', propertyType: 'rent' as const };
  liveId = (await insertListing(db, owner!.id, { ...common, status: 'approved' })).id;
  await insertListing(db, owner!.id, { ...common, status: 'pending' });
  const hunter = await insertUser(db, { accountStatus: 'approved', passwordHash: 'x', firstName: LONG_WORD, lastName: 'Kamara' });
  // An agent waiting for approval, with as long a licence number as the form takes (40 characters).
  await insertUser(db, { userType: 'agent', accountStatus: 'pending', passwordHash: 'x', companyName: 'Goderich Realty', licenseNumber: 'SL-REA-2026-0001-GODERICH-MAIN-ROAD-0042' });
  await db.insert(messages).values({ senderId: hunter.id, receiverId: owner!.id, propertyId: liveId, content: `Is it free? ${LONG_WORD}${LONG_WORD}` });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The elements that reach past the screen's right edge, innermost first: what to fix when a page overflows. */
function widest(page: Page) {
  return page.evaluate(() => [...document.querySelectorAll('body *')]
    .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && ![...e.children].some((c) => c.getBoundingClientRect().right > document.documentElement.clientWidth + 1))
    .slice(0, 5)
    .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 80)} (${Math.round(e.getBoundingClientRect().right)} px): ${(e.textContent ?? '').slice(0, 60)}`));
}

async function expectNoSidewaysScroll(page: Page, path: string, shown: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByText(shown, { exact: false }).first().waitFor();
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) console.log(path, await widest(page));
  expect(overflow, `${path} at ${page.viewportSize()?.width} px scrolls sideways`).toBe(0);
}

describe('long titles, addresses and words on small phones', () => {
  it('no public page scrolls sideways at 320, 360 and 412 px', async () => {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 760 }, isMobile: true, hasTouch: true });
      const errors = watchPageErrors(page);
      await expectNoSidewaysScroll(page, '/search?location=Goderich', TITLE.slice(0, 30));
      await expectNoSidewaysScroll(page, '/', 'Salone Homes');
      await expectNoSidewaysScroll(page, `/property/${liveId}`, TITLE.slice(0, 30));
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('nor do the admin reviews, the lister\'s inbox and the listing builder', async () => {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 760 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto(`${server.url}/api/test-login/admin`);
      await expectNoSidewaysScroll(page, '/admin', TITLE.slice(0, 30));
      // Approve Businesses: an agent's licence check names the number in its button.
      await expectNoSidewaysScroll(page, '/user-management', 'Approve Businesses');
      await page.goto(`${server.url}/api/test-login/owner`);
      await expectNoSidewaysScroll(page, '/messages', LONG_WORD.slice(0, 20));
      await expectNoSidewaysScroll(page, '/my-properties', TITLE.slice(0, 30));
      // The builder's action bar: Save as Draft and Submit for Review side by side.
      await expectNoSidewaysScroll(page, '/list-property', 'Submit for Review');
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
