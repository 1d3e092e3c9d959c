import { lazy, Suspense, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/api/current-user';
import { toast } from '../../../lib/use-toast';
import { signInReturningTo } from '../../../../common/return-path';

// The form (the hours, the pickers) loads on the first tap, not with the listing page.
const RequestViewingDialog = lazy(() => import('./request-viewing-dialog'));

/** Reopens the form after signing in: the sign-in page brings the person back to this address. */
const OPEN_MARK = 'viewing=request';

/**
 * "Request a viewing" on a live listing (issue 32): visitors are sent to sign in and brought back with the form
 * open; the dialog tells an unverified hunter to verify first (the server refuses them too).
 */
export function RequestViewing({ propertyId, listerId, title }: { propertyId: string; listerId: string; title: string }) {
  const { user, isLoading } = useCurrentUser();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(() => typeof window !== 'undefined' && window.location.search.includes(OPEN_MARK));
  if (user?.id === listerId) return null;

  const onClick = () => {
    if (isLoading) return;
    if (!user) {
      toast({ title: 'Sign in to request a viewing', description: 'We will bring you back to this listing.', variant: 'warning' });
      navigate(signInReturningTo(`${window.location.pathname}?${OPEN_MARK}`));
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button variant="accent" className="w-full" onClick={onClick} data-testid="request-viewing">
        <CalendarClock aria-hidden="true" />
        Request a viewing
      </Button>
      {open && user ? (
        <Suspense fallback={null}>
          <RequestViewingDialog propertyId={propertyId} title={title} verified={user.isVerified} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
