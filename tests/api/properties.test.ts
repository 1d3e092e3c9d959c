import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import {
  adminClient, approvedLister, createListing, listingBody, MISSING_ID, publishListing, registerUser, reviewListing, uploadPhoto,
} from '../helpers/listing-helpers.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const anonymous = () => new ApiClient(server.url);

describe('POST /api/properties', () => {
  it('submits a listing for review and answers 201 with the presented listing', async () => {
    const owner = await registerUser(server, 'owner');
    const photo = await uploadPhoto(owner.api);
    const res = await owner.api.post('/api/properties', listingBody({ title: 'Sea view flat', priceUSD: '1500', priceSLL: 25000000, images: [photo] }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: owner.user.id,
      title: 'Sea view flat',
      status: 'pending',
      priceUSD: '1500.00',
      priceSLL: '25000000.00',
      propertyType: 'sale',
      propertyCategory: 'house',
      bedrooms: 3,
      features: ['Parking', 'Generator'],
      images: [`/api/media/${photo}/md.webp`],
      videos: [],
      isPriceReduced: false,
      isArchived: false,
      viewCount: 0,
      inquiryCount: 0,
      rejectionReason: null,
      approvedAt: null,
    });
    expect(res.body.user).toMatchObject({ id: owner.user.id, firstName: owner.user.firstName, userType: 'owner' });
    expect(res.body.submittedAt).toBeTruthy();
    expect(res.text).not.toMatch(/passwordHash|password_hash|scrypt/);
  });

  it('saves an incomplete draft that is never public', async () => {
    const owner = await approvedLister(server);
    const res = await owner.api.post('/api/properties', { status: 'draft', title: 'Half done' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'draft', title: 'Half done', address: '', priceUSD: null, submittedAt: null });
    expect((await anonymous().get(`/api/properties/${res.body.id}`)).status).toBe(404);
    expect((await owner.api.get(`/api/properties/${res.body.id}`)).body.status).toBe('draft');
    const admin = await adminClient(server);
    const all = await admin.get('/api/properties?limit=100');
    expect(all.body.map((p: any) => p.id)).not.toContain(res.body.id);
  });

  it('ignores isPriceReduced, status approved and counters sent by the client', async () => {
    const owner = await registerUser(server);
    const res = await owner.api.post('/api/properties', listingBody({ isPriceReduced: true, viewCount: 99, isArchived: true, images: [await uploadPhoto(owner.api)] }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isPriceReduced: false, viewCount: 0, isArchived: false, status: 'pending' });
    const approved = await owner.api.post('/api/properties', listingBody({ status: 'approved' }));
    expect(approved.status).toBe(400);
    expect(approved.body.message).toBe('Status must be draft or pending');
  });

  it('accepts a listing with price on request and no price', async () => {
    const owner = await registerUser(server);
    const res = await owner.api.post('/api/properties', listingBody({ priceUSD: null, priceSLL: '', priceOnRequest: true, images: [await uploadPhoto(owner.api)] }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ priceUSD: null, priceSLL: null, priceOnRequest: true });
  });

  it('answers 401 to anonymous visitors', async () => {
    const res = await anonymous().post('/api/properties', listingBody());
    expect(res.status).toBe(401);
  });

  it('refuses administrators and home hunters with 403', async () => {
    const admin = await adminClient(server);
    const byAdmin = await admin.post('/api/properties', listingBody());
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe('Administrators do not create listings.');
    const seeker = await registerUser(server, 'seeker');
    const bySeeker = await seeker.api.post('/api/properties', listingBody());
    expect(bySeeker.status).toBe(403);
    expect(bySeeker.body.message).toBe('Only property owners and agents can list properties.');
  });

  it.each([
    ['missing title', { title: '  ' }, 'title', 'Title is required'],
    ['missing address', { address: '' }, 'address', 'Address is required'],
    ['no price and not on request', { priceUSD: null, priceSLL: null }, 'priceUSD', "Enter a price in USD or leones, or choose 'Price on request'"],
    ['zero prices', { priceUSD: 0, priceSLL: '0' }, 'priceUSD', "Enter a price in USD or leones, or choose 'Price on request'"],
    ['negative price', { priceUSD: -5 }, 'priceUSD', 'Price must be a positive amount with at most 2 decimals'],
    ['price with 3 decimals', { priceSLL: '10.123' }, 'priceSLL', 'Price must be a positive amount with at most 2 decimals'],
    ['price as words', { priceUSD: 'cheap' }, 'priceUSD', 'Price must be a positive amount with at most 2 decimals'],
    ['huge price', { priceUSD: '2000000000000' }, 'priceUSD', 'Price is too large'],
    ['bedrooms as text', { bedrooms: 'abc' }, 'bedrooms', 'Bedrooms must be a whole number, 0 or more'],
    ['negative bathrooms', { bathrooms: -1 }, 'bathrooms', 'Bathrooms must be a whole number, 0 or more'],
    ['fractional bedrooms', { bedrooms: 2.5 }, 'bedrooms', 'Bedrooms must be a whole number, 0 or more'],
    ['too many bedrooms', { bedrooms: 101 }, 'bedrooms', 'Bedrooms cannot exceed 100'],
    ['too large floor area', { squareFootage: 10_000_001 }, 'squareFootage', 'Square footage cannot exceed 10,000,000'],
    ['too long title', { title: 'x'.repeat(101) }, 'title', 'Title cannot exceed 100 characters'],
    ['too long description', { description: 'x'.repeat(5001) }, 'description', 'Description cannot exceed 5000 characters'],
    ['too long address', { address: 'x'.repeat(201) }, 'address', 'Address cannot exceed 200 characters'],
    ['unknown feature', { features: ['Parking', 'Helipad'] }, 'features.1', 'Unknown feature'],
    ['bad listing type', { propertyType: 'lease' }, 'propertyType', 'Listing type must be sale or rent'],
    ['bad category', { propertyCategory: 'castle' }, 'propertyCategory', 'Choose a category from the list'],
    ['unknown location', { location: 'Atlantis' }, 'location', 'Choose a location from the list'],
    ['submission without a place', { location: null }, 'location', 'Location is required'],
    ['image that is not an id', { images: ['not-a-uuid'] }, 'images.0', 'Unknown photo'],
    ['too many images', { images: Array.from({ length: 21 }, () => crypto.randomUUID()) }, 'images', 'At most 20 files'],
  ])('refuses a %s with 400 and the field named', async (_name, override, field, message) => {
    const owner = await registerUser(server);
    const res = await owner.api.post('/api/properties', listingBody(override));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    expect(res.body.fields[field]).toBe(message);
    expect((await owner.api.get('/api/properties/my')).body).toHaveLength(0);
  });

  it('answers malformed JSON with 400', async () => {
    const owner = await registerUser(server);
    const res = await owner.api.request('POST', '/api/properties', '{"title":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/properties/:id', () => {
  it('shows a live listing to everybody and counts each person other than the lister and admins once a day', async () => {
    const owner = await approvedLister(server);
    const live = await publishListing(server, owner);
    const first = await anonymous().get(`/api/properties/${live.id}`, { 'user-agent': 'Phone A' });
    expect(first.status).toBe(200);
    expect(first.body.viewCount).toBe(1);
    // The same visitor again (a refresh): not another view; nor is the same address with other headers.
    expect((await anonymous().get(`/api/properties/${live.id}`, { 'user-agent': 'Phone A' })).body.viewCount).toBe(1);
    expect((await anonymous().get(`/api/properties/${live.id}`, { 'user-agent': 'Phone B' })).body.viewCount).toBe(1);
    const seeker = await registerUser(server, 'seeker');
    expect((await seeker.api.get(`/api/properties/${live.id}`)).body.viewCount).toBe(2);
    expect((await seeker.api.get(`/api/properties/${live.id}`)).body.viewCount).toBe(2);
    expect((await owner.api.get(`/api/properties/${live.id}`)).body.viewCount).toBe(2);
    expect((await (await adminClient(server)).get(`/api/properties/${live.id}`)).body.viewCount).toBe(2);
  });

  it('answers 404 with "Property not found" for pending, rejected, unknown and malformed ids', async () => {
    const owner = await approvedLister(server);
    const pending = await createListing(owner.api);
    const rejected = await createListing(owner.api);
    await reviewListing(await adminClient(server), rejected.id, 'rejected', 'Photos missing');
    for (const id of [pending.id, rejected.id, MISSING_ID, 'not-an-id']) {
      const res = await anonymous().get(`/api/properties/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Property not found');
    }
    const other = await registerUser(server);
    expect((await other.api.get(`/api/properties/${pending.id}`)).status).toBe(404);
  });

  it('shows non-public listings to the lister and admins, with the rejection reason', async () => {
    const owner = await approvedLister(server);
    const listing = await createListing(owner.api);
    const admin = await adminClient(server);
    await reviewListing(admin, listing.id, 'rejected', 'Blurry photos');
    const own = await owner.api.get(`/api/properties/${listing.id}`);
    expect(own.body).toMatchObject({ status: 'rejected', rejectionReason: 'Blurry photos' });
    expect((await admin.get(`/api/properties/${listing.id}`)).body.status).toBe('rejected');
  });

  it("keeps an owner's phone and e-mail from anonymous and unverified visitors, but shows them to verified users", async () => {
    const owner = await approvedLister(server, 'owner', { phoneNumber: '+23276111222' });
    const live = await publishListing(server, owner);
    const anon = await anonymous().get(`/api/properties/${live.id}`);
    expect(anon.body.user).toMatchObject({ phoneNumber: null, email: null, contactHidden: true, companyName: null });
    expect(anon.text).not.toContain('+23276111222');
    const seeker = await registerUser(server, 'seeker');
    expect((await seeker.api.get(`/api/properties/${live.id}`)).body.user.phoneNumber).toBeNull();
    await server.database.db.execute(sql`update users set is_verified = true where id = ${seeker.user.id}`);
    const verified = await seeker.api.get(`/api/properties/${live.id}`);
    expect(verified.body.user).toMatchObject({ phoneNumber: '+23276111222', email: owner.user.email, contactHidden: false });
    // Read after a verified member: the server keeps the two views apart (listing-detail.ts).
    const anonAgain = await anonymous().get(`/api/properties/${live.id}`);
    expect(anonAgain.body.user).toMatchObject({ phoneNumber: null, email: null, contactHidden: true });
  });

  it("shows an agent's public business profile and contacts to everybody", async () => {
    const agent = await approvedLister(server, 'agent', { phoneNumber: '+23278555666' });
    const profile = {
      firstName: 'Aminata', lastName: 'Conteh', agentBio: 'Ten years selling homes in Freetown.', companyName: 'Freetown Realty',
      licenseNumber: 'SL-REA-1', yearsInBusiness: 10, phoneNumber: '+23278555666', whatsappNumber: '+23278555667',
      email: 'aminata@realty.sl', address: '5 Siaka Stevens Street', specializations: ['Residential sales'],
    };
    expect((await agent.api.put('/api/agent/profile', profile)).status).toBe(200);
    const live = await publishListing(server, agent);
    const res = await anonymous().get(`/api/properties/${live.id}`);
    expect(res.body.user).toMatchObject({
      userType: 'agent', companyName: 'Freetown Realty', yearsInBusiness: 10, licenseNumber: 'SL-REA-1',
      agentBio: 'Ten years selling homes in Freetown.', specializations: ['Residential sales'],
      phoneNumber: '+23278555666', whatsappNumber: '+23278555667', email: 'aminata@realty.sl',
    });
  });

  it('counts inquiries as distinct people who wrote about the listing, for the lister only', async () => {
    const owner = await approvedLister(server);
    const live = await publishListing(server, owner);
    const a = await registerUser(server, 'seeker');
    const b = await registerUser(server, 'seeker');
    const db = server.database.db;
    for (const [sender, receiver] of [[a.user.id, owner.user.id], [a.user.id, owner.user.id], [b.user.id, owner.user.id], [owner.user.id, a.user.id]]) {
      await db.execute(sql`insert into messages (sender_id, receiver_id, property_id, content) values (${sender}, ${receiver}, ${live.id}, 'Is it available?')`);
    }
    expect((await owner.api.get(`/api/properties/${live.id}`)).body.inquiryCount).toBe(2);
    expect((await anonymous().get(`/api/properties/${live.id}`)).body.inquiryCount).toBeNull();
  });
});
