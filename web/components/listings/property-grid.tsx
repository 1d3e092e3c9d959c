import { lazy, memo, Suspense, useState, type ReactNode } from 'react';
import type { Listing } from '../../../common/api/listings';
import type { PriceCurrency } from '../../../common/price';
import { useContactLister } from '../contact/use-contact-lister';
import { PropertyCard } from './property-card';
import { HydrateWhenIdle } from '../../boot/hydrate-when-idle';

// The quick view (Radix dialog and carousel) loads when someone first opens one.
const QuickViewDialog = lazy(() => import('./quick-view-dialog'));

/** Warms the quick view's code on hover or focus, so the click opens it without a wait. */
function preloadQuickView() {
  // Only a warm-up: a failure (offline) is left to the quick view itself, which asks again when opened.
  import('./quick-view-dialog').catch(() => undefined);
}

interface PropertyGridProps {
  properties: Array<Listing & { priceMatchConverted?: boolean }>;
  /** The currency chosen on /search: each card's main price is shown in it. */
  preferredCurrency?: PriceCurrency;
  /** How many of the first cards load their photos at once (the rest lazily). */
  priorityCount?: number;
  className?: string;
  /** Shown under the grid (e.g. 'Load more'). */
  after?: ReactNode;
}

// Cards after a phone's first screen (which holds one or two): the browser skips their style, layout and paint
// until they near the screen (content-visibility), counting each as a card's height (32rem) until then. The same
// on every screen, so the server's HTML and the hydrating render agree.
const FIRST_SCREEN_CARDS = 2;
const OFF_SCREEN_CARD = 'flex [content-visibility:auto] [contain-intrinsic-block-size:auto_32rem]';

/** Cards with the quick view and the contact dialog wired in. */
export function PropertyGrid({ properties, priorityCount = 2, className, after, preferredCurrency }: PropertyGridProps) {
  const [quick, setQuick] = useState<Listing | null>(null);
  const { contact, dialog } = useContactLister();
  return (
    <>
      <Cards properties={properties} priorityCount={priorityCount} className={className} after={after} preferredCurrency={preferredCurrency} onQuickView={setQuick} />
      {quick ? (
        <Suspense fallback={null}>
          <QuickViewDialog
            property={quick}
            onClose={() => setQuick(null)}
            onContact={(p) => {
              setQuick(null);
              contact(p);
            }}
          />
        </Suspense>
      ) : null}
      {dialog}
    </>
  );
}

/** The cards. Their own memoised component, so opening a dialog re-renders the dialogs, not every card. */
const Cards = memo(function Cards({
  properties,
  priorityCount,
  className,
  after,
  preferredCurrency,
  onQuickView,
}: Required<Pick<PropertyGridProps, 'properties' | 'priorityCount'>> & Pick<PropertyGridProps, 'className' | 'after' | 'preferredCurrency'> & { onQuickView: (p: Listing) => void }) {
  return (
    <>
      <ul className={className ?? 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3'} onPointerOver={preloadQuickView} onFocus={preloadQuickView}>
        {properties.map((p, i) => (
          // Drawn by the server, each card is taken over at an idle moment of its own, in page order.
          <HydrateWhenIdle key={p.id}>
            <li className={i < FIRST_SCREEN_CARDS ? 'flex' : OFF_SCREEN_CARD}>
              <PropertyCard property={p} preferredCurrency={preferredCurrency} onQuickView={onQuickView} priority={i < priorityCount} />
            </li>
          </HydrateWhenIdle>
        ))}
      </ul>
      {after}
    </>
  );
});
