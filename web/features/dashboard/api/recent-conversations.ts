import { useQuery } from '@tanstack/react-query';

/** GET /api/conversations: the latest conversation per person and listing, with unread counts. */
export interface ConversationSummary {
  otherUser: { id: string; firstName: string | null; lastName: string | null; profileImageUrl: string | null; userType: string | null };
  property: { id: string; title: string; imageUrl: string | null } | null;
  lastMessage: { id: string; senderId: string; content: string; createdAt: string };
  unreadCount: number;
}

export interface ConversationPage {
  items: ConversationSummary[];
  total: number;
  unreadTotal: number;
}

export const RECENT_CONVERSATIONS_KEY = ['/api/conversations', { limit: 5 }] as const;

export function useRecentConversations() {
  return useQuery<ConversationPage>({ queryKey: RECENT_CONVERSATIONS_KEY });
}
