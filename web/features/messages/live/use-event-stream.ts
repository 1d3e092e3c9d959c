import { useEffect, useRef, useState } from 'react';

export type StreamStatus = 'connecting' | 'live' | 'offline';

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
  const [status, setStatus] = useState<StreamStatus>('connecting');
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
      setStatus('connecting');
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
        } else {
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

  return enabled ? status : 'offline';
}
