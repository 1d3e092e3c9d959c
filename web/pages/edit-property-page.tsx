import { Link, useParams } from 'wouter';
import { FileQuestion, ShieldAlert, WifiOff } from 'lucide-react';
import { Container, PageHeader, usePageTitle } from '../components/layout/page';
import { StatusScreen } from '../components/routing/status-screen';
import { Button } from '../components/ui/button';
import { LoadingState } from '../components/ui/spinner';
import { useSignedInUser } from '../lib/api/current-user';
import { useListing } from '../lib/api/listings';
import { EditStatusNotice } from '../features/listings/components/edit-status-notice';
import { ListingForm } from '../features/listings/components/listing-form';
import { isApiError } from '../lib/api/http';
import { ListingHoursCard } from '../features/viewings/components/listing-hours-card';

/** /edit-property/:id. Sign-in is checked in app.tsx; ownership here, once the listing is known. */
export default function EditPropertyPage() {
  usePageTitle('Edit property');
  const { id = '' } = useParams<{ id: string }>();
  const user = useSignedInUser();
  const { data: listing, isPending, error, refetch } = useListing(id);

  if (isPending) return <LoadingState label="Loading your listing..." />;
  if (error) {
    if (isApiError(error) && error.status === 404) {
      return (
        <StatusScreen icon={FileQuestion} title="Property Not Found" actions={<Button asChild><Link href="/my-properties">Back to my properties</Link></Button>}>
          This listing does not exist or was deleted.
        </StatusScreen>
      );
    }
    return (
      <StatusScreen icon={WifiOff} tone="warning" title="We could not load this listing" actions={<Button onClick={() => void refetch()}>Try again</Button>}>
        Check your connection and try again.
      </StatusScreen>
    );
  }
  if (listing.userId !== user.id) {
    return (
      <StatusScreen icon={ShieldAlert} tone="danger" title="Access Denied" actions={<Button asChild variant="outline"><Link href="/my-properties">Go to my properties</Link></Button>}>
        You don&apos;t have permission to edit this property.
      </StatusScreen>
    );
  }
  return (
    <Container size="md" className="py-6 sm:py-10">
      <PageHeader
        eyebrow={<Link href="/my-properties" className="hover:underline">My Properties</Link>}
        title={listing.status === 'draft' ? 'Finish Your Property Listing' : 'Edit Property'}
        description={listing.title || 'Untitled draft'}
      />
      <EditStatusNotice listing={listing} />
      <ListingForm key={listing.id} user={user} listing={listing} />
      {listing.status === 'draft' ? null : <ListingHoursCard propertyId={listing.id} />}
    </Container>
  );
}
