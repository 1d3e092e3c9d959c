// Writes a new message (sent here, or pushed by the live stream) and a read conversation into the query cache.
import type { QueryClient } from '@tanstack/react-query';
import { INBOX_KEY, type InboxData } from '../api/list-conversations';
import { threadKey } from '../api/get-thread';
import { unreadCountKey } from '../api/unread-count';
import { threadOfMessage } from '../thread-ref';
import type { ThreadMessage, ThreadRef } from '../types';
import { appendToThread, applyMessageToInbox, markInboxThreadRead } from './inbox-cache';

/** Other views' copies of conversations (dashboard preview, closed contact dialogs) re-read when next shown. */
function markOtherCopiesStale(client: QueryClient) {
  void client.invalidateQueries({
    predicate: (q) => q.queryKey[0] === '/api/conversations' && q.getObserversCount() === 0,
    refetchType: 'none',
  });
}

/**
 * `open` is the conversation on screen, and only while the page is visible: a message arriving there counts
 * as read. Returns whether the message was for that conversation (then it must be marked read on the server).
 */
export function applyNewMessage(client: QueryClient, message: ThreadMessage, myId: string, open: ThreadRef | null): boolean {
  const ref = threadOfMessage(message, myId);
  client.setQueryData<ThreadMessage[]>(threadKey(ref), (old) => appendToThread(old, message));
  // Without a listing, the server's thread holds every message with that person.
  if (ref.propertyId) client.setQueryData<ThreadMessage[]>(threadKey({ ...ref, propertyId: null }), (old) => appendToThread(old, message));

  const inbox = client.getQueryData<InboxData>(INBOX_KEY);
  const isOpen = Boolean(open && open.otherId === ref.otherId && open.propertyId === ref.propertyId);
  const incoming = message.receiverId === myId;
  if (inbox) {
    const update = applyMessageToInbox(inbox, message, myId, open);
    if (update.kind === 'updated') client.setQueryData<InboxData>(INBOX_KEY, update.data);
    if (update.kind === 'unknown-conversation') void client.invalidateQueries({ queryKey: INBOX_KEY });
  }
  if (incoming && !isOpen) client.setQueryData<number>(unreadCountKey(myId), (n) => (n ?? 0) + 1);
  markOtherCopiesStale(client);
  return incoming && isOpen;
}

/** After a thread was fetched (the server marked it read): clear its unread count and re-read the total. */
export function afterThreadRead(client: QueryClient, myId: string, ref: ThreadRef) {
  client.setQueryData<InboxData>(INBOX_KEY, (d) => (d ? markInboxThreadRead(d, ref) : d));
  void client.invalidateQueries({ queryKey: unreadCountKey(myId) });
  markOtherCopiesStale(client);
}
