// Journeys of a lister: create and submit a listing with a photo, an admin approves it and it goes live;
// save a draft and finish it later; archive and restore.
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiAs, cardOf, makePhoto, see, signInAs, signInWithForm, submitListing, useJourneys } from './listings-helpers.js';

const journeys = useJourneys();

describe('listing journeys', () => {
  it('an owner lists a property with a photo, an admin approves it, and it is public', async () => {
    const journey = await journeys.start();
    const owner = await journeys.open(journey);
    await signInWithForm(owner, 'owner');

    await owner.goto('/list-property');
    await see(owner, 'Create Your Property Listing');
    const title = `Garden house in Lumley ${Date.now()}`;
    await owner.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await owner.getByText('For Rent', { exact: true }).click();
    await owner.getByRole('combobox', { name: 'Category' }).selectOption('house');
    await owner.getByRole('textbox', { name: 'Description' }).fill('Three bedrooms, a garden, a borehole and a generator. Five minutes from Lumley Beach.');
    await owner.locator('#listing-media').setInputFiles(await makePhoto());
    // The upload is moderated by the server: the tile shows its verdict.
    await owner.getByRole('list', { name: 'Photos and videos' }).getByText('Approved').waitFor({ timeout: 30_000 });
    await owner.getByRole('spinbutton', { name: 'Bedrooms' }).fill('3');
    await owner.getByRole('spinbutton', { name: 'Bathrooms' }).fill('2');
    await owner.getByRole('spinbutton', { name: 'Price in US dollars (USD)' }).fill('900');
    await owner.getByRole('button', { name: 'Borehole' }).click();
    await owner.getByRole('button', { name: 'Staff Quarters' }).click();
    expect(await owner.getByRole('button', { name: 'Staff Quarters' }).getAttribute('aria-pressed')).toBe('true');
    await owner.getByRole('combobox', { name: 'Location' }).selectOption('Lumley');
    await owner.getByRole('textbox', { name: 'Address', exact: true }).fill('7 Old Railway Line, Lumley');
    await owner.getByRole('button', { name: 'Submit for Review' }).click();

    await see(owner, "Property listing submitted successfully! It's now being reviewed for approval.");
    await owner.waitForURL('**/my-properties');
    const card = cardOf(owner, title);
    await card.getByText('Pending Review').waitFor();

    const admin = await journeys.open(journey);
    await signInAs(admin, 'admin');
    await admin.goto('/admin');
    await see(admin, 'Pending Property Approvals');
    const pending = cardOf(admin, title);
    await pending.getByText('For Rent').first().waitFor();
    await pending.getByText('$900').waitFor();
    // The reviewer sees the photo that was uploaded.
    expect(await pending.getByRole('button', { name: /Open photo 1 of 1/ }).count()).toBe(1);
    await pending.getByRole('button', { name: `Approve ${title}` }).click();
    await pending.getByRole('button', { name: 'Confirm Approval' }).click();
    await see(admin, 'Property status updated successfully.');
    await pending.waitFor({ state: 'detached' });

    const visitor = await journeys.open(journey);
    const api = await visitor.request.get('/api/properties?status=approved&limit=100');
    const live = (await api.json()) as Array<{ id: string; title: string; photos: unknown[] }>;
    const published = live.find((p) => p.title === title);
    expect(published, 'the approved listing is in the public list').toBeTruthy();
    expect(published!.photos).toHaveLength(1);
    await visitor.goto(`/property/${published!.id}`);
    await see(visitor, title);
    expect(journey.errors()).toEqual([]);
  });

  it('an owner saves a draft, reorders sections by keyboard, and finishes the draft later', async () => {
    const journey = await journeys.start();
    const owner = await journeys.open(journey);
    await signInAs(owner, 'owner');
    await owner.goto('/list-property');
    await see(owner, 'Create Your Property Listing');

    // Keyboard reordering: pick up Description's handle, move it above Property Title, drop it.
    const headings = owner.locator('form section h2');
    expect(await headings.first().textContent()).toBe('Property Title');
    await owner.getByRole('button', { name: /Move section Description/ }).focus();
    // dnd-kit takes the next key only after it has measured the sections; its announcement to screen readers
    // says when each step is done, so wait for that, as a person using one would.
    const statuses = () => owner.evaluate(() => [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent).join(' | '));
    const announced = (text: RegExp) => expect.poll(statuses, { timeout: 15_000 }).toMatch(text);
    await owner.keyboard.press('Space');
    // Picked up (dnd-kit at once announces it over its own place, which replaces the first message).
    await announced(/(Picked up section Description\.|Section Description moved to position 2 of)/);
    // An arrow pressed while dnd-kit is still measuring the sections is dropped (it failed so in CI, the
    // announcement staying at position 2): press again as a person would. At the top another ArrowUp does nothing.
    await expect
      .poll(async () => {
        await owner.keyboard.press('ArrowUp');
        return statuses();
      }, { timeout: 15_000, interval: 500 })
      .toMatch(/Section Description moved to position 1 of/);
    await owner.keyboard.press('Space');
    await announced(/Section Description dropped at position 1 of/);
    await expect.poll(() => headings.first().textContent()).toBe('Description');

    // The guidelines box shows 3 of 8, expands to all 8, and can be dismissed.
    const guidelines = owner.getByRole('complementary', { name: 'Content Guidelines' });
    expect(await guidelines.getByRole('listitem').count()).toBe(3);
    await guidelines.getByRole('button', { name: /Show all 8 guidelines/ }).click();
    expect(await guidelines.getByRole('listitem').count()).toBe(8);
    await guidelines.getByRole('button', { name: 'Dismiss content guidelines' }).click();
    await guidelines.waitFor({ state: 'detached' });

    const title = `Plot in Tokeh ${Date.now()}`;
    await owner.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    // Old leones are caught before they reach the listing.
    await owner.getByRole('spinbutton', { name: 'Price in leones (Le)' }).fill('900000000');
    await see(owner, /looks like an amount in old leones/);
    await owner.getByRole('button', { name: 'Use Le 900,000' }).click();
    expect(await owner.getByRole('spinbutton', { name: 'Price in leones (Le)' }).inputValue()).toBe('900000');
    await owner.getByRole('button', { name: 'Save as Draft' }).click();
    await see(owner, 'Draft saved');
    // The builder stays open after a draft is saved (uploads still running join the draft).
    await owner.getByTestId('autosave-status').getByText('Saved', { exact: true }).waitFor();

    await owner.goto('/my-properties');
    await owner.getByRole('tab', { name: /Drafts/ }).click();
    const card = cardOf(owner, title);
    await card.getByText('Draft', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Finish listing' }).click();
    await see(owner, 'Finish Your Property Listing');
    expect(await owner.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(title);

    // Submitting needs an address, a description and a photo: the shared schema says so at the field.
    await owner.getByRole('button', { name: 'Submit for Review' }).click();
    await see(owner, 'Address is required');
    await see(owner, /Add at least one photo before you submit/);
    await owner.getByRole('textbox', { name: 'Description' }).fill('A flat beach plot with a survey plan, five minutes from the Tokeh road junction.');
    await owner.locator('#listing-media').setInputFiles(await makePhoto());
    await owner.getByRole('list', { name: 'Photos and videos' }).getByText('Approved').waitFor({ timeout: 30_000 });
    await owner.getByRole('combobox', { name: 'Location' }).selectOption('Tokeh');
    await owner.getByRole('textbox', { name: 'Address', exact: true }).fill('Tokeh Beach Road, Tokeh');
    await owner.getByRole('button', { name: 'Submit for Review' }).click();
    await see(owner, "Property listing submitted successfully! It's now being reviewed for approval.");
    await owner.waitForURL('**/my-properties');
    await owner.getByRole('tab', { name: /Pending/ }).click();
    await cardOf(owner, title).getByText('Pending Review').waitFor();
    expect(journey.errors()).toEqual([]);
  });

  it('an owner archives a listing after confirming, then restores it', async () => {
    const journey = await journeys.start();
    const { title } = await submitListing(await apiAs(journey, 'owner'), { title: `Flat in Wellington ${Date.now()}` });
    const owner = await journeys.open(journey);
    await signInAs(owner, 'owner');
    await owner.goto('/my-properties');
    await see(owner, 'My Properties');

    await cardOf(owner, title).getByRole('button', { name: `Actions for ${title}` }).click();
    await owner.getByRole('menuitem', { name: 'Archive' }).click();
    const dialog = owner.getByRole('alertdialog');
    await dialog.getByText(`Archive "${title}"? You can restore it later from the archived tab.`).waitFor();
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await see(owner, 'Your property has been moved to the archive.');
    await cardOf(owner, title).waitFor({ state: 'detached' });

    await owner.getByRole('tab', { name: /Archived/ }).click();
    const archived = cardOf(owner, title);
    await archived.getByText('Archived').waitFor();
    await archived.getByRole('button', { name: `Actions for ${title}` }).click();
    await owner.getByRole('menuitem', { name: 'Restore' }).click();
    await see(owner, 'Your property has been restored from the archive.');
    await owner.getByRole('tab', { name: /All/ }).click();
    await cardOf(owner, title).getByText('Pending Review').waitFor();

    // Deleting asks first and cannot be undone.
    await cardOf(owner, title).getByRole('button', { name: `Actions for ${title}` }).click();
    await owner.getByRole('menuitem', { name: 'Delete' }).click();
    await owner.getByRole('alertdialog').getByText(`Are you sure you want to delete "${title}"? This action cannot be undone.`).waitFor();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await see(owner, 'Your property has been successfully deleted.');
    await cardOf(owner, title).waitFor({ state: 'detached' });
    expect(journey.errors()).toEqual([]);
  });

  it('a broken file shows its error, and an expired session sends the lister to sign in again', async () => {
    const journey = await journeys.start();
    const owner = await journeys.open(journey);
    await signInAs(owner, 'owner');
    await owner.goto('/list-property');
    await see(owner, 'Create Your Property Listing');

    const broken = path.join(tmpdir(), `broken-${Date.now()}.png`);
    writeFileSync(broken, 'this is not really a picture');
    await owner.locator('#listing-media').setInputFiles(broken);
    const tiles = owner.getByRole('list', { name: 'Photos and videos' });
    // One message for the refused file, and its type in place of a broken-image icon.
    const tile = tiles.getByRole('listitem').first();
    await tile.getByRole('alert').waitFor();
    expect(await tile.getByRole('alert').count()).toBe(1);
    expect(await tile.locator('img').count()).toBe(0);
    await tile.getByText('png', { exact: true }).waitFor();
    await tiles.getByRole('button', { name: /Remove broken-/ }).click();
    await tiles.waitFor({ state: 'detached' });

    await owner.getByRole('textbox', { name: 'Title', exact: true }).fill('House in Bo');
    await owner.context().clearCookies();
    // The page leaves for sign-in 500 ms after the toast shows (spec): the way there is held until the toast has been
    // seen, so a busy machine cannot leave the page before the test looks (the old page stays until the answer).
    let release = () => {};
    const toastSeen = new Promise<void>((resolve) => { release = resolve; });
    await owner.route((url) => url.pathname === '/api/login', async (route) => {
      await toastSeen;
      await route.continue();
    });
    await owner.getByRole('button', { name: 'Save as Draft' }).click();
    await see(owner, 'You are logged out. Logging in again...');
    release();
    await owner.waitForURL((url) => url.pathname !== '/list-property');
    expect(journey.errors()).toEqual([]);
  });
});

