import { lazy, Suspense, useState } from 'react';
import { Flag } from 'lucide-react';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../../lib/api/current-user';
import { toast } from '../../../lib/use-toast';
import { signInReturningTo } from '../../../../common/return-path';

// The dialog (Radix, the form) loads on the first tap, not with the listing page.
const ReportListingDialog = lazy(() => import('./report-listing-dialog'));

/**
 * 'Report this listing' (issue 15, /trust): signed-out readers are sent to sign in and brought back; only
 * verified people may report (the server checks too), so others are told how to become verified.
 */
export function ReportListing({ propertyId, listerId }: { propertyId: string; listerId: string }) {
  const { user, isLoading } = useCurrentUser();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  if (user?.id === listerId) return null;

  const onClick = () => {
    if (isLoading) return;
    if (!user) {
      toast({ title: 'Login Required', description: 'Please sign in to report a listing.', variant: 'warning' });
      navigate(signInReturningTo(window.location.pathname + window.location.search));
      return;
    }
    if (!user.isVerified) {
      toast({ title: 'Verify your account first', description: 'Only people with a verified phone number or e-mail can report a listing. Verify yours on your Profile page.', variant: 'warning' });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <button type="button" onClick={onClick} className="inline-flex items-center gap-1.5 rounded-lg px-1 py-2 text-sm font-medium text-slate-600 hover:text-red-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
        <Flag className="size-4" aria-hidden="true" />
        Report this listing
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportListingDialog propertyId={propertyId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
