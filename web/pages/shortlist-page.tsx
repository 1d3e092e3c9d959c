import { Link, useParams } from 'wouter';
import { HeartOff, Search } from 'lucide-react';
import type { Listing } from '../../common/api/listings';
import { Container, PageHeader, usePageTitle } from '../components/layout/page';
import { PropertyGrid } from '../components/listings/property-grid';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { LoadingState } from '../components/ui/spinner';
import { errorMessage, isApiError } from '../lib/api/http';
import { useSharedShortlist } from '../lib/api/saved';
import { SavedChanges } from '../features/saved/components/saved-changes';

/** /shortlist/:token: someone's saved homes, read-only, shared with family by a link (no sign-in). */
export default function ShortlistPage() {
  const { token = '' } = useParams<{ token: string }>();
  const query = useSharedShortlist(token);
  const name = query.data?.ownerFirstName;
  usePageTitle(name ? `${name}'s saved homes` : 'Saved homes');

  let body;
  if (query.isPending) body = <LoadingState label="Loading the saved homes..." className="min-h-60" />;
  else if (query.isError && isApiError(query.error) && query.error.status === 404) {
    body = (
      <EmptyState
        icon={HeartOff}
        title="This link is turned off"
        description="The person who shared it stopped sharing, or made a new link. Ask them for the new one."
        action={<Button asChild><Link href="/search"><Search aria-hidden="true" />Browse homes</Link></Button>}
      />
    );
  } else if (query.isError) {
    body = (
      <Alert variant="danger" title="The saved homes could not be loaded">
        <p>{errorMessage(query.error, 'Check your connection and try again.')}</p>
        <Button variant="outline" size="md" className="mt-2" onClick={() => void query.refetch()}>Try again</Button>
      </Alert>
    );
  } else if (query.data.items.length === 0) {
    body = <EmptyState icon={HeartOff} title="Nothing saved yet" description="No homes are on this list yet. Check again later." />;
  } else {
    const listings = query.data.items.map((i) => i.listing).filter((l): l is Listing => l !== null);
    body = (
      <div className="space-y-5">
        <SavedChanges items={query.data.items} readOnly />
        {listings.length ? <PropertyGrid properties={listings} /> : null}
      </div>
    );
  }

  return (
    <Container className="space-y-6 py-6 sm:py-10">
      <PageHeader title={name ? `${name}'s saved homes` : 'Saved homes'} description="A shortlist shared with you. You can look, but not change it." />
      {body}
    </Container>
  );
}
