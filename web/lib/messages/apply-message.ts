// Writes a new message (sent here, or pushed by the live stream) and a read conversation into the query cache.
import type { QueryClient } from '@tanstack/react-query';
import { conversationKeys, type InboxData, type ThreadRef } from '../api/messages';
import { unreadCountKey } from '../api/unread-count';
import { threadOfMessage } from './thread-ref';
import type { Message } from '../../../common/api/messages';
import { appendToThread, applyMessageToInbox, markInboxThreadRead } from './inbox-cache';

/** Other views' copies of conversations (dashboard preview, closed contact dialogs) re-read when next shown. */
function markOtherCopiesStale(client: QueryClient) {
  void client.invalidateQueries({
    queryKey: conversationKeys.all,
    predicate: (q) => q.getObserversCount() === 0,
    refetchType: 'none',
  });
}

/**
 * `open` is the conversation on screen, and only while the page is visible: a message arriving there counts
 * as read. Returns whether the message was for that conversation (then it must be marked read on the server).
 */
export function applyNewMessage(client: QueryClient, message: Message, myId: string, open: ThreadRef | null): boolean {
  const ref = threadOfMessage(message, myId);
  client.setQueryData<Message[]>(conversationKeys.thread(ref), (old) => appendToThread(old, message));
  // Without a listing, the server's thread holds every message with that person.
  if (ref.propertyId) client.setQueryData<Message[]>(conversationKeys.thread({ ...ref, propertyId: null }), (old) => appendToThread(old, message));

  const inbox = client.getQueryData<InboxData>(conversationKeys.inbox);
  const isOpen = Boolean(open && open.otherId === ref.otherId && open.propertyId === ref.propertyId);
  const incoming = message.receiverId === myId;
  if (inbox) {
    const update = applyMessageToInbox(inbox, message, myId, open);
    if (update.kind === 'updated') client.setQueryData<InboxData>(conversationKeys.inbox, update.data);
    if (update.kind === 'unknown-conversation') void client.invalidateQueries({ queryKey: conversationKeys.inbox });
  }
  if (incoming && !isOpen) client.setQueryData<number>(unreadCountKey(myId), (n) => (n ?? 0) + 1);
  markOtherCopiesStale(client);
  return incoming && isOpen;
}

/** After a thread was marked read on the server: clear its unread count and re-read the total. */
export function afterThreadRead(client: QueryClient, myId: string, ref: ThreadRef) {
  client.setQueryData<InboxData>(conversationKeys.inbox, (d) => (d ? markInboxThreadRead(d, ref) : d));
  void client.invalidateQueries({ queryKey: unreadCountKey(myId) });
  markOtherCopiesStale(client);
}
