import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { asDb, queryRows } from '../../db/client.js';
import { media, messages, properties, users, type User } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { CONVERSATION_MESSAGES_LIMIT } from '../../../common/constants.js';
import { mediaUrl } from '../../lib/storage/media-storage.js';
import { countInquiry, findListingById } from '../listings/listings.service.js';
import { presentListerSummary } from '../users/users.service.js';
import { presentMessage } from './messages.presenter.js';
import { requireMayStartConversation, requireNamedSender } from './messages.policy.js';
import { findAdvanceFeeRequest } from '../../../common/advance-fee.js';
import type { ConversationPage } from '../../../common/api/messages.js';

// The web client opens the verification dialog when a send error contains 'verification required'.
export const VERIFICATION_REQUIRED = 'Identity verification required: verify your e-mail or phone to send messages.';

export async function sendMessage(db: Db, sender: User, input: { receiverId: string; propertyId: string | null; content: string }) {
  if (!sender.isVerified) throw forbidden(VERIFICATION_REQUIRED);
  requireNamedSender(sender);
  if (input.receiverId === sender.id) throw new AppError('bad_request', 'You cannot send a message to yourself.');
  const [receiver] = await db.select().from(users).where(eq(users.id, input.receiverId)).limit(1);
  if (!receiver) throw notFound('That person could not be found.');
  const [existing] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(conversationCondition(sender, receiver.id, input.propertyId ?? undefined))
    .limit(1);
  if (!existing) {
    const listing = input.propertyId ? (await findListingById(db, input.propertyId)) ?? null : null;
    requireMayStartConversation(sender, receiver, listing, Boolean(input.propertyId));
  }
  const message = await db.transaction(async (tx) => {
    const [written] = await tx
      .insert(messages)
      // A request for money before a viewing is kept on the message: the receiver is warned, the sender counted.
      .values({ senderId: sender.id, receiverId: receiver.id, propertyId: input.propertyId, content: input.content, safetyWarning: findAdvanceFeeRequest(input.content) !== null })
      .returning();
    // The lister's performance figures count a person's first message about the listing (decision 0023).
    if (written!.propertyId) await countInquiry(asDb(tx), { ...written!, propertyId: written!.propertyId, sentAt: written!.createdAt });
    return written!;
  });
  return presentMessage(message);
}

/** The messages between the user and another person about one listing, or (without propertyId) about none. */
function conversationCondition(user: User, otherId: string, propertyId?: string) {
  const between = or(
    and(eq(messages.senderId, user.id), eq(messages.receiverId, otherId)),
    and(eq(messages.senderId, otherId), eq(messages.receiverId, user.id)),
  );
  return and(between, propertyId ? eq(messages.propertyId, propertyId) : isNull(messages.propertyId));
}

/**
 * One conversation, oldest first; the inbox keys conversations the same way. Reading changes nothing: the
 * client marks the conversation read with markConversationRead.
 */
export async function findConversation(db: Db, user: User, otherId: string, propertyId?: string) {
  const rows = await db
    .select()
    .from(messages)
    .where(conversationCondition(user, otherId, propertyId))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(CONVERSATION_MESSAGES_LIMIT);
  return rows.map(presentMessage);
}

export interface ConversationRead {
  readerId: string;
  otherUserId: string;
  propertyId: string | null;
  messageIds: string[];
  readAt: string;
}

/** Marks the unread messages the other person sent the user in that conversation; only ever the user's own. */
export async function markConversationRead(db: Db, user: User, otherId: string, propertyId?: string): Promise<ConversationRead> {
  const readAt = new Date();
  const marked = await db
    .update(messages)
    .set({ readAt })
    .where(and(
      eq(messages.receiverId, user.id),
      eq(messages.senderId, otherId),
      propertyId ? eq(messages.propertyId, propertyId) : isNull(messages.propertyId),
      isNull(messages.readAt),
    ))
    .returning({ id: messages.id });
  return {
    readerId: user.id,
    otherUserId: otherId,
    propertyId: propertyId ?? null,
    messageIds: marked.map((m) => m.id),
    readAt: readAt.toISOString(),
  };
}

