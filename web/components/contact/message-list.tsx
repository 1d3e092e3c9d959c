import { useEffect, useRef } from 'react';
import { MessagesSquare } from 'lucide-react';
import { Spinner } from '../ui/spinner';
import { cn } from '../../lib/cn';
import type { Message } from '../../../common/api/messages';
import { SCAM_WARNING } from '../../../common/safety-texts';

const time = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

interface MessageListProps {
  messages: Message[] | undefined;
  myId: string;
  isLoading: boolean;
  isError: boolean;
}

/** The conversation, oldest first, kept scrolled to the newest message. */
export function MessageList({ messages, myId, isLoading, isError }: MessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages?.length]);

  return (
    <div role="log" aria-label="Conversation" aria-live="polite" className="h-64 overflow-y-auto rounded-2xl border border-slate-200 bg-slate-50 p-3 sm:h-72">
      {isLoading ? (
        <div className="flex h-full items-center justify-center text-slate-600">
          <Spinner className="size-5" label="Loading messages" />
        </div>
      ) : isError ? (
        <p className="flex h-full items-center justify-center px-4 text-center text-sm text-slate-600">Earlier messages could not be loaded.</p>
      ) : !messages?.length ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 px-4 text-center text-sm text-slate-600">
          <MessagesSquare className="size-7 text-slate-400" aria-hidden="true" />
          No messages yet. Ask about viewing times, the price or the paperwork.
        </div>
      ) : (
        <ol className="space-y-2">
          {messages.map((m) => {
            const mine = m.senderId === myId;
            return (
              <li key={m.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                <div className={cn('max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-sm', mine ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md bg-white text-slate-900')}>
                  <span className="sr-only">{mine ? 'You: ' : 'Them: '}</span>
                  <p className="break-words whitespace-pre-wrap">{m.content}</p>
                  <p className={cn('mt-1 text-[11px]', mine ? 'text-brand-100' : 'text-slate-500')}>{time.format(new Date(m.createdAt))}</p>
                  {m.safetyWarning && !mine ? <p role="alert" className="mt-1.5 rounded-lg bg-red-50 p-2 text-xs font-medium text-red-800">{SCAM_WARNING}</p> : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div ref={end} />
    </div>
  );
}
