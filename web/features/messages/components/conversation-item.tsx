import { Link } from 'wouter';
import { Home } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { fullTime, personName, relativeTime } from '../inbox-format';
import { threadHref, threadOfSummary } from '../../../lib/messages/thread-ref';
import type { ConversationSummary } from '../../../../common/api/messages';
import { PersonAvatar } from './person-avatar';

interface ConversationItemProps {
  conversation: ConversationSummary;
  myId: string;
  selected: boolean;
  now: number;
}

/** One conversation in the list: who, which listing, the last message, when, and how many are unread. */
export function ConversationItem({ conversation: c, myId, selected, now }: ConversationItemProps) {
  // The open conversation is being read as messages arrive, so it never shows as unread.
  const unread = selected ? 0 : c.unreadCount;
  const name = personName(c.otherUser);
  const when = relativeTime(c.lastMessage.createdAt, now);
  const mine = c.lastMessage.senderId === myId;
  return (
    <Link
      href={threadHref(threadOfSummary(c))}
      state={{ fromInbox: true }}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex gap-3 px-4 py-3 transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset',
        selected ? 'bg-brand-50' : 'hover:bg-slate-50',
      )}
    >
      <PersonAvatar person={c.otherUser} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-[15px] text-slate-900', unread ? 'font-bold' : 'font-semibold')}>{name}</span>
          <time dateTime={c.lastMessage.createdAt} title={fullTime(c.lastMessage.createdAt)} className={cn('shrink-0 text-xs', unread ? 'font-semibold text-brand-700' : 'text-slate-600')}>
            <span aria-hidden="true">{when.short}</span>
            <span className="sr-only">{when.long}</span>
          </time>
        </div>
        <div className="mt-0.5 flex min-w-0 items-center gap-1.5 text-xs text-slate-600">
          {c.property?.imageUrl ? (
            <img src={c.property.imageUrl} alt="" width={20} height={20} loading="lazy" decoding="async" className="size-5 shrink-0 rounded object-cover" />
          ) : (
            <Home className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
          )}
          <span className="truncate">{c.property?.title ?? 'General enquiry'}</span>
        </div>
        <div className="mt-1 flex items-center justify-between gap-2">
          <p className={cn('truncate text-sm', unread ? 'font-medium text-slate-900' : 'text-slate-600')}>
            {mine ? <span className="text-slate-600">You: </span> : null}
            {c.lastMessage.content}
          </p>
          {unread ? (
            <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-[11px] font-bold text-white tabular-nums">
              {unread > 99 ? '99+' : unread}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
