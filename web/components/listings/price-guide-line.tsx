import { Link } from 'wouter';
import { BarChart3 } from 'lucide-react';
import type { Listing } from '../../../common/api/listings';
import { usePriceGuideLine } from '../../lib/api/price-guides';

/**
 * One line from the price guides under a listing's price ("2-bedroom apartments for rent in Lumley: typically
 * Le 22,000 to Le 30,000 a month, 6 listings"), linking to the guide. Nothing while it loads, when it fails or
 * when no guide has a figure for the listing's kind near it: it is a help, never in the way.
 */
export function PriceGuideLine({ listing }: { listing: Pick<Listing, 'location' | 'propertyType' | 'propertyCategory' | 'bedrooms'> }) {
  const { data } = usePriceGuideLine(listing);
  const line = data?.line;
  if (!line) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm text-slate-700" data-testid="price-guide-line">
      <BarChart3 className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <Link href={line.href} className="underline decoration-slate-400 underline-offset-2 hover:text-brand-800 hover:decoration-brand-700">
        {line.text}
      </Link>
    </p>
  );
}
