import { Search, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { sameThread, threadId, threadOfSummary } from '../../../lib/messages/thread-ref';
import type { ConversationSummary } from '../../../../common/api/messages';
import type { ThreadRef } from '../../../lib/api/messages';
import { ConversationItem } from './conversation-item';
import { pluralize } from '../../../../common/format';

interface ConversationListProps {
  conversations: ConversationSummary[];
  shown: ConversationSummary[];
  query: string;
  selected: ThreadRef | null;
  myId: string;
  now: number;
  isLoading: boolean;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export function ConversationSearch({ query, onQueryChange, disabled }: { query: string; onQueryChange: (q: string) => void; disabled?: boolean }) {
  return (
    <div className="relative">
      <Label htmlFor="conversation-search" className="sr-only">Search conversations</Label>
      <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input
        id="conversation-search"
        type="search"
        value={query}
        onChange={(e) => onQueryChange(e.target.value)}
        placeholder="Search by name or listing"
        autoComplete="off"
        disabled={disabled}
        className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {query ? (
        <button
          type="button"
          onClick={() => onQueryChange('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

/** The searchable list of conversations, newest first. */
export function ConversationList(props: ConversationListProps) {
  const { conversations, shown, query, selected, myId, now, isLoading, total, hasMore, loadingMore, onLoadMore } = props;
  if (isLoading) {
    return (
      <div className="space-y-1 p-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex gap-3 py-2">
            <Skeleton className="size-11 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-5/6" />
            </div>
          </div>
        ))}
        <span className="sr-only">Loading conversations</span>
      </div>
    );
  }
  const searching = Boolean(query.trim());
  return (
    <div>
      {searching ? (
        <p role="status" className="px-4 pb-2 text-xs text-slate-600">
          {shown.length === 0 ? `No conversations match “${query.trim()}”.` : `${shown.length} of ${pluralize(conversations.length, 'conversation')}`}
          {hasMore ? ` (searching the ${conversations.length} loaded of ${total})` : ''}
        </p>
      ) : null}
      {shown.length ? (
        <ul aria-label="Conversations" className="divide-y divide-slate-100 border-t border-slate-100">
          {shown.map((c) => {
            const ref = threadOfSummary(c);
            return (
              <li key={threadId(ref)}>
                <ConversationItem conversation={c} myId={myId} selected={sameThread(ref, selected)} now={now} />
              </li>
            );
          })}
        </ul>
      ) : null}
      {hasMore ? (
        <div className="border-t border-slate-100 p-3">
          <Button variant="ghost" className="w-full" onClick={onLoadMore} loading={loadingMore}>
            Load older conversations
          </Button>
        </div>
      ) : null}
    </div>
  );
}
