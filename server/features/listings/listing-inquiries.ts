// Inquiries for a lister's performance figures (issue 33, decision 0023): an inquiry is a person's first message
// to a listing's lister about that listing. Conversations start only that way (messages.policy.ts), so an
// inquiry is a conversation started about the listing; more messages, replies and the lister's own messages add
// nothing. listing_inquiries' key (listing, person) decides "first" in the database, so two first messages
// sent at once (or through two servers) count once.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingDailyStats, listingInquiries, properties } from '../../db/schema.js';
import { viewDay } from './listing-views.js';

export interface SentAboutListing {
  propertyId: string;
  senderId: string;
  receiverId: string;
  sentAt: Date;
}

/**
 * Counts the message as an inquiry on its day if it is the sender's first to the listing's lister about it.
 * Call it in the message's own transaction, so the message and its count are written together or not at all.
 */
export async function countInquiry(db: Db, message: SentAboutListing): Promise<void> {
  await db.execute(sql`
    with first_time as (
      insert into ${listingInquiries} (property_id, person_id, created_at)
      select ${properties.id}, ${message.senderId}::uuid, ${message.sentAt.toISOString()}::timestamptz from ${properties}
      where ${properties.id} = ${message.propertyId} and ${properties.userId} = ${message.receiverId}
        and ${properties.userId} <> ${message.senderId}
      on conflict do nothing
      returning property_id
    )
    insert into ${listingDailyStats} (property_id, day, inquiries)
    select property_id, ${viewDay(message.sentAt)}::date, 1 from first_time
    on conflict (property_id, day) do update set inquiries = ${listingDailyStats.inquiries} + 1`);
}
