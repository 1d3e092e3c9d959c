// Journeys of a reviewer: reject a listing with a reason the owner then reads; approve a new business
// account; non-admins are turned away.
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';
import { DESKTOP } from './browser.js';
import { apiAs, cardOf, see, signInAs, submitListing, useJourneys } from './listings-helpers.js';

const journeys = useJourneys();

describe('admin journeys', () => {
  it('an admin rejects a listing with a reason, and the owner reads it on My Properties', async () => {
    const journey = await journeys.start();
    const { title } = await submitListing(await apiAs(journey, 'owner'), { title: `Duplex at Hill Station ${Date.now()}` });
    const reason = 'The photos show a different house from the address. Please upload photos of this property.';

    const admin = await journeys.open(journey, DESKTOP);
    await signInAs(admin, 'admin');
    await admin.goto('/admin');
    const card = cardOf(admin, title);
    await card.getByText('Pending Review').waitFor();
    // The submitter is named, not shown as a full UUID.
    await card.getByText('Submitted by').waitFor();
    expect(await card.textContent()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await card.getByRole('button', { name: `Reject ${title}` }).click();
    const submit = card.getByRole('button', { name: 'Submit Rejection' });
    expect(await submit.isDisabled(), 'Submit Rejection is disabled while the reason is blank').toBe(true);
    // Cancel hides the reason box again.
    await card.getByRole('button', { name: 'Cancel' }).click();
    await card.getByLabel('Rejection Reason').waitFor({ state: 'detached' });
    await card.getByRole('button', { name: `Reject ${title}` }).click();
    await card.getByLabel('Rejection Reason').fill('   ');
    expect(await submit.isDisabled(), 'a blank reason cannot be submitted').toBe(true);
    await card.getByLabel('Rejection Reason').fill(reason);
    await submit.click();
    await see(admin, 'Property status updated successfully.');
    await card.waitFor({ state: 'detached' });

    const owner = await journeys.open(journey);
    await signInAs(owner, 'owner');
    await owner.goto('/my-properties');
    await owner.getByRole('tab', { name: /Rejected/ }).click();
    const rejected = cardOf(owner, title);
    await rejected.getByText('Rejected', { exact: true }).waitFor();
    await rejected.getByText(reason).waitFor();
    expect(journey.errors()).toEqual([]);
  });

  it('an admin approves a new agent account from Approve Businesses', async () => {
    const journey = await journeys.start();
    const applicant = newRegistration({ userType: 'agent', firstName: 'Isatu', lastName: 'Bangura' });
    const signup = await new ApiClient(journey.server.url).post('/api/register', applicant);
    expect(signup.status, signup.text).toBe(201);

    const admin = await journeys.open(journey);
    await signInAs(admin, 'admin');
    await admin.goto('/user-management');
    await see(admin, 'Approve Businesses');
    const card = admin.getByRole('article', { name: 'Isatu Bangura' });
    await card.getByText(String(applicant.email)).waitFor();
    await card.getByText('Agent', { exact: true }).waitFor();
    // The card names the applicant, with a short id rather than a full UUID.
    expect(await card.textContent()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await card.getByRole('button', { name: 'Approve Isatu Bangura' }).click();
    // Approve asks once more, and Cancel leaves the account pending.
    await card.getByRole('button', { name: 'Cancel' }).click();
    await card.getByRole('button', { name: 'Approve Isatu Bangura' }).click();
    await card.getByRole('button', { name: 'Confirm Approval' }).click();
    await see(admin, 'User Status Updated');
    await card.waitFor({ state: 'detached' });

    const status = await apiAs(journey, 'admin').then((api) => api.get('/api/admin/users/pending?limit=100'));
    expect((status.body as Array<{ id: string }>).some((u) => u.id === signup.body.id)).toBe(false);
    expect(journey.errors()).toEqual([]);
  });

  it('owners are turned away from the admin pages, and admins from My Properties', async () => {
    const journey = await journeys.start();
    const owner = await journeys.open(journey);
    await signInAs(owner, 'owner');
    await owner.goto('/user-management');
    await see(owner, 'Access denied. Admin privileges required.');
    await see(owner, 'Admin access required. Redirecting...');
    await owner.waitForURL((url) => url.pathname === '/');

    const admin = await journeys.open(journey);
    await signInAs(admin, 'admin');
    await admin.goto('/my-properties');
    await admin.waitForURL('**/admin');
    await see(admin, 'Pending Property Approvals');
    await admin.goto('/list-property');
    await see(admin, 'Administrators do not create listings');
    expect(journey.errors()).toEqual([]);
  });
});
