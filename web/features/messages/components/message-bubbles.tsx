import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { SCAM_WARNING } from '../../../../common/safety-texts';
import { MessagesSquare } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { clockTime, dayLabel, fullTime } from '../inbox-format';
import type { Message } from '../../../../common/api/messages';

interface MessageBubblesProps {
  messages: Message[] | undefined;
  myId: string;
  otherName: string;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

const NEAR_BOTTOM_PX = 120;

/** The conversation, oldest first, with a line per day; stays at the newest message unless scrolled up. */
export function MessageBubbles({ messages, myId, otherName, isLoading, isError, onRetry }: MessageBubblesProps) {
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const count = messages?.length ?? 0;
  const last = messages?.[count - 1];

  useLayoutEffect(() => {
    const el = box.current;
    // Follow new messages when already at the bottom, and always after sending one.
    if (el && (atBottom.current || last?.senderId === myId)) el.scrollTop = el.scrollHeight;
  }, [count, last?.senderId, myId]);
  useEffect(() => {
    atBottom.current = true;
  }, [isLoading]);
  // The header filling in, or a phone keyboard opening, shrinks the box: stay on the newest message.
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = box.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
  };

  let body;
  if (isLoading) {
    body = <div className="flex h-full items-center justify-center text-slate-600"><Spinner className="size-6" label="Loading messages" /></div>;
  } else if (isError) {
    body = (
      <div className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center text-sm text-slate-600">
        The messages could not be loaded. Check your connection.
        <Button variant="outline" size="sm" onClick={onRetry}>Try again</Button>
      </div>
    );
  } else if (!count) {
    body = (
      <div className="flex h-full flex-col items-center justify-center gap-2 px-6 text-center text-sm text-slate-600">
        <MessagesSquare className="size-8 text-slate-400" aria-hidden="true" />
        No messages yet. Say hello, and ask about viewing times, the price or the paperwork.
      </div>
    );
  } else {
    body = (
      <ol className="space-y-1.5">
        {messages!.map((m, i) => {
          const mine = m.senderId === myId;
          const day = dayLabel(m.createdAt);
          const newDay = i === 0 || dayLabel(messages![i - 1]!.createdAt) !== day;
          return (
            <Fragment key={m.id}>
              {newDay ? (
                <li aria-hidden="true" className="flex justify-center py-2">
                  <span className="rounded-full bg-white px-3 py-0.5 text-xs font-medium text-slate-500 shadow-xs">{day}</span>
                </li>
              ) : null}
              <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                <div className={cn('max-w-[85%] rounded-2xl px-3.5 py-2 shadow-xs sm:max-w-[75%]', mine ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md bg-white text-slate-900')}>
                  <span className="sr-only">{mine ? 'You' : otherName}, {fullTime(m.createdAt)}: </span>
                  <p className="text-[15px] leading-snug break-words whitespace-pre-wrap">{m.content}</p>
                  <p aria-hidden="true" className={cn('mt-0.5 text-right text-[11px]', mine ? 'text-brand-100' : 'text-slate-500')}>
                    <time dateTime={m.createdAt} title={fullTime(m.createdAt)}>{clockTime(m.createdAt)}</time>
                  </p>
                  {m.safetyWarning && !mine ? <p role="alert" className="mt-1.5 rounded-lg bg-red-50 p-2 text-sm font-medium text-red-800">{SCAM_WARNING}</p> : null}
                </div>
              </li>
            </Fragment>
          );
        })}
      </ol>
    );
  }
  return (
    <div ref={box} onScroll={onScroll} role="log" aria-label={`Messages with ${otherName}`} aria-live="polite" className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-3 sm:px-5">
      {body}
    </div>
  );
}
