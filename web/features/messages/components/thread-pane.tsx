import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../common/api/users';
import { useListing } from '../../../lib/api/listings';
import { useMarkReadWhenShown, useThread, type ThreadRef } from '../../../lib/api/messages';
import { personName } from '../inbox-format';
import { afterThreadRead } from '../../../lib/messages/apply-message';
import type { ConversationSummary, Message } from '../../../../common/api/messages';
import { Composer } from './composer';
import { MessageBubbles } from './message-bubbles';
import { ThreadHeader } from './thread-header';

interface ThreadPaneProps {
  me: CurrentUser;
  thread: ThreadRef;
  /** The list entry, when loaded: names the person and the listing without another request. */
  summary: ConversationSummary | null;
  /** Whether the list has loaded: only then does a missing entry mean the listing must be looked up. */
  listLoaded: boolean;
  onSent: (message: Message) => void;
  onBack: () => void;
}

/** One conversation: header, messages and the reply box. Mounted per conversation (keyed by the caller). */
export function ThreadPane({ me, thread, summary, listLoaded, onSent, onBack }: ThreadPaneProps) {
  const client = useQueryClient();
  const messages = useThread(thread, { fresh: true });
  useMarkReadWhenShown(thread, messages.data, messages.isSuccess && !messages.isFetching, me.id, () => afterThreadRead(client, me.id, thread));
  // Opened from the list on a phone: the list (and the focused entry) is hidden now.
  const [takeFocus] = useState(() => Boolean((window.history.state as { fromInbox?: boolean } | null)?.fromInbox && window.matchMedia?.('(max-width: 767px)').matches));
  const fallback = useListing(thread.propertyId ?? '', { enabled: listLoaded && !summary && Boolean(thread.propertyId) }).data;

  const listerIsOther = fallback?.userId === thread.otherId;
  const lister = listerIsOther && fallback?.user ? { ...fallback.user, licenceChecked: fallback.user.badges.licenceChecked } : null;
  const person = summary?.otherUser ?? lister;
  const name = personName(person, listerIsOther ? 'Property Owner' : 'Salone Homes user');
  const listing = summary?.property ?? (fallback ? { id: fallback.id, title: fallback.title } : null);

  return (
    <section aria-label={`Conversation with ${name}`} className="flex h-full min-h-0 flex-col">
      <ThreadHeader name={name} person={person} listing={listing} onBack={onBack} takeFocus={takeFocus} />
      <MessageBubbles
        messages={messages.data}
        myId={me.id}
        otherName={name}
        isLoading={messages.isPending}
        isError={messages.isError && !messages.data}
        onRetry={() => void messages.refetch()}
      />
      <Composer me={me} thread={thread} otherName={name} onSent={onSent} />
    </section>
  );
}
