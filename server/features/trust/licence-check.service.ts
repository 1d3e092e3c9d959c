// "Licence checked" (issue 15, made true in issue 30 item 4): an admin looked the agent's number up in the register.
import { eq } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.js';
import { users, type User } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordAudit } from '../../lib/audit.js';
import type { LicenceCheckInput } from '../../../common/schemas/trust.js';

export const NOT_AN_AGENT_WITH_LICENCE = 'Only an agent with a licence number can have it checked.';
export const LICENCE_CHANGED = 'The agent has changed the licence number since you opened this page. Check the new number.';

/**
 * Records (or withdraws) the check, with who and when. The admin sends the number they checked: if the agent
 * changed it meanwhile, the check would vouch for a number nobody looked up, so it is refused. The row is locked,
 * so a profile save cannot slip between the comparison and the write.
 */
export async function setLicenceChecked(db: Db, admin: User, userId: string, input: LicenceCheckInput): Promise<User> {
  return db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw notFound('User not found');
    if (target.userType !== 'agent' || !target.licenseNumber) throw new AppError('conflict', NOT_AN_AGENT_WITH_LICENCE);
    if (input.checked && input.licenseNumber !== target.licenseNumber) throw new AppError('conflict', LICENCE_CHANGED);
    const [updated] = await tx
      .update(users)
      .set(input.checked
        ? { licenceCheckedAt: new Date(), licenceCheckedBy: admin.id, licenceCheckedNumber: target.licenseNumber }
        : { licenceCheckedAt: null, licenceCheckedBy: null, licenceCheckedNumber: null })
      .where(eq(users.id, userId))
      .returning();
    await recordAudit(tx, {
      actorId: admin.id,
      action: input.checked ? 'user.licence_check' : 'user.licence_uncheck',
      targetType: 'user',
      targetId: userId,
      details: { licenseNumber: target.licenseNumber, note: input.note ?? null },
    });
    return updated!;
  });
}
