// Answers of the messaging API (server messages.presenter and messages.service).
import { z } from 'zod';
import { userTypeSchema } from './users.js';

const isoDate = z.iso.datetime();

/**
 * One message, as POST /api/messages (201), GET /api/conversations/:otherUserId (a plain array, oldest first)
 * and the live stream's `message` events carry it.
 */
export const messageSchema = z.strictObject({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  propertyId: z.string().nullable(),
  content: z.string(),
  createdAt: isoDate,
  readAt: isoDate.nullable(),
  /** The message asks for money before a viewing (issue 15): the receiver's screen shows SCAM_WARNING under it. */
  safetyWarning: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** The other person of a conversation; the names are null if the account is gone. */
export const conversationPersonSchema = z.strictObject({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  userType: userTypeSchema.nullable(),
  /** An agent whose licence number an admin checked (issue 30): the thread says 'Licensed Agent' only then. */
  licenceChecked: z.boolean(),
});
export type ConversationPerson = z.infer<typeof conversationPersonSchema>;

export const conversationListingSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
});
export type ConversationListing = z.infer<typeof conversationListingSchema>;

/** One inbox entry: the latest message per (other person, listing) and how many of it are unread. */
export const conversationSummarySchema = z.strictObject({
  otherUser: conversationPersonSchema,
  property: conversationListingSchema.nullable(),
  lastMessage: z.strictObject({ id: z.string(), senderId: z.string(), content: z.string(), createdAt: isoDate }),
  unreadCount: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /api/conversations?limit&offset: an object (not a plain array), newest conversation first. */
export const conversationPageSchema = z.strictObject({
  items: z.array(conversationSummarySchema),
  total: z.number().int().min(0),
  unreadTotal: z.number().int().min(0),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** GET /api/messages/unread-count. */
export const unreadCountSchema = z.strictObject({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
