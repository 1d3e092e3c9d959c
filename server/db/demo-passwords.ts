// The demo accounts' passwords are published (README, source). A production server must not run with any of them
// still working, whoever seeded them: `db:seed` and DEMO_DATA refuse in production, but a database seeded before,
// or copied from a demo server, would otherwise serve those accounts "without a word" (issue 28).
import { inArray } from 'drizzle-orm';
import type { Db } from './client.js';
import { users } from './schema.js';
import { DEMO_ACCOUNTS } from '../../common/demo-accounts.js';
import { DEMO_OTHER_PEOPLE, DEMO_PEOPLE_PASSWORD } from './demo/people.js';
import { verifyPassword } from '../lib/passwords.js';

const PUBLISHED: ReadonlyMap<string, string> = new Map([
  ...Object.values(DEMO_ACCOUNTS).map((a) => [a.username, a.password] as const),
  ...DEMO_OTHER_PEOPLE.map((p) => [p.username, DEMO_PEOPLE_PASSWORD] as const),
]);

/** Usernames whose password is still the published demo one. A real database has none of these names: no hashing. */
export async function accountsWithPublishedPasswords(db: Db): Promise<string[]> {
  const rows = await db
    .select({ username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.username, [...PUBLISHED.keys()]));
  const still: string[] = [];
  for (const row of rows) {
    if (row.username && (await verifyPassword(PUBLISHED.get(row.username)!, row.passwordHash))) still.push(row.username);
  }
  return still.sort();
}

/** Throws, saying what to do, when a production server would serve accounts with published passwords. */
export async function refusePublishedPasswordsInProduction(db: Db, config: { isProduction: boolean; ALLOW_DEMO_DATA_IN_PRODUCTION?: boolean }) {
  if (!config.isProduction || config.ALLOW_DEMO_DATA_IN_PRODUCTION) return;
  const names = await accountsWithPublishedPasswords(db);
  if (names.length === 0) return;
  throw new Error(
    `Refusing to start in production: ${names.length} account(s) still have the published demo passwords (${names.slice(0, 5).join(', ')}${names.length > 5 ? ', ...' : ''}). ` +
      'Anyone could sign in as them. Change or delete those accounts, or set ALLOW_DEMO_DATA_IN_PRODUCTION=true for a throwaway demo or benchmark server.',
  );
}
