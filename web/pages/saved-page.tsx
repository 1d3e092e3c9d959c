import { Link } from 'wouter';
import { Bell } from 'lucide-react';
import { Container, PageHeader, usePageTitle } from '../components/layout/page';
import { Button } from '../components/ui/button';
import { useCurrentUser } from '../lib/api/current-user';
import { SavedHomes } from '../features/saved/components/saved-homes';

/** /saved: the homes saved with the heart: on the account once signed in, in this browser for visitors (public). */
export default function SavedPage() {
  usePageTitle('Saved homes');
  const { user } = useCurrentUser();
  return (
    <Container className="space-y-6 py-6 sm:py-10">
      <PageHeader
        title="Saved homes"
        description={user ? 'Homes you saved, with what changed since.' : 'Homes you saved with the heart on this device. Sign in to keep them on your account.'}
        actions={user ? <Button asChild variant="outline"><Link href="/saved-searches"><Bell aria-hidden="true" />Saved searches</Link></Button> : undefined}
      />
      <SavedHomes />
    </Container>
  );
}
