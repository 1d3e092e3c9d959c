import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Container, PageHeader } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { CurrentUser } from '../../../../common/api/users';
import { useInbox } from '../../../lib/api/messages';
import { unreadCountKey } from '../../../lib/api/unread-count';
import { filterConversations } from '../conversation-filter';
import { flattenInbox } from '../../../lib/messages/inbox-cache';
import { useLiveInbox } from '../live/use-live-inbox';
import { sameThread, threadId, threadOfSummary } from '../../../lib/messages/thread-ref';
import { useNow } from '../use-now';
import { useThreadSelection } from '../use-thread-selection';
import { ConversationList, ConversationSearch } from './conversation-list';
import { EmptyInbox, NoThreadSelected, SecureNote } from './inbox-notes';
import { LiveStatus } from './live-status';
import { ThreadPane } from './thread-pane';

const PHONE_QUERY = '(max-width: 767px)';

/** Conversations list and the open thread: side by side on wide screens; list, then thread, on phones. */
export function Inbox({ me }: { me: CurrentUser }) {
  const client = useQueryClient();
  const { selected, close } = useThreadSelection();
  const inbox = useInbox();
  const [query, setQuery] = useState('');
  const now = useNow();
  const conversations = useMemo(() => flattenInbox(inbox.data), [inbox.data]);
  const shown = useMemo(() => filterConversations(conversations, query), [conversations, query]);
  const live = useLiveInbox(me.id, selected, inbox.isSuccess);
  const summary = selected ? conversations.find((c) => sameThread(threadOfSummary(c), selected)) ?? null : null;

  // Opening the inbox refreshes the unread badge in the navigation bars.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: unreadCountKey(me.id) });
  }, [client, me.id]);
  // On phones the thread replaces the list: start it at the top of the screen.
  const openId = selected ? threadId(selected) : null;
  useEffect(() => {
    if (openId && window.matchMedia?.(PHONE_QUERY).matches) window.scrollTo(0, 0);
  }, [openId]);

  const listEmpty = inbox.isSuccess && conversations.length === 0;
  const isEmpty = listEmpty && !selected;
  const failed = inbox.isError && !inbox.data;
  const onPhoneThread = selected ? 'max-md:hidden' : '';

  return (
    <Container className="pb-6">
      <PageHeader
        title="Messages"
        description="Your conversations with property owners, agents and home hunters."
        className={cn('mb-4 sm:mb-6', onPhoneThread)}
      />
      <div
        className={cn(
          !isEmpty && 'gap-4 md:grid md:h-[calc(100dvh-13rem)] md:min-h-[32rem] md:grid-cols-[20rem_minmax(0,1fr)] lg:grid-cols-[23rem_minmax(0,1fr)]',
        )}
      >
        <Card className={cn('flex min-h-0 flex-col overflow-hidden', onPhoneThread)}>
          <div className="space-y-3 p-4">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-lg font-semibold tracking-tight text-slate-900">Your Conversations</h2>
              {listEmpty || failed ? null : <LiveStatus status={live.status} />}
            </div>
            <ConversationSearch query={query} onQueryChange={setQuery} disabled={listEmpty || failed} />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {failed ? (
              <div className="flex flex-col items-center gap-3 px-4 pt-4 pb-8 text-center text-sm text-slate-600">
                Your conversations could not be loaded. Check your connection.
                <Button variant="outline" size="sm" onClick={() => void inbox.refetch()}>Try again</Button>
              </div>
            ) : listEmpty ? (
              <EmptyInbox />
            ) : (
              <ConversationList
                conversations={conversations}
                shown={shown}
                query={query}
                selected={selected}
                myId={me.id}
                now={now}
                isLoading={inbox.isPending}
                total={inbox.data?.pages[0]?.total ?? 0}
                hasMore={inbox.hasNextPage}
                loadingMore={inbox.isFetchingNextPage}
                onLoadMore={() => void inbox.fetchNextPage()}
              />
            )}
          </div>
        </Card>
        {isEmpty ? null : (
          <Card
            className={cn(
              'flex min-h-0 flex-col overflow-hidden',
              selected ? 'max-md:h-[calc(100dvh-8.5rem-env(safe-area-inset-bottom))]' : 'max-md:hidden',
            )}
          >
            {selected ? (
              <ThreadPane key={threadId(selected)} me={me} thread={selected} summary={summary} listLoaded={inbox.isSuccess} onSent={live.received} onBack={close} />
            ) : (
              <NoThreadSelected />
            )}
          </Card>
        )}
      </div>
      <SecureNote className={cn('mt-4 sm:mt-6', onPhoneThread)} />
    </Container>
  );
}
