import { useState, type ComponentType, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast-store';
import { errorMessage } from '../../../lib/api/http';
import { handleLoggedOut } from '../../../lib/unauthorized';

export type Decision = 'approve' | 'reject';

/** The waiting list as the paged admin queries give it. */
interface PendingQueue<T> {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  items: T[];
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

type ReviewInput = { id: string; status: 'approved' } | { id: string; status: 'rejected'; rejectionReason?: string };
interface ReviewMutation {
  mutate: (input: ReviewInput, options: { onSuccess: () => void; onError: (error: Error) => void; onSettled: () => void }) => void;
}

export interface ReviewItemProps<T> {
  item: T;
  busy: Decision | null;
  onApprove: () => void;
  onReject: (reason?: string) => void;
}

/** What a queue shows, apart from its data. */
export interface ReviewQueueSetup<T> {
  heading: string;
  headingId: string;
  Item: ComponentType<ReviewItemProps<T>>;
  /** Classes of the list and of its loading placeholders (cards stacked, or two columns). */
  listClassName: string;
  placeholderClassName: string;
  texts: {
    loadError: string;
    empty: { icon: LucideIcon; title: string; description: string };
    updated: string;
    decided: (item: T, decision: Decision) => string;
    failed: string;
  };
}

interface ReviewQueueProps<T extends { id: string }> extends ReviewQueueSetup<T> {
  queue: PendingQueue<T>;
  review: ReviewMutation;
}

/** An admin review queue (listings on /admin, accounts on /user-management): approve, or reject with a reason. */
export function ReviewQueue<T extends { id: string }>({ heading, headingId, queue, review, Item, listClassName, placeholderClassName, texts }: ReviewQueueProps<T>) {
  const [busy, setBusy] = useState<{ id: string; decision: Decision } | null>(null);

  function decide(item: T, decision: Decision, reason?: string) {
    setBusy({ id: item.id, decision });
    const input: ReviewInput = decision === 'approve' ? { id: item.id, status: 'approved' } : { id: item.id, status: 'rejected', rejectionReason: reason };
    review.mutate(input, {
      onSuccess: () => toast({ title: texts.updated, description: texts.decided(item, decision), variant: 'success' }),
      onError: (error) => {
        if (handleLoggedOut(error)) return;
        toast({ title: 'Error', description: errorMessage(error, texts.failed), variant: 'destructive' });
      },
      onSettled: () => setBusy(null),
    });
  }

  let body: ReactNode;
  if (queue.isPending) {
    body = (
      <div className={listClassName}>
        <Skeleton className={placeholderClassName} />
        <Skeleton className={placeholderClassName} />
      </div>
    );
  } else if (queue.isError) {
    body = (
      <p className="text-sm text-red-700">
        {texts.loadError} <button type="button" className="font-semibold underline" onClick={() => void queue.refetch()}>Try again</button>
      </p>
    );
  } else if (queue.items.length === 0) {
    body = <EmptyState {...texts.empty} />;
  } else {
    body = (
      <div className="space-y-4">
        <div className={listClassName}>
          {queue.items.map((item) => (
            <Item
              key={item.id}
              item={item}
              busy={busy?.id === item.id ? busy.decision : null}
              onApprove={() => decide(item, 'approve')}
              onReject={(reason) => decide(item, 'reject', reason)}
            />
          ))}
        </div>
        {queue.hasNextPage ? (
          <Button variant="outline" className="w-full" loading={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
            Load more ({queue.total - queue.items.length} more)
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-xl font-semibold text-slate-900">
        {heading}{queue.isSuccess ? ` (${queue.total})` : ''}
      </h2>
      {body}
    </section>
  );
}