/** One message as its sender and receiver see it (live streams load what an event names), or null. */
export async function findMessageById(db: Db, id: string): Promise<ReturnType<typeof presentMessage> | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row ? presentMessage(row) : null;
}

/** The messages one markConversationRead marked, found again from what its live event carries. */
export async function findReadMessageIds(db: Db, read: Omit<ConversationRead, 'messageIds'>): Promise<string[]> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(
      eq(messages.receiverId, read.readerId),
      eq(messages.senderId, read.otherUserId),
      read.propertyId ? eq(messages.propertyId, read.propertyId) : isNull(messages.propertyId),
      eq(messages.readAt, new Date(read.readAt)),
    ));
  return rows.map((row) => row.id);
}

export async function countUnread(db: Db, user: User): Promise<number> {
  const [row] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.receiverId, user.id), isNull(messages.readAt)))) as [{ count: number }];
  return row.count;
}

interface ConversationRow {
  id: string; sender_id: string; receiver_id: string; property_id: string | null; content: string;
  created_at: string | Date; other_id: string; unread: number; total: number;
}

/** One entry per (other person, listing): the latest message, unread count; newest conversation first. */
export async function listConversations(db: Db, user: User, limit: number, offset: number): Promise<ConversationPage> {
  const rows = await queryRows<ConversationRow>(db, sql`
    with mine as (
      select m.*, case when m.sender_id = ${user.id} then m.receiver_id else m.sender_id end as other_id
      from messages m where m.sender_id = ${user.id} or m.receiver_id = ${user.id}
    ), ranked as (
      select mine.*,
        row_number() over (partition by other_id, property_id order by created_at desc, id desc) as rn,
        (count(*) filter (where receiver_id = ${user.id} and read_at is null) over (partition by other_id, property_id))::int as unread
      from mine
    )
    select id, sender_id, receiver_id, property_id, content, created_at, other_id, unread, (count(*) over ())::int as total
    from ranked where rn = 1 order by created_at desc, id desc limit ${limit} offset ${offset}`);

  const otherIds = [...new Set(rows.map((r) => r.other_id))];
  const propertyIds = [...new Set(rows.map((r) => r.property_id).filter((id): id is string => Boolean(id)))];
  const [people, listings, photos] = await Promise.all([
    otherIds.length ? db.select().from(users).where(inArray(users.id, otherIds)) : [],
    propertyIds.length ? db.select({ id: properties.id, title: properties.title }).from(properties).where(inArray(properties.id, propertyIds)) : [],
    propertyIds.length
      ? db.select({ id: media.id, propertyId: media.propertyId }).from(media)
        .where(and(inArray(media.propertyId, propertyIds), eq(media.kind, 'image'), eq(media.position, 0)))
      : [],
  ]);
  const personById = new Map(people.map((p) => [p.id, p]));
  const listingById = new Map(listings.map((l) => [l.id, l]));
  const photoByProperty = new Map(photos.map((p) => [p.propertyId, p.id]));

  const items = rows.map((r) => {
    const other = personById.get(r.other_id);
    const listing = r.property_id ? listingById.get(r.property_id) : undefined;
    const photo = r.property_id ? photoByProperty.get(r.property_id) : undefined;
    return {
      otherUser: other ? { id: other.id, ...presentListerSummary(other) } : { id: r.other_id, firstName: null, lastName: null, profileImageUrl: null, userType: null, licenceChecked: false },
      property: listing ? { id: listing.id, title: listing.title, imageUrl: photo ? mediaUrl(photo, 'sm') : null } : null,
      lastMessage: { id: r.id, senderId: r.sender_id, content: r.content, createdAt: new Date(r.created_at).toISOString() },
      unreadCount: Number(r.unread),
    };
  });
  return { items, total: rows[0] ? Number(rows[0].total) : 0, unreadTotal: await countUnread(db, user) };
}
