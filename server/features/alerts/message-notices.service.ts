// Notices of unread messages (issue 17): a message unread for 10 minutes earns its receiver one e-mail (or SMS
// when only the phone is verified) with a link to the conversation; at most one per conversation an hour.
// Idempotent and safe on several servers: due messages are locked with SKIP LOCKED and marked handled in the
// same transaction, and the hourly gap is decided by a conditional upsert on conversation_notices.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { asDb, type Db } from '../../db/client.js';
import { conversationNotices, messages, properties, users } from '../../db/schema.js';
import { MESSAGE_NOTICE_AFTER_MS, MESSAGE_NOTICE_GAP_MS } from '../../../common/constants.js';
import { fullName, truncate } from '../../../common/format.js';
import { verifiedContact, type SendNotice, type UserNotice } from '../../lib/send-notice.js';

export interface MessageNoticeDeps {
  send: SendNotice;
  siteUrl: string;
}

/** Due messages read per batch; a run takes batches until none is left. */
const BATCH = 200;
const BATCHES_PER_RUN = 20;
const PREVIEW_CHARS = 140;

const sender = alias(users, 'sender');

export async function runMessageNotices(db: Db, now: Date, deps: MessageNoticeDeps): Promise<number> {
  let sent = 0;
  for (let i = 0; i < BATCHES_PER_RUN; i += 1) {
    const batch = await db.transaction(async (tx) => handleDueBatch(asDb(tx), now, deps.siteUrl));
    for (const notice of batch.notices) await deps.send(notice);
    sent += batch.notices.length;
    if (batch.handled < BATCH) break;
  }
  return sent;
}

type DueRow = Awaited<ReturnType<typeof lockDueMessages>>[number];

function lockDueMessages(tx: Db, now: Date) {
  return tx
    .select({
      id: messages.id,
      content: messages.content,
      propertyId: messages.propertyId,
      propertyTitle: properties.title,
      receiver: users,
      sender: { id: sender.id, firstName: sender.firstName, lastName: sender.lastName },
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.receiverId))
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .leftJoin(properties, eq(properties.id, messages.propertyId))
    .where(and(
      isNull(messages.readAt),
      isNull(messages.noticeHandledAt),
      lte(messages.createdAt, new Date(now.getTime() - MESSAGE_NOTICE_AFTER_MS)),
    ))
    .orderBy(messages.createdAt)
    .limit(BATCH)
    .for('update', { of: messages, skipLocked: true });
}

async function handleDueBatch(tx: Db, now: Date, siteUrl: string): Promise<{ handled: number; notices: UserNotice[] }> {
  const due = await lockDueMessages(tx, now);
  if (due.length === 0) return { handled: 0, notices: [] };
  // One notice per conversation, about its newest waiting message.
  const conversations = new Map<string, DueRow>();
  for (const row of due) conversations.set(`${row.receiver.id}|${row.sender.id}|${row.propertyId ?? 'none'}`, row);
  const notices: UserNotice[] = [];
  for (const row of conversations.values()) {
    const notice = await noticeFor(tx, row, now, siteUrl);
    if (notice) notices.push(notice);
  }
  // Handled whether a notice went or not (turned off, no verified contact, one sent this hour already): a
  // conversation is announced once per hour at most, and a later message starts its own 10 minutes.
  await tx.update(messages).set({ noticeHandledAt: now }).where(inArray(messages.id, due.map((r) => r.id)));
  return { handled: due.length, notices };
}

async function noticeFor(tx: Db, row: DueRow, now: Date, siteUrl: string): Promise<UserNotice | null> {
  const { receiver } = row;
  if (!receiver.messageNotices) return null;
  const channel = verifiedContact(receiver, 'email') ? 'email' : 'sms';
  const to = verifiedContact(receiver, channel);
  if (!to) return null;
  // Claims this conversation's hour: the row is written only if no notice went in the last hour.
  const conversationKey = `${row.sender.id}:${row.propertyId ?? 'none'}`;
  const claimed = await tx
    .insert(conversationNotices)
    .values({ receiverId: receiver.id, conversationKey, lastSentAt: now })
    .onConflictDoUpdate({
      target: [conversationNotices.receiverId, conversationNotices.conversationKey],
      set: { lastSentAt: now },
      setWhere: sql`${conversationNotices.lastSentAt} <= ${new Date(now.getTime() - MESSAGE_NOTICE_GAP_MS)}`,
    })
    .returning({ at: conversationNotices.lastSentAt });
  if (claimed.length === 0) return null;

  const params = new URLSearchParams({ with: row.sender.id });
  if (row.propertyId) params.set('property', row.propertyId);
  const link = `${siteUrl}/messages?${params.toString()}`;
  const who = fullName(row.sender, 'Someone');
  const about = row.propertyTitle ? ` about "${row.propertyTitle}"` : '';
  if (channel === 'sms') {
    return { channel, to, subject: 'SMS', text: `Salone Homes: ${who} sent you a message${about}. Read and reply: ${link}` };
  }
  return {
    channel,
    to,
    subject: `New message from ${who} on Salone Homes`,
    text: [
      `Hello ${receiver.firstName ?? 'there'},`,
      `${who} sent you a message${about}:`,
      `"${truncate(row.content, PREVIEW_CHARS)}"`,
      `Read and reply: ${link}`,
      `Turn these e-mails off on your profile: ${siteUrl}/profile`,
    ].join('\n\n'),
  };
}
