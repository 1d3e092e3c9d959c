import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type User } from '../../db/schema.js';
import { isEmailTakenError } from '../../lib/db-errors.js';
import { emailTaken, isEmailTaken } from '../auth/auth.service.js';
import type { AgentProfile } from '../../../common/schemas/agent-profile.js';
import type { AgentProfileView } from '../../../common/api/users.js';

/** The business profile shown beside the agent's listings and edited at /agent-profile. */
export function presentAgentProfile(user: User): AgentProfileView {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    agentBio: user.agentBio,
    companyName: user.companyName,
    licenseNumber: user.licenseNumber,
    yearsInBusiness: user.yearsInBusiness,
    phoneNumber: user.phoneNumber,
    whatsappNumber: user.whatsappNumber,
    email: user.email,
    address: user.address,
    specializations: user.specializations,
    profileImageUrl: user.profileImageUrl,
    accountStatus: user.accountStatus,
    updatedAt: user.updatedAt.toISOString(),
  };
}

function keepCheckOnlyFor(licenseNumber: string) {
  const same = sql`${users.licenceCheckedNumber} is not distinct from ${licenseNumber}`;
  return {
    licenceCheckedAt: sql`case when ${same} then ${users.licenceCheckedAt} end`,
    licenceCheckedBy: sql`case when ${same} then ${users.licenceCheckedBy} end`,
    licenceCheckedNumber: sql`case when ${same} then ${users.licenceCheckedNumber} end`,
  };
}

export async function updateAgentProfile(db: Db, agent: User, input: AgentProfile): Promise<User> {
  if (await isEmailTaken(db, input.email, agent.id)) throw emailTaken();
  const [updated] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      agentBio: input.agentBio,
      companyName: input.companyName,
      licenseNumber: input.licenseNumber,
      // A checked licence holds for the number that was checked only (issue 30): a new number loses the check.
      // Compared in the statement, not with the row read before it, so a concurrent save or check cannot slip past.
      ...keepCheckOnlyFor(input.licenseNumber),
      yearsInBusiness: input.yearsInBusiness,
      phoneNumber: input.phoneNumber,
      whatsappNumber: input.whatsappNumber,
      email: input.email,
      address: input.address,
      specializations: input.specializations,
      updatedAt: new Date(),
    })
    .where(eq(users.id, agent.id))
    .returning()
    .catch((error: unknown) => { throw isEmailTakenError(error) ? emailTaken() : error; });
  return updated!;
}
