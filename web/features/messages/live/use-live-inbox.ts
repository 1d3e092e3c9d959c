import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { conversationKeys, markThreadRead, type InboxData, type ThreadRef } from '../../../lib/api/messages';
import { fetchUnreadCount, unreadCountKey } from '../../../lib/api/unread-count';
import type { Message } from '../../../../common/api/messages';
import { afterThreadRead, applyNewMessage } from '../../../lib/messages/apply-message';
import { parseStreamMessage } from '../../../lib/messages/inbox-cache';
import { useEventStream, type StreamStatus } from './use-event-stream';

const STREAM_URL = '/api/messages/stream';
const STREAM_DELAY_MS = 1500;
const MARK_READ_DELAY_MS = 800;

function isVisible() {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

/**
 * Keeps the inbox, the open thread and the unread badge current from the live stream while the inbox is
 * open. Returns the stream's state and `received`, for messages this tab sent itself (deduplicated).
 */
export function useLiveInbox(myId: string, open: ThreadRef | null, enabled: boolean) {
  const client = useQueryClient();
  const openRef = useRef(open);
  const seen = useRef(new Set<string>());
  const pendingRead = useRef(false);
  const readTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    openRef.current = open;
    pendingRead.current = false;
  }, [open]);

  // A message arriving into the open thread is read on screen: tell the server (no need to read the thread
  // again, the message is in it already); bursts share one call.
  const markOpenRead = useCallback(() => {
    clearTimeout(readTimer.current);
    readTimer.current = setTimeout(() => {
      const current = openRef.current;
      pendingRead.current = false;
      if (!current) return;
      void markThreadRead(current)
        .catch(() => undefined)
        .finally(() => afterThreadRead(client, myId, current));
    }, MARK_READ_DELAY_MS);
  }, [client, myId]);

  const received = useCallback(
    (message: Message) => {
      if (seen.current.has(message.id)) return;
      seen.current.add(message.id);
      const visible = isVisible();
      const forOpen = applyNewMessage(client, message, myId, visible ? openRef.current : null);
      if (forOpen) markOpenRead();
      else if (!visible && message.receiverId === myId && openRef.current) pendingRead.current = true;
    },
    [client, myId, markOpenRead],
  );

  useEffect(() => {
    const onVisible = () => {
      if (isVisible() && pendingRead.current) markOpenRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(readTimer.current);
    };
  }, [markOpenRead]);

  // On (re)connecting, a cheap count tells whether anything arrived while no stream was open.
  const onOpen = useCallback(
    async (first: boolean) => {
      try {
        const count = await fetchUnreadCount();
        const known = client.getQueryData<InboxData>(conversationKeys.inbox)?.pages[0]?.unreadTotal;
        client.setQueryData(unreadCountKey(myId), count);
        if (!first || count !== known) {
          void client.invalidateQueries({ queryKey: conversationKeys.inbox });
          if (openRef.current) void client.invalidateQueries({ queryKey: conversationKeys.thread(openRef.current), exact: true });
        }
      } catch {
        /* offline again: the next connection tries once more */
      }
    },
    [client, myId],
  );

  const status: StreamStatus = useEventStream({
    url: STREAM_URL,
    event: 'message',
    enabled,
    delayMs: STREAM_DELAY_MS,
    onEvent: (data) => {
      const message = parseStreamMessage(data);
      if (message) received(message);
    },
    onOpen: (first) => void onOpen(first),
  });
  return { status, received };
}
