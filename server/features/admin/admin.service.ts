import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminAudit, properties, users, type Property, type User } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { canMoveAccount, canMoveListing } from '../../../common/states.js';
import type { ReviewInput } from '../../../common/schemas/property.js';
import { isUuid } from '../properties/properties.queries.js';
import { PROPERTY_NOT_FOUND } from '../properties/properties.policy.js';

export const USER_NOT_FOUND = 'User not found';

function refuseMove(kind: 'listing' | 'account', from: string, to: string): never {
  if (from === to) throw new AppError('conflict', `This ${kind} is already ${to}.`);
  if (from === 'draft') throw new AppError('conflict', 'This listing is a draft: the lister has not submitted it for review yet.');
  throw new AppError('conflict', `This ${kind} cannot be moved from ${from} to ${to}.`);
}

/** Approves or rejects a listing; the change and its audit row commit together. */
export async function reviewListing(db: Db, admin: User, id: string, input: ReviewInput): Promise<{ property: Property; owner: User }> {
  if (!isUuid(id)) throw notFound(PROPERTY_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ property: properties, owner: users })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(eq(properties.id, id))
      .for('update', { of: properties });
    if (!row) throw notFound(PROPERTY_NOT_FOUND);
    const from = row.property.status;
    if (!canMoveListing(from, input.status, 'admin')) refuseMove('listing', from, input.status);
    const now = new Date();
    const reason = input.status === 'rejected' ? input.rejectionReason! : null;
    const [updated] = await tx
      .update(properties)
      .set({
        status: input.status,
        rejectionReason: reason,
        approvedAt: input.status === 'approved' ? now : row.property.approvedAt,
        updatedAt: now,
      })
      .where(eq(properties.id, id))
      .returning();
    await tx.insert(adminAudit).values({
      adminId: admin.id,
      action: input.status === 'approved' ? 'property.approve' : 'property.reject',
      targetType: 'property',
      targetId: id,
      fromStatus: from,
      toStatus: input.status,
      reason,
    });
    return { property: updated!, owner: row.owner };
  });
}

/** Approves or rejects an account (owners and agents wait for this before their listings go live). */
export async function reviewAccount(db: Db, admin: User, id: string, input: ReviewInput): Promise<User> {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw notFound(USER_NOT_FOUND);
    if (target.isAdmin) throw forbidden('Administrator accounts are not reviewed here.');
    const from = target.accountStatus;
    if (!canMoveAccount(from, input.status)) refuseMove('account', from, input.status);
    const reason = input.status === 'rejected' ? input.rejectionReason! : null;
    const [updated] = await tx
      .update(users)
      .set({ accountStatus: input.status, rejectionReason: reason, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.isAdmin, false)))
      .returning();
    await tx.insert(adminAudit).values({
      adminId: admin.id,
      action: input.status === 'approved' ? 'user.approve' : 'user.reject',
      targetType: 'user',
      targetId: id,
      fromStatus: from,
      toStatus: input.status,
      reason,
    });
    return updated!;
  });
}
