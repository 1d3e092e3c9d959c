import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';
import { listingBody } from '../helpers/listing-helpers.js';
import { findControlCharacter } from '../../server/lib/control-characters.js';

// A NUL byte in any text used to reach PostgreSQL and come back as a 500. Every such request is now a 400 with
// the field named, and changes nothing.
let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const rowCounts = async () => {
  const result = await server.database.db.execute(sql`select (select count(*) from users) as users, (select count(*) from properties) as listings`);
  return (result as unknown as { rows: unknown[] }).rows?.[0] ?? result;
};

describe('control characters in text', () => {
  it('finds them in nested values and keys, and allows tabs and new lines', () => {
    expect(findControlCharacter({ a: 'fine\n\ttext\r', b: ['ok', { c: 'x\u0000y' }] })).toBe('b.1.c');
    expect(findControlCharacter({ ['bad\u0007key']: 1 })).toBe('bad\u0007key');
    expect(findControlCharacter({ title: 'Two-bed flat\nLumley' })).toBeNull();
    expect(findControlCharacter('\u007f')).toBe('_');
  });

  it('answers 400 with the field for sign-in, registration, search and a listing, and changes nothing', async () => {
    const before = await rowCounts();
    const owner = new ApiClient(server.url);
    expect((await owner.post('/api/register', { ...newRegistration(), userType: 'owner' })).status).toBe(201);
    const afterSignUp = await rowCounts();

    const cases = [
      await new ApiClient(server.url).post('/api/local/login', { username: 'a\u0000b', password: 'whatever-123' }),
      await new ApiClient(server.url).post('/api/register', { ...newRegistration(), firstName: 'Ami\u0000nata' }),
      await new ApiClient(server.url).get('/api/properties/search?location=a%00b'),
      await new ApiClient(server.url).get('/api/properties/search?q=%1B%5B31m'),
      await owner.post('/api/properties', listingBody({ title: 'Three bedroom house\u0000 in Lumley' })),
    ];
    for (const res of cases) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation');
      expect(res.body.message).toBe('Text cannot contain control characters such as NUL.');
      expect(Object.keys(res.body.fields)).toHaveLength(1);
    }
    expect(cases[4]!.body.fields).toEqual({ title: 'Remove the control characters from this text.' });
    expect(await rowCounts()).toEqual(afterSignUp);
    expect(afterSignUp).not.toEqual(before);
  });
});
