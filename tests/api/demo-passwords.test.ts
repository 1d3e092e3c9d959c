// A production server refuses to run while any account still has a published demo password: a database seeded
// before, or copied from a demo server, would otherwise serve them "without a word" (issue 28).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { accountsWithPublishedPasswords, refusePublishedPasswordsInProduction } from '../../server/db/demo-passwords.js';
import { users } from '../../server/db/schema.js';
import { hashPassword } from '../../server/lib/passwords.js';

let demo: TestServer;
let empty: TestServer;
beforeAll(async () => {
  [demo, empty] = await Promise.all([startTestServer({ demo: true }), startTestServer()]);
});
afterAll(async () => {
  await demo?.close();
  await empty?.close();
});

const production = { isProduction: true };

describe('published demo passwords in production', () => {
  it('refuses to start, naming the accounts and the way out', async () => {
    await expect(refusePublishedPasswordsInProduction(demo.database.db, production)).rejects.toThrow(
      /Refusing to start in production: .*admin.*agent.*owner.*ALLOW_DEMO_DATA_IN_PRODUCTION=true/,
    );
  });

  it('starts with the explicit opt-in, outside production, and on a database without demo accounts', async () => {
    await expect(refusePublishedPasswordsInProduction(demo.database.db, { ...production, ALLOW_DEMO_DATA_IN_PRODUCTION: true })).resolves.toBeUndefined();
    await expect(refusePublishedPasswordsInProduction(demo.database.db, { isProduction: false })).resolves.toBeUndefined();
    await expect(refusePublishedPasswordsInProduction(empty.database.db, production)).resolves.toBeUndefined();
  });

  it('stops naming an account once its password is changed', async () => {
    const before = await accountsWithPublishedPasswords(demo.database.db);
    expect(before).toContain('admin');
    await demo.database.db.update(users).set({ passwordHash: await hashPassword('A real admin passphrase 2026') }).where(eq(users.username, 'admin'));
    const after = await accountsWithPublishedPasswords(demo.database.db);
    expect(after).not.toContain('admin');
    expect(after).toEqual(before.filter((name) => name !== 'admin'));
  });
});
