import { and, eq } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.js';
import { properties, users, type User } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { ReviewInput } from '../../../common/schemas/listing.js';
import { lockListing, type ListingRow, type WrittenListing, settlePendingChanges, PROPERTY_NOT_FOUND } from '../listings/listings.service.js';
import { requireAccountReviewMove, requireListingReviewMove, USER_NOT_FOUND } from './admin.policy.js';
import { accountDecisionEmail, listingDecisionEmail } from './admin.notices.js';
import { enqueueNotice } from '../../lib/notice-queue.js';

/** Approves or rejects a listing; the change, its audit row and the lister's notice commit together. */
export async function reviewListing(db: Db, admin: User, id: string, input: ReviewInput): Promise<WrittenListing> {
  return db.transaction(async (tx) => {
    const reviewed = await decideListing(asDb(tx), admin, id, input);
    await enqueueNotice(tx, emailNotice(listingDecisionEmail(reviewed.owner, reviewed.property)));
    return reviewed;
  });
}

const emailNotice = (mail: { to: string; subject: string; text: string } | null) => (mail ? { channel: 'email' as const, ...mail } : null);

async function decideListing(tx: Db, admin: User, id: string, input: ReviewInput): Promise<WrittenListing> {
  const row = await lockListing(tx, id);
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  if (row.property.status === 'approved' && row.property.pendingChanges) return reviewLiveChanges(tx, admin, row, input);
  const from = row.property.status;
  requireListingReviewMove(from, input.status);
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
  await recordAudit(tx, {
    actorId: admin.id,
    action: input.status === 'approved' ? 'property.approve' : 'property.reject',
    targetType: 'property',
    targetId: id,
    // An approval keeps the fraud flags on record; the audit says which ones the admin saw.
    details: { fromStatus: from, toStatus: input.status, reason, flags: (row.property.fraudFlags ?? []).map((f) => f.code) },
  });
  return { property: updated!, owner: row.owner };
}

/**
 * A live listing's pending changes: approval applies them (the listing stays live throughout); rejection drops
 * them, keeps the live version and tells the lister why.
 */
async function reviewLiveChanges(tx: Db, admin: User, { property, owner }: ListingRow, input: ReviewInput): Promise<WrittenListing> {
  const approved = input.status === 'approved';
  const reason = approved ? null : input.rejectionReason!;
  const written = await settlePendingChanges(tx, { property, owner }, approved, reason);
  await recordAudit(tx, {
    actorId: admin.id,
    action: approved ? 'property.changes.approve' : 'property.changes.reject',
    targetType: 'property',
    targetId: property.id,
    details: { fromStatus: 'approved', toStatus: 'approved', reason, flags: (property.fraudFlags ?? []).map((f) => f.code) },
  });
  return written;
}

/** Approves or rejects an account (owners and agents wait for this before their listings go live). */
export async function reviewAccount(db: Db, admin: User, id: string, input: ReviewInput): Promise<User> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw notFound(USER_NOT_FOUND);
    requireAccountReviewMove(target, input.status);
    const from = target.accountStatus;
    const reason = input.status === 'rejected' ? input.rejectionReason! : null;
    const [updated] = await tx
      .update(users)
      .set({ accountStatus: input.status, rejectionReason: reason, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.isAdmin, false)))
      .returning();
    await recordAudit(asDb(tx), {
      actorId: admin.id,
      action: input.status === 'approved' ? 'user.approve' : 'user.reject',
      targetType: 'user',
      targetId: id,
      details: { fromStatus: from, toStatus: input.status, reason },
    });
    await enqueueNotice(tx, emailNotice(accountDecisionEmail(updated!)));
    return updated!;
  });
}
