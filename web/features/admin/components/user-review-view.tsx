import { useState } from 'react';
import { Link } from 'wouter';
import { ListChecks, UserCheck } from 'lucide-react';
import { fullName } from '../../../../common/format';
import { PageHeader } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { handleLoggedOut } from '../../../lib/unauthorized';
import { usePendingUsers, type PendingUser } from '../api/pending-users';
import { useReviewUser } from '../api/review-user';
import { PendingUserCard } from './pending-user-card';

type Busy = { id: string; action: 'approve' | 'reject' } | null;

/** /user-management: owner and agent accounts waiting for approval, oldest first. */
export function UserReviewView() {
  const pending = usePendingUsers();
  const review = useReviewUser();
  const [busy, setBusy] = useState<Busy>(null);

  function decide(user: PendingUser, action: 'approve' | 'reject', reason?: string) {
    setBusy({ id: user.id, action });
    const input = action === 'approve' ? { status: 'approved' as const } : { status: 'rejected' as const, rejectionReason: reason };
    const name = fullName(user, user.username ?? 'The account');
    review.mutate(
      { id: user.id, ...input },
      {
        onSuccess: () =>
          toast({
            title: 'User Status Updated',
            description: action === 'approve' ? `${name} is approved: their approved listings are now live.` : `${name} was rejected and will see your reason.`,
            variant: 'success',
          }),
        onError: (error) => {
          if (handleLoggedOut(error)) return;
          toast({ title: 'Error', description: errorMessage(error, 'Failed to update user status'), variant: 'destructive' });
        },
        onSettled: () => setBusy(null),
      },
    );
  }

  return (
    <>
      <PageHeader
        eyebrow="Administrator"
        title="Approve Businesses"
        description="New owner and agent accounts. Check the name, contact details and, for agents, the licence number."
        actions={
          <Button asChild variant="outline">
            <Link href="/admin">
              <ListChecks aria-hidden="true" />
              Approve Listings
            </Link>
          </Button>
        }
      />
      <h2 className="mb-4 text-xl font-semibold text-slate-900">Pending accounts{pending.isSuccess ? ` (${pending.total})` : ''}</h2>
      {pending.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-56 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      ) : pending.isError ? (
        <p className="text-sm text-red-700">We could not load the pending accounts. <button type="button" className="font-semibold underline" onClick={() => void pending.refetch()}>Try again</button></p>
      ) : pending.items.length === 0 ? (
        <EmptyState icon={UserCheck} title="No accounts waiting for review" description="New owner and agent registrations will appear here." />
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-2">
            {pending.items.map((user) => (
              <PendingUserCard
                key={user.id}
                user={user}
                busy={busy?.id === user.id ? busy.action : null}
                onApprove={() => decide(user, 'approve')}
                onReject={(reason) => decide(user, 'reject', reason)}
              />
            ))}
          </div>
          {pending.hasNextPage ? (
            <Button variant="outline" className="w-full" loading={pending.isFetchingNextPage} onClick={() => void pending.fetchNextPage()}>
              Load more ({pending.total - pending.items.length} more)
            </Button>
          ) : null}
        </div>
      )}
    </>
  );
}
