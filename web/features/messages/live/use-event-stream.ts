import { useEffect, useRef, useState } from 'react';
import { STREAM_REPLACED_EVENT } from '../../../../common/constants';

/** idle: not connected yet (the first connection waits a moment); connecting: reconnecting after a drop. */
export type StreamStatus = 'idle' | 'connecting' | 'live' | 'offline';

interface Options {
  url: string;
  event: string;
  enabled: boolean;
  /** Wait this long before connecting, so the long-lived connection does not compete with the first load. */
  delayMs: number;
  onEvent: (data: string) => void;
  /** Each (re)connection; `first` is false after a drop, when something may have been missed. */
  onOpen: (first: boolean) => void;
}

// The browser reconnects by itself after a dropped connection; a refused one (e.g. signed out) closes for good,
// so that case is retried here, slowly.
const RETRY_CLOSED_MS = 15_000;
// STREAM_REPLACED_EVENT: sent when the account opened one stream too many and this one, the oldest, was
// ended (server/features/messages/messages.stream.ts). A tab in the background then waits until it is shown: reconnecting at once would
// end the next oldest tab, which would end the next, a minute apart, for as long as the tabs stay open.
const RETRY_REPLACED_MS = 60_000;

/** A Server-Sent Events subscription (EventSource with cookies) and its connection state. */
export function useEventStream({ url, event, enabled, delayMs, onEvent, onOpen }: Options): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('idle');
  const handlers = useRef({ onEvent, onOpen });
  useEffect(() => {
    handlers.current = { onEvent, onOpen };
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opened = false;

    let waitingToBeShown = false;
    const connectWhenShown = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', connectWhenShown);
      waitingToBeShown = false;
      connect();
    };
    const connect = () => {
      source = new EventSource(url, { withCredentials: true });
      source.addEventListener(event, (e) => handlers.current.onEvent((e as MessageEvent<string>).data));
      source.addEventListener(STREAM_REPLACED_EVENT, () => {
        source?.close();
        setStatus('offline');
        if (document.visibilityState === 'visible') {
          timer = setTimeout(connect, RETRY_REPLACED_MS);
        } else {
          waitingToBeShown = true;
          document.addEventListener('visibilitychange', connectWhenShown);
        }
      });
      source.onopen = () => {
        setStatus('live');
        handlers.current.onOpen(!opened);
        opened = true;
      };
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED) {
          setStatus('offline');
          source.close();
          timer = setTimeout(connect, RETRY_CLOSED_MS);
        } else if (opened) {
          setStatus('connecting');
        }
      };
    };
    timer = setTimeout(connect, delayMs);
    return () => {
      clearTimeout(timer);
      if (waitingToBeShown) document.removeEventListener('visibilitychange', connectWhenShown);
      source?.close();
    };
  }, [url, event, enabled, delayMs]);

  return enabled ? status : 'idle';
}
