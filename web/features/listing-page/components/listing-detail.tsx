import { Link } from 'wouter';
import { ArrowLeft, WifiOff } from 'lucide-react';
import { Container, usePageTitle } from '../../../components/layout/page';
import { StatusScreen } from '../../../components/routing/status-screen';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { OwnListingNote } from '../../../components/listings/own-listing-note';
import { HydrateWhenIdle } from '../../../boot/hydrate-when-idle';
import { errorMessage, isApiError } from '../../../lib/api/http';
import { useCurrentUser } from '../../../lib/api/current-user';
import { useListing } from '../../../lib/api/listings';
import { preloadContactDialog, useContactLister } from '../../../components/contact/use-contact-lister';
import { useListingMeta } from '../use-listing-meta';
import { ListingFacts } from './listing-facts';
import { ListingGallery } from './listing-gallery';
import { ListingNotFound } from './listing-not-found';
import { ListingSummary } from './listing-summary';
import { ContactBar } from './contact-bar';
import { ListerPanel } from './lister-panel';
import { PanelPrice } from './panel-price';
import { ShareActions } from './share-actions';
import { ReportListing } from './report-listing';
import { RequestViewing } from './request-viewing';

function DetailSkeleton() {
  return (
    <div aria-busy="true" className="min-h-[100dvh] lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div className="space-y-4">
        <Skeleton className="-mx-4 aspect-[4/3] rounded-none sm:mx-0 sm:rounded-2xl lg:aspect-[16/10]" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-8 w-1/3" />
      </div>
      <Skeleton className="mt-6 hidden h-72 rounded-2xl lg:mt-0 lg:block" />
      <p role="status" className="sr-only">Loading property...</p>
    </div>
  );
}

/** /property/:id: gallery, facts, the lister's panel with contact options, and sharing. */
export function ListingDetail({ id }: { id: string }) {
  const { data: property, isPending, isError, error, refetch } = useListing(id, { drawFromLists: true });
  const { contact, dialog } = useContactLister();
  const { user } = useCurrentUser();
  usePageTitle(property?.title || 'Property details');
  useListingMeta(property);

  if (isError && !property) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return <ListingNotFound />;
    return (
      <StatusScreen icon={WifiOff} tone="warning" title="We could not load this property" actions={<Button onClick={() => void refetch()}>Try again</Button>}>
        {errorMessage(error, 'Check your connection and try again.')}
      </StatusScreen>
    );
  }

  return (
    // Phones leave room at the end for the contact bar.
    <Container className="pt-2 pb-28 sm:pt-4 lg:pb-10">
      <Link href="/search" className="mb-3 inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to listings
      </Link>
      {isPending || !property ? (
        <DetailSkeleton />
      ) : (
        <div className="space-y-8 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-x-8 lg:space-y-0">
          {/* Each part keeps the server's HTML while the page hydrates, and is taken over at an idle moment of
              its own (web/boot/hydrate-when-idle.tsx): the gallery, the summary, the panel, the details and the
              phone's contact bar. */}
          <div className="space-y-6 lg:col-start-1">
            <HydrateWhenIdle>
              <ListingGallery property={property} />
            </HydrateWhenIdle>
            <HydrateWhenIdle>
              <ListingSummary property={property} />
            </HydrateWhenIdle>
          </div>
          <HydrateWhenIdle>
            <aside aria-label="Contact and share" className="space-y-3 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1" onPointerOver={preloadContactDialog} onFocus={preloadContactDialog}>
              <PanelPrice property={property} />
              {user && user.id === property.userId ? <OwnListingNote propertyId={property.id} /> : null}
              <ListerPanel property={property} onContact={() => contact(property)} />
              {property.status === 'approved' ? <RequestViewing propertyId={property.id} listerId={property.userId} title={property.title} /> : null}
              <ShareActions property={property} />
              <ReportListing propertyId={property.id} listerId={property.userId} />
            </aside>
          </HydrateWhenIdle>
          <HydrateWhenIdle>
            <div className="lg:col-start-1 lg:pt-8">
              <ListingFacts property={property} />
            </div>
          </HydrateWhenIdle>
        </div>
      )}
      {property && !(user && user.id === property.userId) ? (
        <HydrateWhenIdle>
          <ContactBar property={property} onContact={() => contact(property)} />
        </HydrateWhenIdle>
      ) : null}
      {dialog}
    </Container>
  );
}
