// Issue 18: the server reads a listing for the page it draws without counting a view (link-preview bots fetch
// shared pages too); the browser running the page counts it with POST /api/properties/:id/views, under the
// same rules as GET /api/properties/:id. The server's own read is marked by a per-process header nobody else
// can spell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { adminClient, approvedLister, createListing, publishListing, registerUser } from '../helpers/listing-helpers.js';
import { PAGE_RENDER_READ_HEADER, pageRenderReadHeaders } from '../../server/lib/page-render-read.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const anonymous = () => new ApiClient(server.url);

describe('POST /api/properties/:id/views', () => {
  it('counts a person once a day on a live listing, not the lister or an admin', async () => {
    const owner = await approvedLister(server);
    const live = await publishListing(server, owner);
    const views = async () => (await owner.api.get(`/api/properties/${live.id}`)).body.viewCount as number;
    expect((await anonymous().post(`/api/properties/${live.id}/views`)).status).toBe(204);
    expect(await views()).toBe(1);
    // The same visitor again, and then reading the listing: still one view.
    expect((await anonymous().post(`/api/properties/${live.id}/views`)).status).toBe(204);
    await anonymous().get(`/api/properties/${live.id}`);
    expect(await views()).toBe(1);
    const seeker = await registerUser(server, 'seeker');
    expect((await seeker.api.post(`/api/properties/${live.id}/views`)).status).toBe(204);
    expect(await views()).toBe(2);
    expect((await owner.api.post(`/api/properties/${live.id}/views`)).status).toBe(204);
    expect((await (await adminClient(server)).post(`/api/properties/${live.id}/views`)).status).toBe(204);
    expect(await views()).toBe(2);
  });

  it('answers 404 for a listing the caller may not see', async () => {
    const owner = await approvedLister(server);
    const pending = await createListing(owner.api);
    for (const id of [pending.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await anonymous().post(`/api/properties/${id}/views`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Property not found');
    }
  });
});

describe('the server page render read', () => {
  it('does not count a view with the process header, and a guessed header counts as any read', async () => {
    const owner = await approvedLister(server);
    const live = await publishListing(server, owner);
    const views = async () => (await owner.api.get(`/api/properties/${live.id}`)).body.viewCount as number;
    const rendered = await server.app.inject({ method: 'GET', url: `/api/properties/${live.id}`, headers: pageRenderReadHeaders() });
    expect(rendered.statusCode).toBe(200);
    expect(await views()).toBe(0);
    const guessed = await anonymous().get(`/api/properties/${live.id}`, { [PAGE_RENDER_READ_HEADER]: 'x'.repeat(32) });
    expect(guessed.status).toBe(200);
    expect(await views()).toBe(1);
  });
});
