// Issue 32, item 2: a home hunter requests a viewing → the lister accepts → the two-hour reminder reaches the
// hunter's outbox → after the time the hunter marks it "took place". axe checks every viewing screen on the way.
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../common/demo-accounts.js';
import { insertListing, insertUser, type InsertedUser } from '../../server/db/factories.js';
import { users, viewings } from '../../server/db/schema.js';
import { deliverDueNotices, DEFAULT_NOTICE_WORKER } from '../../server/lib/notice-queue.js';
import { runViewingReminders } from '../../server/features/viewings/viewings.service.js';
import { ApiClient } from '../helpers/api-client.js';
import { outboxOf } from '../helpers/hunters.js';
import { accessibilityProblems } from './axe.js';
import { DESKTOP, horizontalOverflow, PHONE } from './browser.js';
import { apiAs, see, signInAs, useJourneys } from './listings-helpers.js';

const journeys = useJourneys();
const HOUR = 3_600_000;
const shot = (page: Page, name: string) => (process.env.SCREENSHOT_DIR ? page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true }) : null);

async function signInWithPassword(page: Page, user: InsertedUser) {
  await page.goto('/local-login');
  await page.getByLabel('Username').fill(user.username!);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

describe('viewings journey', () => {
  it('hunter requests → lister accepts → reminder in the outbox → after the time the hunter marks it took place', async () => {
    const journey = await journeys.start();
    const db = journey.server.database.db;
    const [owner] = await db.select().from(users).where(eq(users.username, DEMO_ACCOUNTS.owner.username));
    const title = `Three-bedroom house at Hill Station ${Date.now()}`;
    const listing = await insertListing(db, owner!.id, { title, status: 'approved', approvedAt: new Date(), address: '12 Hill Station Road', location: 'Hill Station' });
    // The lister takes viewings at any hour (set on the profile, as the hours editor does), so the journey runs at any time of day.
    const windows = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 0, endMinute: 24 * 60 }));
    expect((await (await apiAs(journey, 'owner')).put('/api/viewing-settings', { windows })).status).toBe(200);
    const hunterUser = await insertUser(db, { userType: 'seeker', isVerified: true });

    // The hunter asks for a viewing tomorrow at noon (Freetown time), from the listing page on a phone.
    const hunter = await journeys.open(journey, PHONE);
    await signInWithPassword(hunter, hunterUser);
    await hunter.goto(`/property/${listing.id}`);
    await hunter.getByTestId('request-viewing').click();
    const dialog = hunter.getByRole('dialog', { name: 'Request a viewing' });
    await dialog.getByLabel('Day').waitFor();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Please pick at least one time.').waitFor();
    const tomorrow = new Date(Date.now() + 24 * HOUR);
    const at = new Date(Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate(), 12));
    await dialog.getByLabel('Day').selectOption(at.toISOString().slice(0, 10));
    await dialog.getByLabel('Time').selectOption(at.toISOString());
    await dialog.getByLabel('A note for the lister').fill('I will come with my brother.');
    expect(await accessibilityProblems(hunter)).toEqual([]);
    expect(await horizontalOverflow(hunter), 'the request fits a 412 px phone').toBe(0);
    await shot(hunter, 'request-dialog-412');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await hunter.waitForURL(/\/viewings\/[0-9a-f-]{36}$/);
    const viewingUrl = new URL(hunter.url()).pathname;
    await see(hunter, `Waiting for ${owner!.firstName} ${owner!.lastName} to answer your proposed times.`);
    expect(await accessibilityProblems(hunter)).toEqual([]);

    // Asking again for the same listing is refused by the server; the form says why and keeps the note.
    await hunter.goto(`/property/${listing.id}`);
    await hunter.getByTestId('request-viewing').click();
    await dialog.getByLabel('Day').selectOption(at.toISOString().slice(0, 10));
    await dialog.getByLabel('Time').selectOption(new Date(at.getTime() + HOUR).toISOString());
    await dialog.getByLabel('A note for the lister').fill('Another time?');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByTestId('viewing-form-error').getByText('You already have a viewing of this listing waiting or booked.').waitFor();
    expect(await dialog.getByLabel('A note for the lister').inputValue()).toBe('Another time?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The lister finds the request among their viewings and accepts the time.
    const lister = await journeys.open(journey, DESKTOP);
    await signInAs(lister, 'owner');
    await lister.getByRole('heading', { name: 'Upcoming viewings' }).waitFor();
    await lister.goto('/viewings');
    await lister.getByTestId('viewing-row').filter({ hasText: title }).click();
    await lister.getByTestId('viewing-status').getByText('Waiting for your answer').waitFor();
    expect(await accessibilityProblems(lister)).toEqual([]);
    await lister.getByRole('radio').first().check();
    await lister.getByRole('button', { name: 'Accept this time' }).click();
    await lister.getByTestId('viewing-status').getByText('Confirmed').waitFor();
    await lister.getByTestId('safety-checklist').getByText('Take someone with you.').waitFor();
    expect(await lister.getByTestId('meeting-address').textContent()).toContain('12 Hill Station Road');

    // The hunter sees the confirmed viewing: where to meet, the checklist, and a calendar file.
    await hunter.goto(viewingUrl);
    await hunter.getByTestId('viewing-status').getByText('Confirmed').waitFor();
    await hunter.getByText('Never pay before you have seen the property.').waitFor();
    expect(await accessibilityProblems(hunter)).toEqual([]);
    expect(await horizontalOverflow(hunter)).toBe(0);
    const ics = await hunter.request.get(await hunter.getByRole('link', { name: /Add to my calendar/ }).getAttribute('href') as string);
    expect(ics.headers()['content-type']).toContain('text/calendar');

    // The reminder job's turn two hours before the time queues the reminder, and the notice worker sends it.
    await runViewingReminders(db, new Date(at.getTime() - 90 * 60_000), journey.server.url);
    await deliverDueNotices(db, journey.server.app.ctx.notifier, DEFAULT_NOTICE_WORKER);
    const reminder = outboxOf(journey.server, hunterUser.email!).find((m) => m.subject?.startsWith('Reminder:'));
    expect(reminder?.subject).toBe(`Reminder: viewing of "${title}" in two hours`);
    expect(reminder?.text).toContain(`/viewings/${viewingUrl.split('/').pop()}`);

    // After the time (moved into the past in the database: the journey cannot wait a day), the hunter says it took place.
    await db.update(viewings).set({ scheduledAt: new Date(Date.now() - HOUR) }).where(eq(viewings.propertyId, listing.id));
    await hunter.goto(viewingUrl);
    await hunter.getByText('The time has passed: did the viewing take place?').waitFor();
    expect(await accessibilityProblems(hunter)).toEqual([]);
    await hunter.getByRole('button', { name: 'It took place' }).click();
    await see(hunter, 'You said: took place');
    await hunter.goto('/viewings');
    await hunter.getByRole('tab', { name: 'Past' }).click();
    await hunter.getByTestId('viewing-row').filter({ hasText: title }).waitFor();
    expect(await accessibilityProblems(hunter)).toEqual([]);
    expect(journey.errors()).toEqual([]);
  });

  it('a visitor signs in and comes back to the form; an unverified hunter is told to verify; hours are set on the profile and per listing; the admin sees the counts', async () => {
    const journey = await journeys.start();
    const db = journey.server.database.db;
    const [owner] = await db.select().from(users).where(eq(users.username, DEMO_ACCOUNTS.owner.username));
    const listing = await insertListing(db, owner!.id, { title: `Flat at Lumley ${Date.now()}`, status: 'approved', approvedAt: new Date() });

    // A visitor is sent to sign in and comes back with the form open; not yet verified, they are told to verify first.
    const unverified = await insertUser(db, { userType: 'seeker', isVerified: false });
    const visitor = await journeys.open(journey, PHONE);
    await visitor.goto(`/property/${listing.id}`);
    await visitor.getByTestId('request-viewing').click();
    await visitor.waitForURL(/\/local-login\?next=/);
    await visitor.getByLabel('Username').fill(unverified.username!);
    await visitor.getByLabel('Password', { exact: true }).fill(unverified.password);
    await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
    await visitor.waitForURL(new RegExp(`/property/${listing.id}\\?viewing=request$`));
    await visitor.getByRole('dialog', { name: 'Request a viewing' }).getByText('Verify your account first').waitFor();
    expect(await accessibilityProblems(visitor)).toEqual([]);

    // The lister keeps Saturdays free on the profile, and gives the listing its own hours.
    const lister = await journeys.open(journey, PHONE);
    await signInAs(lister, 'owner');
    await lister.getByRole('heading', { name: 'Upcoming viewings' }).waitFor();
    expect(await accessibilityProblems(lister)).toEqual([]);
    await lister.goto('/profile');
    const hours = lister.locator('#viewing-hours');
    await hours.getByRole('button', { name: /^Remove Saturday/ }).click();
    await hours.getByRole('button', { name: 'Save viewing hours' }).click();
    await see(lister, 'Viewing hours saved');
    expect(await accessibilityProblems(lister)).toEqual([]);
    expect(await horizontalOverflow(lister), 'the hours editor fits a 412 px phone').toBe(0);
    await shot(lister, 'profile-hours-412');
    const settings = await (await apiAs(journey, 'owner')).get('/api/viewing-settings');
    expect(settings.body.windows.map((w: { weekday: number }) => w.weekday).sort()).toEqual([1, 2, 3, 4, 5]);

    await lister.goto(`/edit-property/${listing.id}`);
    await lister.getByTestId('listing-hours-source').getByText('This listing uses the hours on').waitFor();
    await lister.getByLabel('Monday until').fill('12:00');
    await lister.getByRole('button', { name: 'Save hours for this listing' }).click();
    await lister.getByTestId('listing-hours-source').getByText('This listing has hours of its own.').waitFor();
    expect(await accessibilityProblems(lister)).toEqual([]);
    const listingHours = await new ApiClient(journey.server.url).get(`/api/properties/${listing.id}/viewing-hours`);
    expect(listingHours.body.source).toBe('listing');
    expect(listingHours.body.windows).toContainEqual({ weekday: 1, startMinute: 540, endMinute: 720 });

    // The admin dashboard counts viewings and shows the repeated no-shows list.
    const admin = await journeys.open(journey, DESKTOP);
    await signInAs(admin, 'admin');
    await admin.getByRole('heading', { name: 'Viewings, last 30 days' }).waitFor();
    await admin.getByText('Viewing requests').waitFor();
    await admin.getByRole('heading', { name: 'Repeated no-shows', exact: true }).waitFor();
    await admin.getByText('Nobody has been marked “did not come” twice.').waitFor();
    expect(await accessibilityProblems(admin)).toEqual([]);
    await shot(admin, 'admin-1280');
    expect(journey.errors()).toEqual([]);
  });
});
