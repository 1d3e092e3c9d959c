// How a new message (sent, or pushed by the live stream) changes the cached inbox and threads, without a
// refetch. Pure, so it is unit-tested; apply-message.ts writes the results into the query cache.
import type { InboxData, ThreadRef } from '../api/messages';
import { sameThread, threadId, threadOfMessage, threadOfSummary } from './thread-ref';
import type { ConversationSummary, Message } from '../../../common/api/messages';

/** Every loaded entry once (offset pages can overlap after live re-sorting), newest first as loaded. */
export function flattenInbox(data: InboxData | undefined): ConversationSummary[] {
  const seen = new Set<string>();
  const out: ConversationSummary[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.items) {
      const id = threadId(threadOfSummary(item));
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(item);
    }
  }
  return out;
}

function withUnreadDelta(data: InboxData, delta: number): InboxData {
  if (!delta) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, unreadTotal: Math.max(0, p.unreadTotal + delta) })) };
}

function removeEntry(data: InboxData, ref: ThreadRef): InboxData {
  return { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((c) => !sameThread(threadOfSummary(c), ref)) })) };
}

export type InboxUpdate = { kind: 'unchanged' } | { kind: 'updated'; data: InboxData } | { kind: 'unknown-conversation' };

/**
 * Moves the message's conversation to the top with the message as its preview; a message to me counts as
 * unread unless that conversation is open on screen. A conversation not loaded yet needs a refetch (its
 * person and listing are not in the message).
 */
export function applyMessageToInbox(data: InboxData, message: Message, myId: string, open: ThreadRef | null): InboxUpdate {
  const ref = threadOfMessage(message, myId);
  const entries = flattenInbox(data);
  const entry = entries.find((c) => sameThread(threadOfSummary(c), ref));
  if (!entry) return { kind: 'unknown-conversation' };
  const isOpen = sameThread(ref, open);
  const incoming = message.receiverId === myId;
  if (entry.lastMessage.id === message.id || entry.lastMessage.createdAt > message.createdAt) {
    return { kind: 'unchanged' };
  }
  const unreadCount = isOpen ? 0 : entry.unreadCount + (incoming ? 1 : 0);
  const updated: ConversationSummary = {
    ...entry,
    lastMessage: { id: message.id, senderId: message.senderId, content: message.content, createdAt: message.createdAt },
    unreadCount,
  };
  const without = removeEntry(data, ref);
  const [first, ...rest] = without.pages;
  if (!first) return { kind: 'unknown-conversation' };
  const moved: InboxData = { ...without, pages: [{ ...first, items: [updated, ...first.items] }, ...rest] };
  return { kind: 'updated', data: withUnreadDelta(moved, unreadCount - entry.unreadCount) };
}

/** The conversation was just read (its thread fetched): no unread messages left in it. */
export function markInboxThreadRead(data: InboxData, ref: ThreadRef): InboxData {
  const entry = flattenInbox(data).find((c) => sameThread(threadOfSummary(c), ref));
  if (!entry || entry.unreadCount === 0) return data;
  const cleared: InboxData = {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      items: p.items.map((c) => (sameThread(threadOfSummary(c), ref) ? { ...c, unreadCount: 0 } : c)),
    })),
  };
  return withUnreadDelta(cleared, -entry.unreadCount);
}

/** The thread with the message in its place (oldest first), once. Undefined stays undefined (not loaded). */
export function appendToThread(messages: Message[] | undefined, message: Message): Message[] | undefined {
  if (!messages) return messages;
  if (messages.some((m) => m.id === message.id)) return messages;
  const next = [...messages, message];
  next.sort((a, b) => (a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? -1 : 1));
  return next;
}

/** A pushed event's data, checked: anything that is not a message is ignored. */
export function parseStreamMessage(data: string): Message | null {
  try {
    const m = JSON.parse(data) as Partial<Message> | null;
    if (!m || typeof m !== 'object') return null;
    const strings = [m.id, m.senderId, m.receiverId, m.content, m.createdAt].every((v) => typeof v === 'string');
    if (!strings) return null;
    return { ...(m as Message), propertyId: typeof m.propertyId === 'string' ? m.propertyId : null };
  } catch {
    return null;
  }
}
