import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { ResolveReportsInput } from '../../../../common/schemas/trust';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api/http';
import { useReportedListings, useResolveReports } from '../../../lib/api/reports';
import { toast } from '../../../lib/toast-store';
import { handleLoggedOut } from '../../../lib/unauthorized';
import { ReportCard } from './report-card';

const DONE: Record<ResolveReportsInput['action'], string> = {
  dismiss: 'Reports dismissed: the listing is public again if it was live.',
  reject_listing: 'Listing rejected: the lister can see why.',
  suspend_lister: 'Lister suspended: all their listings are hidden and they cannot sign in.',
};

/** /admin/reports: reported listings, the heaviest reports first (then the most reported), each with its actions. */
export function ReportsQueue() {
  const queue = useReportedListings();
  const resolve = useResolveReports();
  const [busy, setBusy] = useState<{ id: string; action: ResolveReportsInput['action'] } | null>(null);

  function act(propertyId: string, input: ResolveReportsInput) {
    setBusy({ id: propertyId, action: input.action });
    resolve.mutate({ propertyId, ...input }, {
      onSuccess: () => toast({ title: 'Done', description: DONE[input.action], variant: 'success' }),
      onError: (error) => {
        if (handleLoggedOut(error)) return;
        toast({ title: 'Error', description: errorMessage(error, 'Could not act on the reports. Please try again.'), variant: 'destructive' });
      },
      onSettled: () => setBusy(null),
    });
  }

  if (queue.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  }
  if (queue.isError) {
    return (
      <p className="text-sm text-red-700">
        Could not load the reports. <button type="button" className="font-semibold underline" onClick={() => void queue.refetch()}>Try again</button>
      </p>
    );
  }
  if (queue.items.length === 0) {
    return <EmptyState icon={ShieldCheck} title="No open reports" description="When users report a listing, it appears here for you to dismiss, reject or suspend." />;
  }
  return (
    <section aria-label={`Reported listings (${queue.total})`} className="space-y-4">
      {queue.items.map((entry) => (
        <ReportCard
          key={entry.propertyId}
          entry={entry}
          busy={busy?.id === entry.propertyId ? busy.action : null}
          onResolve={(input) => act(entry.propertyId, input)}
        />
      ))}
      {queue.hasNextPage ? (
        <Button variant="outline" className="w-full" loading={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
          Load more ({queue.total - queue.items.length} more)
        </Button>
      ) : null}
    </section>
  );
}
