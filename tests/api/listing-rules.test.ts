// The listing rules of issue 13, the same on the form and the server (common/schemas/listing.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { listingBody, registerUser, uploadPhoto } from '../helpers/listing-helpers.js';
import { LISTING_TEXT_MESSAGES as M } from '../../common/schemas/listing.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

describe('submitting a listing for review', () => {
  it('refuses a title like "HI" with a message written for people', async () => {
    const owner = await registerUser(server);
    const res = await owner.api.post('/api/properties', listingBody({ title: 'HI', images: [await uploadPhoto(owner.api)] }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ title: M.titleShort });
  });

  it('refuses a description written in capitals', async () => {
    const owner = await registerUser(server);
    const description = 'HUGE HOUSE FOR SALE, CALL NOW, BEST PRICE IN FREETOWN, DO NOT MISS THIS ONE!!';
    const res = await owner.api.post('/api/properties', listingBody({ description, images: [await uploadPhoto(owner.api)] }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ description: M.descriptionShouting });
  });

  it('refuses a short description and a title in capitals', async () => {
    const owner = await registerUser(server);
    const res = await owner.api.post('/api/properties', listingBody({
      title: 'BIG HOUSE IN LUMLEY', description: 'Nice house.', images: [await uploadPhoto(owner.api)],
    }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ title: M.titleShouting, description: M.descriptionShort });
  });

  it('needs at least one photo', async () => {
    const owner = await registerUser(server);
    const res = await owner.api.post('/api/properties', listingBody({ images: [] }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ images: M.photoRequired });
  });

  it('refuses a title over 100 characters, drafts included', async () => {
    const owner = await registerUser(server);
    const res = await owner.api.post('/api/properties', { status: 'draft', title: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ title: 'Title cannot exceed 100 characters' });
  });
});

describe('saving a draft', () => {
  it('keeps "HI", an all-caps description and no photo: nothing typed is refused', async () => {
    const owner = await registerUser(server);
    const res = await owner.api.post('/api/properties', { status: 'draft', title: 'HI', description: 'ALL CAPS DESCRIPTION HERE', images: [] });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ status: 'draft', title: 'HI', description: 'ALL CAPS DESCRIPTION HERE', photos: [] });
    const again = await owner.api.put(`/api/properties/${res.body.id}`, { status: 'draft', title: 'HI THERE' });
    expect(again.status).toBe(200);
  });
});
