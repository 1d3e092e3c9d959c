import { useEffect, useRef, useState } from 'react';

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

    const connect = () => {
      source = new EventSource(url, { withCredentials: true });
      source.addEventListener(event, (e) => handlers.current.onEvent((e as MessageEvent<string>).data));
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
      source?.close();
    };
  }, [url, event, enabled, delayMs]);

  return enabled ? status : 'idle';
}
