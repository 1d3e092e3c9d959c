// Issue 32, item 1: a lister attaches papers in the builder → an admin opens them and marks "Documents seen" →
// a home hunter sees the badge on the listing and finds it with the "Documents seen" filter.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../helpers/documents.js';
import { accessibilityProblems } from './axe.js';
import { DESKTOP, horizontalOverflow, PHONE } from './browser.js';
import { apiAs, cardOf, see, signInAs, submitListing, useJourneys } from './listings-helpers.js';

const journeys = useJourneys();

function pdfFile(name: string, lang: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'salone-paper-')), name);
  writeFileSync(file, tinyPdf({ catalogExtra: `/Lang (${lang}) ` }));
  return file;
}

describe('ownership documents journey', () => {
  it('lister attaches papers → admin asks for more, then opens and marks them seen → a hunter sees the badge and finds the listing by the filter', async () => {
    const journey = await journeys.start();
    const { id, title } = await submitListing(await apiAs(journey, 'owner'), { title: `Land with papers at Waterloo ${Date.now()}` });

    // The lister attaches a survey plan and a conveyance in the builder (the edit page of the pending listing).
    const owner = await journeys.open(journey, PHONE);
    await signInAs(owner, 'owner');
    await owner.goto(`/edit-property/${id}`);
    await see(owner, 'Ownership documents');
    await owner.getByLabel('Kind of document').selectOption('survey_plan');
    await owner.getByTestId('document-input').setInputFiles(pdfFile('Survey plan WA-1123.pdf', 'en'));
    await owner.getByRole('link', { name: 'Survey plan WA-1123.pdf' }).waitFor();
    await owner.getByLabel('Kind of document').selectOption('conveyance');
    await owner.getByTestId('document-input').setInputFiles(pdfFile('Conveyance 2019.pdf', 'fr'));
    await owner.getByRole('link', { name: 'Conveyance 2019.pdf' }).waitFor();
    expect(await owner.getByRole('list', { name: 'Ownership documents' }).getByRole('listitem').count()).toBe(2);
    expect(await horizontalOverflow(owner), 'the builder fits a 412 px phone').toBe(0);
    expect(await accessibilityProblems(owner)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await owner.getByRole('list', { name: 'Ownership documents' }).screenshot({ path: `${process.env.SCREENSHOT_DIR}/builder-412.png` });

    // The admin opens a paper (the server records it), ticks the checklist and marks the documents seen, then approves.
    const admin = await journeys.open(journey, DESKTOP);
    await signInAs(admin, 'admin');
    await admin.goto('/admin');
    const card = cardOf(admin, title);
    const paper = card.getByRole('link', { name: 'Survey plan: Survey plan WA-1123.pdf' });
    await paper.waitFor();
    expect(await accessibilityProblems(admin)).toEqual([]);
    const opened = await admin.request.get(await paper.getAttribute('href') as string);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-disposition']).toMatch(/^attachment;/);
    // First the admin asks for one more paper; the lister reads why on My Properties.
    const more = 'Please add the agent authority letter or a paper in your own name.';
    await card.getByRole('button', { name: 'Ask for more' }).click();
    await card.getByLabel('What is missing (the lister sees this)').fill(more);
    await card.getByRole('button', { name: 'Send request' }).click();
    await card.getByText('The lister will see your request on the listing.').waitFor();
    await owner.goto('/my-properties');
    await cardOf(owner, title).getByText(more).waitFor();

    const seenButton = card.getByRole('button', { name: 'Documents seen' });
    expect(await seenButton.isDisabled(), 'the checklist comes first').toBe(true);
    await card.getByLabel('The name on the papers matches the lister, or an authority letter is attached').check();
    await card.getByLabel('The survey plan number and the place agree with the listing').check();
    await card.getByLabel('The papers look unaltered').check();
    await seenButton.click();
    await card.getByText('Marked as documents seen.').waitFor();
    if (process.env.SCREENSHOT_DIR) await card.getByRole('region', { name: 'Ownership documents' }).screenshot({ path: `${process.env.SCREENSHOT_DIR}/admin-1280.png` });
    await card.getByRole('button', { name: `Approve ${title}` }).click();
    await card.getByRole('button', { name: 'Confirm Approval' }).click();
    await see(admin, 'Property status updated successfully.');

    // A home hunter (signed out) sees which papers were seen, never the files, and finds the listing by the filter.
    const hunter = await journeys.open(journey, DESKTOP);
    await hunter.goto(`/property/${id}`);
    const badge = hunter.getByTestId('documents-seen');
    await badge.waitFor();
    expect(await badge.textContent()).toMatch(/^Survey plan and conveyance seen by Salone Homes on \d{1,2} [A-Z][a-z]{2} \d{4}\./);
    expect(await hunter.locator('a[href*="/documents/"]').count()).toBe(0);
    expect(await accessibilityProblems(hunter)).toEqual([]);
    await hunter.goto('/search');
    await hunter.getByLabel('Documents seen').first().check();
    await hunter.waitForURL(/documentsSeen=true/);
    await hunter.getByText(title).first().waitFor();
    expect(journey.errors()).toEqual([]);
  });
});
