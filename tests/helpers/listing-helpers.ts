// Helpers for the listing, admin and search API tests: real HTTP through ApiClient, fresh users per test.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { ApiClient } from './api-client.js';
import { uniqueSuffix } from '../../server/db/factories.js';
import { newRegistration } from './factories.js';
import type { TestServer } from './test-server.js';
import { media } from '../../server/db/schema.js';
import { storeImage } from '../../server/lib/storage/media-storage.js';

const adminLogins = new WeakMap<TestServer, { username: string; password: string }>();

/** The server's admin, created through POST /api/setup-admin the first time (servers without demo data). */
export async function adminClient(server: TestServer): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  let login = adminLogins.get(server);
  if (!login) {
    login = { username: `admin_${uniqueSuffix()}`, password: `Admin-pass-${uniqueSuffix()}` };
    const res = await api.post('/api/setup-admin', login);
    expect(res.status, res.text).toBe(201);
    adminLogins.set(server, login);
    return api;
  }
  const res = await api.post('/api/local/login', login);
  expect(res.status, res.text).toBe(200);
  return api;
}

export interface SignedIn {
  api: ApiClient;
  user: { id: string; username: string; email: string; userType: string; accountStatus: string; [k: string]: unknown };
}

/** A freshly registered user, signed in. Owners and agents start pending, seekers approved. */
export async function registerUser(server: TestServer, userType: 'owner' | 'agent' | 'seeker' = 'owner', overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const api = new ApiClient(server.url);
  const res = await api.post('/api/register', newRegistration({ userType, ...overrides }));
  expect(res.status, res.text).toBe(201);
  return { api, user: res.body };
}

export async function setAccountStatus(admin: ApiClient, userId: string, status: 'approved' | 'rejected', rejectionReason?: string) {
  const res = await admin.patch(`/api/admin/users/${userId}/status`, { status, rejectionReason });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** An owner or agent whose account an admin has approved. */
export async function approvedLister(server: TestServer, userType: 'owner' | 'agent' = 'owner', overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const lister = await registerUser(server, userType, overrides);
  await setAccountStatus(await adminClient(server), lister.user.id, 'approved');
  return lister;
}

/** A complete listing body that passes "Submit for Review". */
export function listingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `Family house ${uniqueSuffix()}`,
    description: 'A bright three-bedroom house with a generator and a borehole, close to the main road.',
    address: '12 Wilkinson Road, Freetown',
    location: 'Freetown',
    propertyType: 'sale',
    propertyCategory: 'house',
    bedrooms: 3,
    bathrooms: 2,
    squareFootage: 1800,
    priceUSD: 150000,
    priceSLL: null,
    features: ['Parking', 'Generator'],
    images: [],
    videos: [],
    ...overrides,
  };
}

let testPng: Buffer | undefined;

/** A photo uploaded through POST /api/media, as the form does: its id. */
export async function uploadPhoto(api: ApiClient): Promise<string> {
  testPng ??= await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 110, b: 160 } } }).png().toBuffer();
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(testPng)], { type: 'image/png' }), 'house.png');
  const res = await api.post('/api/media', body);
  expect(res.status, res.text).toBe(201);
  return res.body[0].id;
}

/** A listing submitted for review (with one uploaded photo, which review needs, unless images are given). */
export async function createListing(api: ApiClient, overrides: Record<string, unknown> = {}) {
  const needsPhoto = !('images' in overrides) && overrides.status !== 'draft';
  const images = needsPhoto ? [await uploadPhoto(api)] : overrides.images;
  const res = await api.post('/api/properties', listingBody({ ...overrides, ...(needsPhoto ? { images } : {}) }));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export async function reviewListing(admin: ApiClient, id: string, status: 'approved' | 'rejected', rejectionReason?: string) {
  const res = await admin.patch(`/api/admin/properties/${id}/status`, { status, rejectionReason });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** A live listing: approved account, approved listing. */
export async function publishListing(server: TestServer, lister: SignedIn, overrides: Record<string, unknown> = {}) {
  const created = await createListing(lister.api, overrides);
  return reviewListing(await adminClient(server), created.id, 'approved');
}

/**
 * An uploaded photo without going through the upload API: a media row plus its stored WebP files, as the
 * media API would leave them.
 */
export async function insertPhoto(server: TestServer, userId: string, options: { status?: 'pending' | 'approved' | 'flagged' | 'rejected'; kind?: 'image' | 'video' } = {}) {
  const id = randomUUID();
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 120, b: 60 } } }).png().toBuffer();
  const stored = await storeImage(server.app.ctx.media, id, png);
  await server.database.db.insert(media).values({
    id,
    userId,
    kind: options.kind ?? 'image',
    status: options.status ?? 'approved',
    mimeType: 'image/webp',
    width: stored.width,
    height: stored.height,
    bytes: stored.bytes,
    placeholderColor: stored.placeholderColor,
  });
  return id;
}

export const MISSING_ID = '00000000-0000-4000-8000-000000000000';
