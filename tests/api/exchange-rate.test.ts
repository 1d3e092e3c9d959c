// The leone-per-dollar rate: anyone reads it, only an admin sets it, every change is in the audit log, and the
// search's price filters follow it at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { queryRows } from '../../server/db/client.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { DEFAULT_EXCHANGE_RATE } from '../../common/exchange-rate.js';
import { todayInFreetown } from '../../common/schemas/exchange-rate.js';
import { adminClient, registerUser } from '../helpers/listing-helpers.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const visitor = () => new ApiClient(server.url);
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/exchange-rate', () => {
  it('answers the seeded default rate with its date before any admin sets one', async () => {
    const res = await visitor().get('/api/exchange-rate');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT_EXCHANGE_RATE);
  });
});

describe('PUT /api/admin/exchange-rate', () => {
  it('refuses visitors (401) and non-admins (403)', async () => {
    const body = { sllPerUsd: 23, date: todayInFreetown() };
    expect((await visitor().put('/api/admin/exchange-rate', body)).status).toBe(401);
    const owner = await registerUser(server);
    expect((await owner.api.put('/api/admin/exchange-rate', body)).status).toBe(403);
    expect((await visitor().get('/api/exchange-rate')).body.sllPerUsd).not.toBe(23);
  });

  it.each([
    [{ sllPerUsd: 0, date: '2026-01-05' }, 'sllPerUsd', 'The rate must be between 1 and 1000 leones per dollar (new leones, SLE)'],
    [{ sllPerUsd: -3, date: '2026-01-05' }, 'sllPerUsd', 'The rate must be between 1 and 1000 leones per dollar (new leones, SLE)'],
    [{ sllPerUsd: 22800, date: '2026-01-05' }, 'sllPerUsd', 'The rate must be between 1 and 1000 leones per dollar (new leones, SLE)'],
    [{ sllPerUsd: 'lots', date: '2026-01-05' }, 'sllPerUsd', 'Enter the rate as a number, e.g. 22.8'],
    [{ sllPerUsd: 23 }, 'date', 'Enter the date of the rate'],
    [{ sllPerUsd: 23, date: '2026-02-31x' }, 'date', 'Enter the date of the rate'],
    [{ sllPerUsd: 23, date: daysFromToday(2) }, 'date', 'The date of the rate cannot be in the future'],
  ])('answers 400 for %j', async (body, field, message) => {
    const admin = await adminClient(server);
    const res = await admin.put('/api/admin/exchange-rate', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', fields: { [field]: message } });
  });

  it('lets an admin set the rate, records it in the audit log, and the price filters use it', async () => {
    const owner = await insertUser(server.database.db, { accountStatus: 'approved', passwordHash: 'x' });
    const leoneRent = await insertListing(server.database.db, owner.id, { status: 'approved', propertyType: 'rent', priceUSD: null, priceSLL: '24000.00' });
    const underThousand = async () => {
      const body = (await visitor().get('/api/properties/search?propertyType=rent&maxPriceUsd=1000&limit=100')).body as { items: { id: string; priceMatchConverted: boolean }[] };
      return body.items.find((i) => i.id === leoneRent.id);
    };
    // Le 24,000 at 22.8 is about $1,053: above $1,000.
    expect(await underThousand()).toBeUndefined();

    const admin = await adminClient(server);
    const adminId = (await admin.get('/api/auth/user')).body.id;
    const date = todayInFreetown();
    const res = await admin.put('/api/admin/exchange-rate', { sllPerUsd: '24.5', date });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ sllPerUsd: 24.5, date });
    expect((await visitor().get('/api/exchange-rate')).body).toEqual({ sllPerUsd: 24.5, date });

    const audit = await queryRows<{ actor_id: string; action: string; target_type: string; details: { from: unknown; to: unknown } }>(
      server.database.db, sql`select actor_id, action, target_type, details from audit_log where action = 'exchange_rate.set'`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: adminId, target_type: 'setting', details: { from: DEFAULT_EXCHANGE_RATE, to: { sllPerUsd: 24.5, date } } });

    // At 24.5 the same rent is about $980, and it is marked as matched through the rate.
    expect(await underThousand()).toEqual(expect.objectContaining({ priceMatchConverted: true }));
  });
});
