import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { auditLog, dataSteps, properties } from '../../server/db/schema.js';
import { DATA_STEPS, runDataSteps } from '../../server/db/data-steps.js';

// The start-up step that refiles listings whose address says more than their place (issue 29, item 4).
let server: TestServer;
const REFILE = DATA_STEPS.find((s) => s.name.includes('refile'))!;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

async function placeOf(id: string) {
  const [row] = await server.database.db.select({ location: properties.location }).from(properties).where(eq(properties.id, id));
  return row?.location;
}

async function insertListings(fields: Record<string, { address: string; location: string | null }>) {
  const owner = await insertUser(server.database.db, { accountStatus: 'approved', passwordHash: 'x' });
  const ids: Record<string, string> = {};
  for (const [key, f] of Object.entries(fields)) ids[key] = (await insertListing(server.database.db, owner.id, { ...f, title: key, status: 'approved' })).id;
  return ids;
}

/** Forgets that the step ran, as on a database that predates it. */
const forgetStep = () => server.database.db.delete(dataSteps).where(eq(dataSteps.name, REFILE.name));

describe('refiling listings by their address', () => {
  it('ran when the database opened, and is recorded as done', async () => {
    const [row] = await server.database.db.select().from(dataSteps).where(eq(dataSteps.name, REFILE.name));
    expect(row).toBeTruthy();
  });

  it('moves a listing under all of Freetown whose address names its neighbourhood, and leaves the others alone', async () => {
    const ids = await insertListings({
      spur: { address: '14 Spur Road, Wilberforce', location: 'Freetown' },
      kroo: { address: '8 Fort Street, Kroo Town', location: 'Freetown' },
      noPlace: { address: 'Plot 6, Hamilton', location: null },
      vague: { address: '46 Wilkinson Road, Freetown', location: 'Freetown' },
      street: { address: '12 Wilberforce Street', location: 'Freetown' },
      chosen: { address: 'Spur Road, Wilberforce', location: 'Lumley' },
      elsewhere: { address: 'Main Road, Waterloo', location: 'Freetown' },
    });
    const search = async (location: string) => (await new ApiClient(server.url).get(`/api/properties/search?location=${encodeURIComponent(location)}`)).body.items.map((i: { id: string }) => i.id);
    expect(await search('Wilberforce')).not.toContain(ids.spur);

    await forgetStep();
    await runDataSteps(server.database.db);

    expect(await placeOf(ids.spur!)).toBe('Wilberforce');
    expect(await placeOf(ids.kroo!)).toBe('Kroo Town');
    expect(await placeOf(ids.noPlace!)).toBe('Hamilton');
    for (const key of ['vague', 'street', 'elsewhere']) expect(await placeOf(ids[key]!), key).toBe('Freetown');
    expect(await placeOf(ids.chosen!)).toBe('Lumley');
    expect(await search('Wilberforce')).toContain(ids.spur);
    expect(await search('Freetown')).toContain(ids.spur);

    const audit = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'listing.place_refiled'), eq(auditLog.targetId, ids.spur!)));
    expect(audit.map((a) => a.details)).toEqual([{ from: 'Freetown', to: 'Wilberforce', address: '14 Spur Road, Wilberforce' }]);
  });

  it('is idempotent, runs once however many servers start together, and spares listings filed after it', async () => {
    const ids = await insertListings({ first: { address: '3 Signal Hill Road, Signal Hill', location: 'Freetown' } });
    await forgetStep();
    // Two servers starting at once (on PostgreSQL two connections of the pool): one claims the step, the other
    // waits for its claim and finds it taken.
    await Promise.all([runDataSteps(server.database.db), runDataSteps(server.database.db)]);
    expect(await placeOf(ids.first!)).toBe('Signal Hill');
    const audit = await server.database.db.select().from(auditLog).where(inArray(auditLog.targetId, [ids.first!]));
    expect(audit).toHaveLength(1);
    // Run again by hand, the step finds nothing left to move.
    expect(await REFILE.run(server.database.db)).toBe(0);

    // A lister who kept "Freetown" after the builder's suggestion is not overruled at the next start.
    const later = await insertListings({ kept: { address: '22 Spur Road, Wilberforce', location: 'Freetown' } });
    await runDataSteps(server.database.db);
    expect(await placeOf(later.kept!)).toBe('Freetown');
  });
});
