import { Link } from 'wouter';
import { BarChart3, WifiOff } from 'lucide-react';
import { Container, PageHeader, usePageTitle } from '../../../components/layout/page';
import { StatusScreen } from '../../../components/routing/status-screen';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api/http';
import { MIN_GUIDE_LISTINGS } from '../../../../common/price-guides';
import { usePriceGuideIndex } from '../api';

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const chip = 'inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-brand-500';

/** /prices: every region, and the districts and places in it that have figures. */
export function PriceGuideIndex() {
  const { data, isPending, isError, error, refetch } = usePriceGuideIndex();
  usePageTitle('Property price guides');

  if (isError && !data) {
    return (
      <StatusScreen icon={WifiOff} tone="warning" title="We could not load the price guides" actions={<Button onClick={() => void refetch()}>Try again</Button>}>
        {errorMessage(error, 'Check your connection and try again.')}
      </StatusScreen>
    );
  }
  const regions = data?.regions.filter((r) => r.hasFigures || r.areas.length) ?? [];
  return (
    <Container size="md" className="pt-6 pb-12">
      <PageHeader
        title="Property price guides"
        description="Asking rents and prices by place, kind of home and bedrooms, from live listings: the median, the typical range and how they moved over the last 12 months."
      />
      {isPending ? (
        <div aria-busy="true" className="space-y-4">
          <p role="status" className="sr-only">Loading the price guides...</p>
          {[0, 1, 2].map((i) => <Skeleton key={i} className="h-28 rounded-2xl" />)}
        </div>
      ) : regions.length === 0 ? (
        <EmptyState icon={BarChart3} title="No price guides yet" description={`A guide appears once a place has ${MIN_GUIDE_LISTINGS} live listings of one kind. Check back soon.`} action={<Button asChild variant="outline"><Link href="/search">Browse homes</Link></Button>} />
      ) : (
        <div className="space-y-6">
          {regions.map((region) => (
            <section key={region.slug} aria-labelledby={`region-${region.slug}`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
              <h2 id={`region-${region.slug}`} className="mb-3 text-lg font-semibold text-slate-900">
                {region.hasFigures ? <Link href={`/prices/${region.slug}`} className="text-brand-700 underline-offset-2 hover:underline">{capitalized(region.label)}</Link> : capitalized(region.label)}
              </h2>
              {region.areas.length ? (
                <ul className="flex flex-wrap gap-2" aria-label={`Places in ${region.label} with a price guide`}>
                  {region.areas.map((area) => (
                    <li key={area.slug}><Link href={`/prices/${area.slug}`} className={chip}>{area.label}</Link></li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">No single place here has enough listings of one kind yet; the guide for the whole area does.</p>
              )}
            </section>
          ))}
          <p className="text-sm text-slate-600">
            A place appears here once it has {MIN_GUIDE_LISTINGS} live listings of one kind (say, 2-bedroom flats for rent). Looking for
            somewhere else? <Link href="/search" className="font-semibold text-brand-700 underline">Browse homes</Link> there.
          </p>
        </div>
      )}
    </Container>
  );
}
