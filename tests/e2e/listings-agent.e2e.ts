// An agent keeps their business profile: the shared schema's messages at the fields, the save, and the photo
// checks that run before anything is uploaded.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiAs, makePhoto, see, signInAs, useJourneys } from './listings-helpers.js';

const journeys = useJourneys();

describe('agent profile journey', () => {
  it('an agent corrects the profile, saves it, and changes the photo', async () => {
    const journey = await journeys.start();
    const agent = await journeys.open(journey);
    await signInAs(agent, 'agent');
    await agent.goto('/agent-profile');
    await see(agent, 'Agent Profile');

    const bio = agent.getByLabel('Professional bio');
    await bio.fill('Too short');
    await agent.getByLabel('Years in business').fill('51');
    await agent.getByLabel('Specializations').fill(' , ');
    await agent.getByRole('button', { name: 'Save Profile' }).click();
    await see(agent, 'Bio must be at least 10 characters');
    await see(agent, 'Years cannot exceed 50');
    await see(agent, 'At least one specialization is required');

    await bio.fill('Twelve years selling family homes and land with clean titles across the Western Area.');
    await agent.getByLabel('Years in business').fill('12');
    await agent.getByLabel('Business address').fill('14 Siaka Stevens Street, Freetown');
    await agent.getByLabel('Specializations').fill('Residential sales, , Land title checks ,Rentals');
    await agent.getByRole('button', { name: 'Save Profile' }).click();
    await see(agent, 'Profile Updated');
    const saved = await (await apiAs(journey, 'agent')).get('/api/agent/profile');
    expect(saved.body.specializations).toEqual(['Residential sales', 'Land title checks', 'Rentals']);
    expect(saved.body.yearsInBusiness).toBe(12);

    const notAnImage = path.join(tmpdir(), `notes-${Date.now()}.txt`);
    writeFileSync(notAnImage, 'not a photo');
    await agent.locator('#profile-photo').setInputFiles(notAnImage);
    await see(agent, 'Please select an image file.');
    await agent.locator('#profile-photo').setInputFiles(await makePhoto('portrait.png'));
    await see(agent, 'Photo Updated');
    await agent.getByRole('img', { name: 'Your profile photo' }).waitFor();
    expect(journey.errors()).toEqual([]);
  });
});
