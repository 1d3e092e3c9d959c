// Helpers for the trust and safety API tests: verified users, and real-looking photos (the demo's drawn scenes).
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema.js';
import { expect } from 'vitest';
import { ApiClient } from './api-client.js';
import { newRegistration } from './factories.js';
import type { TestServer } from './test-server.js';
import { renderScene, type SceneSpec } from '../../server/db/demo/images.js';

/** A signed-in user who verified their e-mail through the real code flow (on `api`'s browser when given). */
export async function verifiedUser(server: TestServer, userType: 'seeker' | 'owner' | 'agent' = 'seeker', api = new ApiClient(server.url)) {
  const reg = newRegistration({ userType });
  const res = await api.post('/api/register', reg);
  expect(res.status, res.text).toBe(201);
  expect((await api.post('/api/verification/send-code', { verificationMethod: 'email', contact: reg.email })).status).toBe(200);
  const [mail] = (await api.get(`/api/dev/outbox?to=${encodeURIComponent(reg.email)}`)).body;
  expect((await api.post('/api/verification/verify-code', { verificationMethod: 'email', code: mail.code })).status).toBe(200);
  return { api, user: res.body as { id: string; username: string; email: string }, registration: reg };
}

let addresses = 0;
/** A fresh private (10.x) client address, for X-Forwarded-For behind TRUST_PROXY=127.0.0.1. */
export const nextAddress = () => { addresses += 1; return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`; };

/**
 * A verified reporter whose account is `ageDays` old (created_at set back in the database, as an established
 * account's would be), reporting from its own address unless given one. The server must trust 127.0.0.1 as its
 * proxy (TRUST_PROXY) for the address to count; verifying goes without it, as the dev outbox answers this machine only.
 */
export async function reporter(server: TestServer, options: { ageDays?: number; address?: string; api?: ApiClient } = {}) {
  const signedIn = await verifiedUser(server, 'seeker', options.api);
  const ageDays = options.ageDays ?? 8;
  if (ageDays > 0) await server.database.db.update(users).set({ createdAt: new Date(Date.now() - ageDays * 86_400_000) }).where(eq(users.id, signedIn.user.id));
  const from = { 'x-forwarded-for': options.address ?? nextAddress() };
  return { ...signedIn, report: (listingId: string, reason = 'not_available') => signedIn.api.post(`/api/properties/${listingId}/reports`, { reason }, from) };
}

export function scenePhoto(spec: Partial<SceneSpec> & { seed: number }): Promise<Buffer> {
  return renderScene({ kind: 'living', scale: 0.5, ...spec });
}

/** Uploads a photo file as the listing form does; answers its media id. */
export async function uploadFile(api: ApiClient, file: Buffer, name = 'photo.jpg', type = 'image/jpeg'): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(file)], { type }), name);
  const res = await api.post('/api/media', body);
  expect(res.status, res.text).toBe(201);
  return res.body[0].id;
}

/** The photo as a thief re-posts it: cropped, resized and re-encoded under another name. */
export async function cropAndReencode(file: Buffer, crop: { left: number; top: number; width: number; height: number }): Promise<Buffer> {
  const meta = await sharp(file).metadata();
  const w = meta.width!;
  const h = meta.height!;
  return sharp(file)
    .extract({ left: Math.round(crop.left * w), top: Math.round(crop.top * h), width: Math.round(crop.width * w), height: Math.round(crop.height * h) })
    .resize({ width: Math.round(w * 0.8) })
    .jpeg({ quality: 55 })
    .toBuffer();
}
