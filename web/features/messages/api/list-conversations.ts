import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import type { ConversationPage } from '../types';

export const INBOX_PAGE_SIZE = 30;
/** Not URL-shaped: the inbox pages with its own query function, and live updates rewrite this cache. */
export const INBOX_KEY = ['messages', 'inbox'] as const;
export type InboxData = InfiniteData<ConversationPage, number>;

/** GET /api/conversations?limit&offset: one entry per person and listing, newest first, with unread counts. */
export function fetchConversations(offset: number, signal?: AbortSignal): Promise<ConversationPage> {
  return apiGet<ConversationPage>(`/api/conversations?limit=${INBOX_PAGE_SIZE}&offset=${offset}`, { signal });
}

export function useInbox() {
  return useInfiniteQuery<ConversationPage, Error, InboxData, typeof INBOX_KEY, number>({
    queryKey: INBOX_KEY,
    queryFn: ({ pageParam, signal }) => fetchConversations(pageParam, signal),
    initialPageParam: 0,
    // Server offsets: live updates only move entries to the top, so pages may overlap (deduplicated) but never skip.
    getNextPageParam: (last, pages) => (pages.length * INBOX_PAGE_SIZE < last.total ? pages.length * INBOX_PAGE_SIZE : undefined),
    // Nothing is pushed while the page is closed: read the inbox afresh each time it opens.
    refetchOnMount: 'always',
  });
}
