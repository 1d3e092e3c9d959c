import { Link } from 'wouter';
import { TrendingDown } from 'lucide-react';
import type { SavedHome } from '../../../../common/api/saved';
import { formatSll, formatUsd } from '../../../../common/price';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

function cutText(item: SavedHome): string {
  const l = item.listing!;
  if (item.priceAtSaveUSD && l.priceUSD && Number(l.priceUSD) < Number(item.priceAtSaveUSD)) {
    return `now ${formatUsd(l.priceUSD)}, was ${formatUsd(item.priceAtSaveUSD)}`;
  }
  return `now ${formatSll(l.priceSLL ?? 0)}, was ${formatSll(item.priceAtSaveSLL ?? 0)}`;
}

/** What changed since saving: price cuts first (good news), then homes no longer available (with Remove). */
export function SavedChanges({ items, onRemove, readOnly }: { items: SavedHome[]; onRemove?: (id: string) => void; readOnly?: boolean }) {
  const cuts = items.filter((i) => i.change.priceCut);
  const gone = items.filter((i) => i.change.unavailable);
  return (
    <>
      {cuts.length ? (
        <Alert variant="success" title={cuts.length === 1 ? 'A price was cut since you saved it' : `${cuts.length} prices were cut since you saved them`}>
          <ul className="mt-1 space-y-1">
            {cuts.map((i) => (
              <li key={i.propertyId} className="flex items-start gap-2">
                <TrendingDown className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  <Link href={`/property/${i.propertyId}`} className="font-semibold underline">{i.title}</Link>: price cut, {cutText(i)}
                </span>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {gone.length ? (
        <Alert variant="info" title={gone.length === 1 ? '1 saved home is no longer available' : `${gone.length} saved homes are no longer available`}>
          <ul className="mt-1 space-y-1">
            {gone.map((i) => (
              <li key={i.propertyId} className="flex flex-wrap items-center gap-x-3">
                <span>{i.title || 'Untitled listing'}: no longer available</span>
                {readOnly || !onRemove ? null : (
                  <Button variant="link" size="sm" onClick={() => onRemove(i.propertyId)}>Remove<span className="sr-only"> {i.title}</span></Button>
                )}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </>
  );
}
