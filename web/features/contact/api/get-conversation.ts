import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import type { Message } from '../types';

export const conversationKey = (receiverId: string, propertyId: string) => ['/api/conversations', receiverId, { propertyId }] as const;

/** The list may come as a plain array or wrapped ({ items } / { messages }): read either. */
function toMessages(data: unknown): Message[] {
  if (Array.isArray(data)) return data as Message[];
  if (data && typeof data === 'object') {
    const d = data as { items?: unknown; messages?: unknown };
    if (Array.isArray(d.items)) return d.items as Message[];
    if (Array.isArray(d.messages)) return d.messages as Message[];
  }
  return [];
}

/** GET /api/conversations/:receiverId?propertyId=...: the messages between me and the lister about one listing. */
export async function fetchConversation(receiverId: string, propertyId: string, signal?: AbortSignal): Promise<Message[]> {
  const url = `/api/conversations/${encodeURIComponent(receiverId)}?propertyId=${encodeURIComponent(propertyId)}`;
  const messages = toMessages(await apiGet<unknown>(url, { signal }));
  return [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function useConversation(receiverId: string, propertyId: string) {
  return useQuery({
    queryKey: conversationKey(receiverId, propertyId),
    queryFn: ({ signal }) => fetchConversation(receiverId, propertyId, signal),
  });
}
