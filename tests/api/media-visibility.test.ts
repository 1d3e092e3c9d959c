import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { uploadPhoto } from '../helpers/listing-helpers.js';
import { media } from '../../server/db/schema.js';
import { storeImage } from '../../server/lib/storage/media-storage.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ demo: true }); });
afterAll(async () => { await server?.close(); });

async function photoOnLiveListing(status: 'approved' | 'flagged') {
  const owner = new ApiClient(server.url);
  await owner.get('/api/test-login/owner');
  const ownerId = (await owner.get('/api/auth/user')).body.id;
  const created = await owner.post('/api/properties', {
    title: 'Bungalow in Bo', address: '3 Bojon Street, Bo', location: 'Bo', priceUSD: '48000', images: [await uploadPhoto(owner)],
    description: 'A three-bedroom bungalow with a walled compound and a borehole, near Bo town centre.',
  });
  const admin = new ApiClient(server.url);
  await admin.get('/api/test-login/admin');
  await admin.patch(`/api/admin/properties/${created.body.id}/status`, { status: 'approved' });
  const id = crypto.randomUUID();
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } }).png().toBuffer();
  const stored = await storeImage(server.app.ctx.media, id, png);
  await server.database.db.insert(media).values({
    id, userId: ownerId, propertyId: created.body.id, status, kind: 'image', mimeType: 'image/png', ...stored,
  });
  return { id, owner, listingId: created.body.id as string };
}

describe('who may fetch a listing photo', () => {
  it('serves an approved photo of a live listing to anyone', async () => {
    const { id } = await photoOnLiveListing('approved');
    const res = await new ApiClient(server.url).get(`/api/media/${id}/sm.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
  });

  it('hides a photo that failed moderation from the public, even on a live listing, but not from its lister', async () => {
    const { id, owner, listingId } = await photoOnLiveListing('flagged');
    expect((await new ApiClient(server.url).get(`/api/media/${id}/sm.webp`)).status).toBe(404);
    expect((await owner.get(`/api/media/${id}/sm.webp`)).status).toBe(200);
    // and the public listing does not list it
    const publicView = await new ApiClient(server.url).get(`/api/properties/${listingId}`);
    expect(publicView.body.photos.map((p: { id: string }) => p.id)).not.toContain(id);
  });
});
