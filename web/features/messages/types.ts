// Shapes of the messaging API (server/features/messages): the inbox list, a thread and its messages.

export interface ConversationPerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  userType: string | null;
}

export interface ConversationListing {
  id: string;
  title: string;
  imageUrl: string | null;
}

export interface ConversationSummary {
  otherUser: ConversationPerson;
  property: ConversationListing | null;
  lastMessage: { id: string; senderId: string; content: string; createdAt: string };
  unreadCount: number;
}

/** GET /api/conversations: newest conversation first. */
export interface ConversationPage {
  items: ConversationSummary[];
  total: number;
  unreadTotal: number;
}

/** One message as POST /api/messages, GET /api/conversations/:id and the live stream return it. */
export interface ThreadMessage {
  id: string;
  senderId: string;
  receiverId: string;
  propertyId: string | null;
  content: string;
  createdAt: string;
  readAt?: string | null;
}

/** Which conversation: the other person, and the listing it is about (null: not about a listing). */
export interface ThreadRef {
  otherId: string;
  propertyId: string | null;
}
