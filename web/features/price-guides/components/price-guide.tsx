import { Link } from 'wouter';
import { ArrowLeft, ArrowUpRight, BarChart3, MapPinOff, WifiOff } from 'lucide-react';
import { Container, PageHeader, usePageTitle } from '../../../components/layout/page';
import { StatusScreen } from '../../../components/routing/status-screen';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage, isApiError } from '../../../lib/api/http';
import { rateNote } from '../../../../common/exchange-rate';
import { usePriceGuide } from '../api';
import { GuideKindCard } from './guide-kind';

function GuideSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">Loading the price guide...</p>
      <Skeleton className="h-10 w-2/3 rounded-xl" />
      {[0, 1].map((i) => <Skeleton key={i} className="h-80 rounded-2xl" />)}
    </div>
  );
}

function GuideNotFound() {
  return (
    <StatusScreen icon={MapPinOff} title="No price guide for this area" actions={<Button asChild><Link href="/prices"><ArrowLeft aria-hidden="true" />All price guides</Link></Button>}>
      The link may be incomplete. Pick a place from the list of price guides.
    </StatusScreen>
  );
}

/** /prices/:area: asking rents and prices in one place, district or region, kind by kind. */
export function PriceGuide({ slug }: { slug: string }) {
  const { data: guide, isPending, isError, error, refetch } = usePriceGuide(slug);
  usePageTitle(guide ? `Property prices in ${guide.area.label}` : 'Price guide');

  if (isError && !guide) {
    if (isApiError(error) && error.status === 404) return <GuideNotFound />;
    return (
      <StatusScreen icon={WifiOff} tone="warning" title="We could not load this price guide" actions={<Button onClick={() => void refetch()}>Try again</Button>}>
        {errorMessage(error, 'Check your connection and try again.')}
      </StatusScreen>
    );
  }

  return (
    <Container size="md" className="pt-4 pb-12">
      {isPending || !guide ? (
        <GuideSkeleton />
      ) : (
        <>
          <nav aria-label="Breadcrumb" className="mb-3 text-sm">
            <ol className="flex flex-wrap items-center gap-1 text-slate-600">
              <li><Link href="/prices" className="font-medium text-brand-700 underline-offset-2 hover:underline">Price guides</Link></li>
              {guide.area.parent ? (
                <li><span aria-hidden="true"> / </span><Link href={`/prices/${guide.area.parent.slug}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">{guide.area.parent.label}</Link></li>
              ) : null}
            </ol>
          </nav>
          <PageHeader
            title={`Property prices in ${guide.area.label}`}
            description={`What listers ask for homes and land here, from live listings on Salone Homes. A figure needs at least ${guide.minListings} listings, and one lister counts at most three times.`}
          />
          <p className="-mt-4 mb-6 text-xs text-slate-600">{rateNote(guide.rate)}. Asking prices, not what was finally paid.</p>

          {guide.kinds.length === 0 ? (
            <EmptyState
              icon={BarChart3}
              title="Not enough listings here yet"
              description={`No kind of home in ${guide.area.label} has had ${guide.minListings} live listings in the last 12 months.${guide.area.parent ? ` Try ${guide.area.parent.label}.` : ''}`}
              action={guide.area.parent ? <Button asChild variant="outline"><Link href={`/prices/${guide.area.parent.slug}`}>See {guide.area.parent.label}</Link></Button> : undefined}
            />
          ) : (
            <div className="space-y-6">
              {guide.kinds.map((kind, i) => (
                <GuideKindCard key={`${kind.propertyType}-${kind.propertyCategory}-${kind.bedrooms}`} kind={kind} minListings={guide.minListings} headingId={`guide-kind-${i}`} />
              ))}
            </div>
          )}

          {guide.area.children.length ? (
            <section aria-labelledby="guide-children" className="mt-10">
              <h2 id="guide-children" className="mb-3 text-lg font-semibold text-slate-900">Places in {guide.area.label}</h2>
              <ul className="flex flex-wrap gap-2">
                {guide.area.children.map((child) => (
                  <li key={child.slug}>
                    <Link href={`/prices/${child.slug}`} className="inline-flex min-h-11 items-center gap-1 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-brand-500">
                      {child.label}<ArrowUpRight aria-hidden="true" className="size-4" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </Container>
  );
}
