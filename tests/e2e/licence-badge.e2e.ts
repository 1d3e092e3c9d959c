// Badges that are true (issue 30, item 4): an agent signs up with a licence number, and the listing says
// 'Licensed Agent' only after an admin checked it; until then 'Agent (licence not checked)'.
import { describe, expect, it } from 'vitest';
import { uniqueSuffix } from '../../server/db/factories.js';
import { DESKTOP } from './browser.js';
import { apiAs, see, signInAs, useJourneys } from './listings-helpers.js';

const journeys = useJourneys();

describe('licence badge journeys', () => {
  it('an agent must give a licence number to sign up, and the admin checks it on Approve Businesses', async () => {
    const journey = await journeys.start();
    const page = await journeys.open(journey);
    const suffix = uniqueSuffix();
    await page.goto('/register?type=agent');
    await page.getByLabel('First name').fill('Isatu');
    await page.getByLabel('Last name').fill('Bangura');
    await page.getByLabel('E-mail').fill(`isatu_${suffix}@example.sl`);
    await page.getByLabel('Username').fill(`isatu_${suffix}`);
    await page.getByLabel('Password', { exact: true }).fill('Fresh-pass-2026!');
    await page.getByRole('button', { name: 'Create account' }).click();
    await see(page, 'License number is required');
    await page.getByLabel('License number').fill('n/a');
    await page.getByRole('button', { name: 'Create account' }).click();
    await see(page, /License number must be 3 to 40 letters and digits/);
    await page.getByLabel('License number').fill('sl-rea-2025-0042');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('dialog', { name: 'Verify your identity' }).getByRole('button', { name: 'Do it later' }).click();
    await page.waitForURL('**/pending');

    const admin = await journeys.open(journey, DESKTOP);
    await signInAs(admin, 'admin');
    await admin.goto('/user-management');
    const card = admin.getByRole('article', { name: 'Isatu Bangura' });
    await card.getByText('SL-REA-2025-0042').first().waitFor();
    await card.getByText('Licence not checked').waitFor();
    await card.getByRole('button', { name: 'I checked SL-REA-2025-0042 in the register' }).click();
    await card.getByText('Licence checked', { exact: true }).waitFor();
    expect(journey.errors()).toEqual([]);
  });

  it("a listing says 'Agent (licence not checked)' until an admin checks the licence beside it", async () => {
    const journey = await journeys.start();
    const listings = (await (await apiAs(journey, 'owner')).get('/api/properties?status=approved&limit=100')).body as { id: string; user: { userType: string } }[];
    const listing = listings.find((l) => l.user.userType === 'agent')!;
    expect(listing, 'the demo data has a live agent listing').toBeTruthy();

    const visitor = await journeys.open(journey);
    await visitor.goto(`/property/${listing.id}`);
    await visitor.getByTestId('agent-badge').getByText('Agent (licence not checked)').waitFor();

    const admin = await journeys.open(journey, DESKTOP);
    await signInAs(admin, 'admin');
    await admin.goto(`/property/${listing.id}`);
    await admin.getByTestId('licence-check').getByRole('button', { name: /^I checked .* in the register$/ }).click();
    await admin.getByTestId('agent-badge').getByText('Licensed Agent').waitFor();

    await visitor.reload();
    await visitor.getByTestId('agent-badge').getByText('Licensed Agent').waitFor();
    expect(journey.errors()).toEqual([]);
  });
});
