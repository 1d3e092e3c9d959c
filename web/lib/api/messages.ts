// Conversations (common/api/messages): the inbox, one thread, sending and marking read. The contact dialog and
// the inbox read a thread through the same query, so both show and update one cached conversation.
import { useEffect, useRef } from 'react';
import {
  infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData,
} from '@tanstack/react-query';
import type { ConversationPage, Message } from '../../../common/api/messages';
import { apiGet, apiRequest } from './http';

/** Which conversation: the other person, and the listing it is about (null: not about a listing). */
export interface ThreadRef {
  otherId: string;
  propertyId: string | null;
}

export const conversationKeys = {
  all: ['conversations'] as const,
  inbox: ['conversations', 'inbox'] as const,
  recent: (limit: number) => ['conversations', 'recent', limit] as const,
  thread: (ref: ThreadRef) => ['conversations', 'thread', ref.otherId, ref.propertyId] as const,
};

const threadPath = (ref: ThreadRef) => `/api/conversations/${encodeURIComponent(ref.otherId)}`;

/** GET /api/conversations/:otherUserId?propertyId=: the messages, oldest first. */
export function fetchThread(ref: ThreadRef, signal?: AbortSignal): Promise<Message[]> {
  const query = ref.propertyId ? `?propertyId=${encodeURIComponent(ref.propertyId)}` : '';
  return apiGet<Message[]>(threadPath(ref) + query, { signal });
}

export const threadQuery = (ref: ThreadRef) => queryOptions({
  queryKey: conversationKeys.thread(ref),
  queryFn: ({ signal }) => fetchThread(ref, signal),
});

/** `fresh`: read it again on opening (the inbox, where nothing was pushed while it was closed). */
export function useThread(ref: ThreadRef, { fresh = false } = {}) {
  return useQuery({ ...threadQuery(ref), refetchOnMount: fresh ? 'always' : true });
}

/** POST /api/conversations/:otherUserId/read (204): my messages in that conversation are read. */
export function markThreadRead(ref: ThreadRef): Promise<null> {
  return apiRequest<null>('POST', `${threadPath(ref)}/read`, ref.propertyId ? { propertyId: ref.propertyId } : undefined);
}

/**
 * Marks a conversation read once it is on screen and read from the server (`ready`), when something in it is
 * addressed to me and unread; then `onDone` brings the counts up to date. `onDone` runs whatever the answer:
 * it reads the counts again from the server, which knows. Messages arriving later into an open conversation
 * are marked by the live inbox.
 */
export function useMarkReadWhenShown(ref: ThreadRef, messages: Message[] | undefined, ready: boolean, myId: string, onDone: () => void) {
  const latest = useRef({ messages, onDone });
  useEffect(() => {
    latest.current = { messages, onDone };
  });
  const { otherId, propertyId } = ref;
  useEffect(() => {
    if (!ready || !latest.current.messages?.some((m) => m.receiverId === myId && !m.readAt)) return;
    let active = true;
    void markThreadRead({ otherId, propertyId })
      .catch(() => undefined)
      .finally(() => active && latest.current.onDone());
    return () => {
      active = false;
    };
  }, [ready, otherId, propertyId, myId]);
}

export const INBOX_PAGE_SIZE = 30;
export type InboxData = InfiniteData<ConversationPage, number>;

/** GET /api/conversations?limit&offset: one entry per person and listing, newest first, with unread counts. */
export function fetchConversations(limit: number, offset: number, signal?: AbortSignal): Promise<ConversationPage> {
  return apiGet<ConversationPage>(`/api/conversations?limit=${limit}&offset=${offset}`, { signal });
}

export const inboxQuery = infiniteQueryOptions<ConversationPage, Error, InboxData, typeof conversationKeys.inbox, number>({
  queryKey: conversationKeys.inbox,
  queryFn: ({ pageParam, signal }) => fetchConversations(INBOX_PAGE_SIZE, pageParam, signal),
  initialPageParam: 0,
  // Server offsets: live updates only move entries to the top, so pages may overlap (deduplicated) but never skip.
  getNextPageParam: (last, pages) => (pages.length * INBOX_PAGE_SIZE < last.total ? pages.length * INBOX_PAGE_SIZE : undefined),
  // Nothing is pushed while the page is closed: read the inbox afresh each time it opens.
  refetchOnMount: 'always',
});

export function useInbox() {
  return useInfiniteQuery(inboxQuery);
}

const RECENT_CONVERSATIONS = 5;

/** The dashboard's preview: the latest few conversations. */
export const recentConversationsQuery = queryOptions({
  queryKey: conversationKeys.recent(RECENT_CONVERSATIONS),
  queryFn: ({ signal }) => fetchConversations(RECENT_CONVERSATIONS, 0, signal),
});

export function useRecentConversations() {
  return useQuery(recentConversationsQuery);
}

export interface SendMessageInput {
  receiverId: string;
  propertyId: string | null;
  content: string;
}

/** POST /api/messages → 201 with the message. 403 mentioning 'verification required': verify first. */
export function sendMessage(input: SendMessageInput): Promise<Message> {
  return apiRequest<Message>('POST', '/api/messages', input);
}

/**
 * Sends. `onSent` puts the message into the caches itself (the inbox: the live stream may deliver it too, it is
 * deduplicated); without it the conversation is read again.
 */
export function useSendMessage(onSent?: (message: Message) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, input) => {
      if (onSent) return onSent(message);
      return client.invalidateQueries({ queryKey: conversationKeys.thread({ otherId: input.receiverId, propertyId: input.propertyId }) });
    },
  });
}
