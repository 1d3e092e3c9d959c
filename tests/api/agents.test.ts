import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { adminClient, registerUser } from '../helpers/listing-helpers.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

// One account per e-mail address: each agent's profile gets its own unless a test names one.
let agents = 0;
const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Aminata',
  lastName: 'Conteh',
  agentBio: 'Helping families find verified homes in Freetown.',
  companyName: 'Freetown Realty',
  licenseNumber: 'SL-REA-2019-0147',
  yearsInBusiness: 7,
  phoneNumber: '076 123456',
  whatsappNumber: '',
  email: `Agent.${++agents}@FreetownRealty.sl`,
  address: '5 Siaka Stevens Street, Freetown',
  specializations: [' Residential sales ', '', 'Land title checks'],
  ...overrides,
});

describe('agent profile', () => {
  it('lets an agent read and update the business profile', async () => {
    const agent = await registerUser(server, 'agent');
    const empty = await agent.api.get('/api/agent/profile');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ id: agent.user.id, firstName: agent.user.firstName, companyName: null, specializations: [] });
    const res = await agent.api.put('/api/agent/profile', profile({ email: 'Aminata@FreetownRealty.sl' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Aminata', lastName: 'Conteh', companyName: 'Freetown Realty', licenseNumber: 'SL-REA-2019-0147', yearsInBusiness: 7,
      phoneNumber: '+23276123456', whatsappNumber: null, email: 'aminata@freetownrealty.sl', address: '5 Siaka Stevens Street, Freetown',
      specializations: ['Residential sales', 'Land title checks'], agentBio: 'Helping families find verified homes in Freetown.',
    });
    expect((await agent.api.get('/api/agent/profile')).body).toEqual(res.body);
    expect(res.text).not.toMatch(/passwordHash|scrypt/);
  });

  it('accepts yearsInBusiness as text from a form field', async () => {
    const agent = await registerUser(server, 'agent');
    expect((await agent.api.put('/api/agent/profile', profile({ yearsInBusiness: '12' }))).body.yearsInBusiness).toBe(12);
  });

  it('answers 401 anonymously and 403 with the spec text to owners, seekers and admins', async () => {
    expect((await new ApiClient(server.url).get('/api/agent/profile')).status).toBe(401);
    expect((await new ApiClient(server.url).put('/api/agent/profile', profile())).status).toBe(401);
    const others = [(await registerUser(server, 'owner')).api, (await registerUser(server, 'seeker')).api, await adminClient(server)];
    for (const api of others) {
      for (const res of [await api.get('/api/agent/profile'), await api.put('/api/agent/profile', profile())]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('This page is only available to licensed real estate agents.');
      }
    }
  });

  it.each([
    ['firstName', { firstName: ' ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['agentBio', { agentBio: 'Too short' }, 'Bio must be at least 10 characters'],
    ['agentBio', { agentBio: 'x'.repeat(501) }, 'Bio cannot exceed 500 characters'],
    ['companyName', { companyName: '' }, 'Company name is required'],
    ['licenseNumber', { licenseNumber: '  ' }, 'License number is required'],
    ['yearsInBusiness', { yearsInBusiness: -1 }, 'Years must be 0 or greater'],
    ['yearsInBusiness', { yearsInBusiness: 51 }, 'Years cannot exceed 50'],
    ['yearsInBusiness', { yearsInBusiness: 2.5 }, 'Years must be a whole number'],
    ['phoneNumber', { phoneNumber: '' }, 'Phone number is required'],
    ['phoneNumber', { phoneNumber: '12' }, 'Enter a valid phone number, for example +232 76 123456'],
    ['whatsappNumber', { whatsappNumber: 'abc' }, 'Enter a valid phone number, for example +232 76 123456'],
    ['email', { email: 'not-an-email' }, 'Valid email is required'],
    ['address', { address: '' }, 'Business address is required'],
    ['specializations', { specializations: [] }, 'At least one specialization is required'],
    ['specializations', { specializations: [' ', ''] }, 'At least one specialization is required'],
  ])('refuses a bad %s (%j) with 400 and keeps the profile', async (field, override, message) => {
    const agent = await registerUser(server, 'agent');
    await agent.api.put('/api/agent/profile', profile());
    const res = await agent.api.put('/api/agent/profile', profile(override));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect((await agent.api.get('/api/agent/profile')).body.companyName).toBe('Freetown Realty');
  });
});
