import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import type { ThreadMessage, ThreadRef } from '../types';

/** Same shape as the contact dialog's key, so both read and update one cached conversation. */
export function threadKey(ref: ThreadRef) {
  return ['/api/conversations', ref.otherId, { propertyId: ref.propertyId ?? undefined }] as const;
}

/** GET /api/conversations/:otherUserId?propertyId=: the messages, oldest first; the server marks mine read. */
export async function fetchThread(ref: ThreadRef, signal?: AbortSignal): Promise<ThreadMessage[]> {
  const query = ref.propertyId ? `?propertyId=${encodeURIComponent(ref.propertyId)}` : '';
  const messages = await apiGet<ThreadMessage[]>(`/api/conversations/${encodeURIComponent(ref.otherId)}${query}`, { signal });
  return Array.isArray(messages) ? messages : [];
}

/** The open conversation. `onRead` runs after each fetch: the server has just marked the messages read. */
export function useThread(ref: ThreadRef, onRead: () => void) {
  return useQuery({
    queryKey: threadKey(ref),
    queryFn: async ({ signal }) => {
      const messages = await fetchThread(ref, signal);
      onRead();
      return messages;
    },
    // Opening a conversation is what marks it read, so it is always fetched when opened.
    refetchOnMount: 'always',
  });
}
