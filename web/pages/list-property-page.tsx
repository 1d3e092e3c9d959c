import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { ArrowLeft, SearchCheck, ShieldCheck } from 'lucide-react';
import { Container, PageHeader, usePageTitle } from '../components/layout/page';
import { StatusScreen } from '../components/routing/status-screen';
import { Button } from '../components/ui/button';
import { LoadingState } from '../components/ui/spinner';
import { useCurrentUser } from '../lib/api/current-user';
import { isAdminUser } from '../lib/user-rules';
import { ListingForm } from '../features/listings/components/listing-form';
import { ListingLanding } from '../features/listings/components/listing-landing';

/** /list-property: the landing (forced while signed out) and, once signed in, the listing builder. */
export default function ListPropertyPage() {
  usePageTitle('List a property');
  const { user, isLoading } = useCurrentUser();
  const [view, setView] = useState<'form' | 'landing'>('form');

  if (isLoading) return <LoadingState label="Checking your account..." />;
  if (!user) {
    return (
      <Container className="py-8 sm:py-12">
        <ListingLanding user={null} onStart={() => undefined} />
      </Container>
    );
  }
  if (!user.userType) return <Redirect to="/registration" replace />;
  if (isAdminUser(user)) {
    return (
      <StatusScreen icon={ShieldCheck} title="Administrators do not create listings" actions={<Button asChild><Link href="/admin">Review pending listings</Link></Button>}>
        Your role is to review the listings owners and agents submit.
      </StatusScreen>
    );
  }
  if (user.userType !== 'owner' && user.userType !== 'agent') {
    return (
      <StatusScreen
        icon={SearchCheck}
        title="Listing is for owners and agents"
        actions={
          <>
            <Button asChild><Link href="/search">Browse properties</Link></Button>
            <Button asChild variant="outline"><Link href="/join-platform">About owner and agent accounts</Link></Button>
          </>
        }
      >
        Your account is for finding a home. To list a property, register an owner or agent account.
      </StatusScreen>
    );
  }
  if (view === 'landing') {
    return (
      <Container className="py-8 sm:py-12">
        <ListingLanding user={user} onStart={() => setView('form')} />
      </Container>
    );
  }
  return (
    <Container size="md" className="py-6 sm:py-10">
      <Button variant="ghost" size="sm" className="-ml-2 mb-3" onClick={() => setView('landing')}>
        <ArrowLeft aria-hidden="true" />
        Back to Options
      </Button>
      <PageHeader
        title="Create Your Property Listing"
        description={user.userType === 'agent' ? 'List a property for your client. Our team reviews every listing before it goes live.' : 'List your property. Our team reviews every listing before it goes live.'}
      />
      <ListingForm user={user} />
    </Container>
  );
}
