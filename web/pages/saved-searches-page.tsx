import { Link } from 'wouter';
import { BellPlus, Search } from 'lucide-react';
import { Container, PageHeader, usePageTitle } from '../components/layout/page';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { LoadingState } from '../components/ui/spinner';
import { useSignedInUser } from '../lib/api/current-user';
import { errorMessage } from '../lib/api/http';
import { useSavedSearches } from '../lib/api/saved';
import { SavedSearchCard } from '../features/alerts/components/saved-search-card';

/** /saved-searches: the searches kept with alerts; each can be opened, edited or deleted. */
export default function SavedSearchesPage() {
  usePageTitle('Saved searches');
  const user = useSignedInUser();
  const query = useSavedSearches();

  let body;
  if (query.isPending) body = <LoadingState label="Loading your saved searches..." className="min-h-60" />;
  else if (query.isError) {
    body = (
      <Alert variant="danger" title="Your saved searches could not be loaded">
        <p>{errorMessage(query.error, 'Check your connection and try again.')}</p>
        <Button variant="outline" size="md" className="mt-2" onClick={() => void query.refetch()}>Try again</Button>
      </Alert>
    );
  } else if (query.data.data.length === 0) {
    body = (
      <EmptyState
        icon={BellPlus}
        title="No saved searches yet"
        description="Search for homes, then tap “Save this search” to hear about new listings and price cuts."
        action={<Button asChild><Link href="/search"><Search aria-hidden="true" />Search homes</Link></Button>}
      />
    );
  } else {
    body = <ul className="space-y-4">{query.data.data.map((s) => <li key={s.id}><SavedSearchCard search={s} user={user} /></li>)}</ul>;
  }

  return (
    <Container size="md" className="space-y-6 py-6 sm:py-10">
      <PageHeader title="Saved searches" description="New homes and price cuts for your searches, sent the way you choose." />
      {body}
    </Container>
  );
}
