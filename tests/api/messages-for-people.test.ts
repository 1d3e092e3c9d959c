// Every message a person can read is written for people: each write endpoint, sent nothing or the wrong
// types, answers with texts from our schemas or the shared error map, never raw validator text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';

let server: TestServer;
const signedIn: Record<string, ApiClient> = {};
let ownListingId: string;
let ownerId: string;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  for (const role of ['admin', 'owner', 'agent'] as const) {
    signedIn[role] = new ApiClient(server.url);
    await signedIn[role].get(`/api/test-login/${role}`);
  }
  signedIn.seeker = new ApiClient(server.url);
  await signedIn.seeker.post('/api/register', newRegistration({ userType: 'seeker' }));
  ownerId = (await signedIn.owner!.get('/api/auth/user')).body.id;
  ownListingId = (await signedIn.owner!.get('/api/properties/my')).body[0].id;
});
afterAll(async () => { await server?.close(); });

// Every field name the write endpoints read, each with a value of the wrong type.
const WRONG_TYPES = {
  username: 7, password: [], email: 5, firstName: {}, lastName: true, phoneNumber: 12, whatsappNumber: [],
  userType: 3, title: [], description: 4, address: {}, location: 9, priceUSD: {}, priceSLL: [], propertyType: 1,
  propertyCategory: 2, bedrooms: 'many', bathrooms: 'some', squareFeet: 'big', features: 'pool', mediaIds: 'x',
  receiverId: 3, propertyId: 5, content: 7, status: 9, rejectionReason: [], agentBio: 1, companyName: [],
  licenseNumber: {}, yearsInBusiness: 'ten', specializations: 'sales', address2: 1, verificationMethod: 4,
  contact: [], code: [], asDraft: 'yes', reason: 3, details: [], rate: 'high', effectiveDate: 1,
};
const RAW_VALIDATOR_TEXT = /invalid input|expected|received|invalid_type|zod/i;

function textsOf(body: unknown): string[] {
  if (!body || typeof body !== 'object') return typeof body === 'string' ? [body] : [];
  const { message, fields } = body as { message?: unknown; fields?: Record<string, unknown> };
  return [message, ...Object.values(fields ?? {})].filter((t): t is string => typeof t === 'string');
}

describe('messages for people', () => {
  it('no write endpoint answers {} or wrong types with raw validator text', async () => {
    // Signing out would end the walk's sessions: it takes no input anyway.
    const writes = server.app.ctx.routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !r.path.includes('logout'));
    expect(writes.length).toBeGreaterThan(10);
    const raw: string[] = [];
    let refusedAsBadInput = 0;
    for (const route of writes) {
      const path = route.path
        .replace(':receiverId', ownerId)
        .replace(/:id\b/, route.path.startsWith('/api/properties') ? ownListingId : ownerId)
        .replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      for (const client of Object.values(signedIn)) {
        for (const body of [{}, WRONG_TYPES, []]) {
          const res = await client.request(route.method as 'POST', path, body);
          if (res.status === 400) refusedAsBadInput += 1;
          for (const text of textsOf(res.body)) {
            if (RAW_VALIDATOR_TEXT.test(text)) raw.push(`${route.method} ${route.path} → ${res.status} ${text}`);
          }
        }
      }
    }
    expect(raw).toEqual([]);
    // The walk did reach validation on many endpoints (it would pass vacuously otherwise).
    expect(refusedAsBadInput).toBeGreaterThan(20);
  });

  it('PUT /api/agent/profile {} names each missing field in words', async () => {
    const res = await signedIn.agent!.put('/api/agent/profile', {});
    expect(res.status).toBe(400);
    expect(res.body.fields.specializations).toBe('Specializations is required');
    expect(res.body.fields.firstName).toBe('First name is required');
    const wrong = await signedIn.agent!.put('/api/agent/profile', { specializations: 'sales' });
    expect(wrong.body.fields.specializations).toBe('Specializations must be a list');
  });
});
