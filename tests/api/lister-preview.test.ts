// Link previews on /listers/:id (issue 33, decision 0022), as /property/:id has them (seo.test.ts): a second app
// on the test database serves the web shell from a tiny fixture build, so no `vite build` is needed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { startWebShell, type WebShell } from '../helpers/web-shell.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertPhoto } from '../helpers/listing-helpers.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { media } from '../../server/db/schema.js';
import { eq } from 'drizzle-orm';

let server: TestServer;
let shell: WebShell;
let webUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  shell = await startWebShell(server);
  webUrl = shell.url;
});
afterAll(async () => {
  await shell?.close();
  await server?.close();
});

const page = async (pathname: string) => {
  const res = await new ApiClient(webUrl).get(pathname);
  expect(res.status).toBe(200);
  return res.text;
};
const metaPattern = (key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"\\s*/?>`, 'g');
const meta = (html: string, key: string) => [...html.matchAll(metaPattern(key))][0]?.[1];
const metaCount = (html: string, key: string) => [...html.matchAll(metaPattern(key))].length;
const person = (overrides: Parameters<typeof insertUser>[1]) => insertUser(server.database.db, { passwordHash: 'never-signs-in', ...overrides });

describe('link previews on /listers/:id', () => {
  it('names the lister, what was checked and the homes listed, with the newest listing\'s photo', async () => {
    const agent = await person({
      userType: 'agent', firstName: 'Fatmata', lastName: 'Kamara', companyName: 'Lumley Homes', phoneNumber: '+23276555666',
      phoneVerifiedAt: new Date(), licenseNumber: 'SL-REA-2020-0042', licenceCheckedAt: new Date(), licenceCheckedNumber: 'SL-REA-2020-0042',
      createdAt: new Date('2024-03-01T12:00:00Z'), email: 'fatmata.private@example.sl',
    });
    await insertListing(server.database.db, agent.id, { createdAt: new Date(Date.now() - 60_000) });
    const newest = await insertListing(server.database.db, agent.id, { title: 'Sea view flat' });
    const photo = await insertPhoto(server, agent.id);
    await server.database.db.update(media).set({ propertyId: newest.id }).where(eq(media.id, photo));
    const html = await page(`/listers/${agent.id}`);
    expect(meta(html, 'og:title')).toBe('Fatmata Kamara · Agent, Lumley Homes on Salone Homes');
    expect(meta(html, 'og:description')).toBe('2 homes listed · Licence checked · Phone verified · Member since 1 March 2024');
    expect(meta(html, 'og:url')).toBe(`${webUrl}/listers/${agent.id}`);
    expect(meta(html, 'og:image')).toBe(`${webUrl}/api/media/${photo}/preview.jpg`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<title>Fatmata Kamara | Salone Homes</title>');
    for (const key of ['og:title', 'og:description', 'og:type', 'og:site_name', 'description']) expect(metaCount(html, key), key).toBe(1);
    // Nothing private: not the e-mail, not the phone.
    expect(html).not.toContain('fatmata.private');
    expect(html).not.toContain('555666');
  });

  it('escapes what the lister typed', async () => {
    const owner = await person({ userType: 'owner', firstName: '"><script>alert(1)</script>', lastName: 'B' });
    const html = await page(`/listers/${owner.id}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(meta(html, 'og:title')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; B · Owner on Salone Homes');
    expect(meta(html, 'og:description')).toContain('No homes listed right now');
    expect(meta(html, 'twitter:card')).toBe('summary');
  });

  it('adds nothing for a suspended or pending lister, a hunter, an unknown or malformed id', async () => {
    const hidden = [
      await person({ userType: 'owner', accountStatus: 'suspended', firstName: 'Suspendedperson' }),
      await person({ userType: 'agent', accountStatus: 'pending', firstName: 'Pendingperson' }),
      await person({ userType: 'seeker', firstName: 'Hunterperson' }),
    ];
    for (const pathname of [...hidden.map((u) => `/listers/${u.id}`), '/listers/00000000-0000-4000-8000-000000000000', '/listers/nope']) {
      const html = await page(pathname);
      expect(meta(html, 'og:title'), pathname).toBe('Salone Homes — Property in Sierra Leone');
      expect(html).not.toMatch(/Suspendedperson|Pendingperson|Hunterperson/);
      expect(html).toContain('<title>Salone Homes</title>');
    }
  });
});
