import { useState } from 'react';
import { Link } from 'wouter';
import { BadgeCheck, Building2, CircleX, Clock, House, PartyPopper } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useAdminStats } from '../../dashboard/api/admin-stats';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';
import { handleLoggedOut } from '../../../lib/unauthorized';
import type { Listing } from '../../listings/types';
import { usePendingProperties } from '../api/pending-properties';
import { useReviewProperty } from '../api/review-property';
import { ApprovedPropertiesList } from './approved-properties-list';
import { PendingPropertyCard } from './pending-property-card';

type Busy = { id: string; action: 'approve' | 'reject' } | null;

/** /admin: the counters, the review queue (photos, facts, Approve / Reject) and the approved listings. */
export function AdminReviewView() {
  const stats = useAdminStats();
  const pending = usePendingProperties();
  const review = useReviewProperty();
  const [busy, setBusy] = useState<Busy>(null);
  const s = stats.data;

  function decide(listing: Listing, action: 'approve' | 'reject', reason?: string) {
    setBusy({ id: listing.id, action });
    const input = action === 'approve' ? { status: 'approved' as const } : { status: 'rejected' as const, rejectionReason: reason };
    review.mutate(
      { id: listing.id, ...input },
      {
        onSuccess: () =>
          toast({
            title: 'Property status updated successfully.',
            description: action === 'approve' ? `"${listing.title}" is approved.` : `"${listing.title}" was rejected; the lister will see your reason.`,
            variant: 'success',
          }),
        onError: (error) => {
          if (handleLoggedOut(error)) return;
          toast({ title: 'Error', description: errorMessage(error, 'Failed to update property status'), variant: 'destructive' });
        },
        onSettled: () => setBusy(null),
      },
    );
  }

  return (
    <>
      <PageHeader
        eyebrow="Administrator"
        title="Listing Approvals"
        description="Check every listing before it goes live: look at the photos, the price and the address for signs of a fake."
        actions={
          <Button asChild variant="outline">
            <Link href="/user-management">
              <Building2 aria-hidden="true" />
              Approve Businesses
            </Link>
          </Button>
        }
      />
      <StatGrid>
        <StatCard label="Total Properties" value={s?.totalListings} icon={House} loading={stats.isPending} />
        <StatCard label="Pending Review" value={s?.pendingListings} icon={Clock} loading={stats.isPending} tone="amber" />
        <StatCard label="Approved" value={s?.liveListings} icon={BadgeCheck} loading={stats.isPending} tone="accent" hint="Live listings" />
        <StatCard label="Rejected" value={s?.rejectedListings} icon={CircleX} loading={stats.isPending} tone="slate" hint="Not approved" />
      </StatGrid>

      <section aria-labelledby="pending-approvals" className="mt-10">
        <h2 id="pending-approvals" className="mb-4 text-xl font-semibold text-slate-900">
          Pending Property Approvals{pending.isSuccess ? ` (${pending.total})` : ''}
        </h2>
        {pending.isPending ? (
          <div className="space-y-4">
            <Skeleton className="h-72 rounded-2xl" />
            <Skeleton className="h-72 rounded-2xl" />
          </div>
        ) : pending.isError ? (
          <p className="text-sm text-red-700">We could not load the review queue. <button type="button" className="font-semibold underline" onClick={() => void pending.refetch()}>Try again</button></p>
        ) : pending.items.length === 0 ? (
          <EmptyState icon={PartyPopper} title="No pending properties to review" description="All listings are up to date!" />
        ) : (
          <div className="space-y-4">
            {pending.items.map((listing) => (
              <PendingPropertyCard
                key={listing.id}
                listing={listing}
                busy={busy?.id === listing.id ? busy.action : null}
                onApprove={() => decide(listing, 'approve')}
                onReject={(reason) => decide(listing, 'reject', reason)}
              />
            ))}
            {pending.hasNextPage ? (
              <Button variant="outline" className="w-full" loading={pending.isFetchingNextPage} onClick={() => void pending.fetchNextPage()}>
                Load more ({pending.total - pending.items.length} more)
              </Button>
            ) : null}
          </div>
        )}
      </section>

      <section aria-labelledby="approved-properties" className="mt-12">
        <h2 id="approved-properties" className="mb-4 text-xl font-semibold text-slate-900">Approved Properties</h2>
        <ApprovedPropertiesList />
      </section>
    </>
  );
}
