import { Link } from 'wouter';
import { ArrowLeft, UserX, WifiOff } from 'lucide-react';
import { Container, usePageTitle } from '../../../components/layout/page';
import { StatusScreen } from '../../../components/routing/status-screen';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage, isApiError } from '../../../lib/api/http';
import { fullName } from '../../../../common/format';
import { useListerPage } from '../api';
import { ListerContact } from './lister-contact';
import { ListerFigures } from './lister-figures';
import { ListerHeader } from './lister-header';
import { ListerListings } from './lister-listings';

function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">Loading the lister...</p>
      <Skeleton className="h-40 rounded-2xl" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">{[0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-28 rounded-2xl" />)}</div>
    </div>
  );
}

function ListerNotFound() {
  return (
    <StatusScreen icon={UserX} title="Lister not found" actions={<Button asChild><Link href="/search"><ArrowLeft aria-hidden="true" />Browse homes</Link></Button>}>
      This page may have been taken down, or the link is incomplete.
    </StatusScreen>
  );
}

/** /listers/:id: who they are, what we checked, how they answer, and their homes on the market. */
export function ListerProfile({ id }: { id: string }) {
  const { data: lister, isPending, isError, error, refetch } = useListerPage(id);
  const name = lister ? fullName(lister, 'This lister') : '';
  usePageTitle(lister ? name : 'Lister');

  if (isError && !lister) {
    if (isApiError(error) && error.status === 404) return <ListerNotFound />;
    return (
      <StatusScreen icon={WifiOff} tone="warning" title="We could not load this page" actions={<Button onClick={() => void refetch()}>Try again</Button>}>
        {errorMessage(error, 'Check your connection and try again.')}
      </StatusScreen>
    );
  }

  return (
    <Container className="space-y-6 pt-4 pb-12">
      {isPending || !lister ? (
        <ProfileSkeleton />
      ) : (
        <>
          <div className="space-y-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6 lg:space-y-0">
            <ListerHeader lister={lister} />
            <ListerContact lister={lister} name={lister.firstName || name} />
          </div>
          <ListerFigures lister={lister} />
          <ListerListings listerId={lister.id} firstName={lister.firstName || name} liveListings={lister.liveListings} />
        </>
      )}
    </Container>
  );
}
