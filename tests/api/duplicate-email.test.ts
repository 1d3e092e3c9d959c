// One account per e-mail address, whatever its case: registration, the agent profile and a verified address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';

const EMAIL_TAKEN = 'An account with this e-mail address already exists. Sign in instead, or use another e-mail address.';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ demo: true }); });
afterAll(async () => { await server?.close(); });

describe('a duplicate e-mail address', () => {
  it('is refused at registration whatever its case (409, on the email field)', async () => {
    const first = newRegistration({ userType: 'seeker' });
    expect((await new ApiClient(server.url).post('/api/register', first)).status).toBe(201);
    const again = await new ApiClient(server.url).post('/api/register', newRegistration({ userType: 'owner', email: first.email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(EMAIL_TAKEN);
    expect(again.body.fields).toEqual({ email: EMAIL_TAKEN });
  });

  it('is refused for a demo account\'s address (the demo data has no duplicates under the unique index)', async () => {
    const agent = new ApiClient(server.url);
    await agent.get('/api/test-login/agent');
    const { email } = (await agent.get('/api/auth/user')).body;
    const res = await new ApiClient(server.url).post('/api/register', newRegistration({ email }));
    expect(res.status).toBe(409);
  });

  it('lets only one of two racing registrations have the address', async () => {
    const email = newRegistration().email;
    const results = await Promise.all([1, 2, 3].map(() => new ApiClient(server.url).post('/api/register', newRegistration({ email }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.fields).toHaveProperty('email');
  });

  it('is refused when an agent changes their profile e-mail to another account\'s', async () => {
    const taken = newRegistration({ userType: 'seeker' });
    await new ApiClient(server.url).post('/api/register', taken);
    const agent = new ApiClient(server.url);
    await agent.get('/api/test-login/agent');
    const profile = (await agent.get('/api/agent/profile')).body;
    const res = await agent.put('/api/agent/profile', {
      ...profile, agentBio: profile.agentBio ?? 'Ten years of homes in Freetown.', email: taken.email.toUpperCase(),
      address: profile.address ?? '12 Siaka Stevens Street, Freetown', companyName: profile.companyName ?? 'Kamara Realty',
      licenseNumber: profile.licenseNumber ?? 'SL-1234', yearsInBusiness: profile.yearsInBusiness ?? 5, phoneNumber: profile.phoneNumber ?? '+23276123456',
      specializations: profile.specializations?.length ? profile.specializations : ['Sales'],
    });
    expect(res.status, res.text).toBe(409);
    expect(res.body.fields).toEqual({ email: EMAIL_TAKEN });
  });
});
