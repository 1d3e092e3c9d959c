import { lazy, memo, Suspense, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { useRevealOnApproach } from '../../lib/reveal-on-approach';
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
  /** Shown under the grid once every card is drawn (e.g. 'Load more', which must not jump ahead of them). */
  after?: ReactNode;
}

// A phone's first screen holds one or two cards; from two columns up (Tailwind's sm) the screen holds more.
const PHONE_BATCH = 2;
const WIDE_BATCH = 6;
// Cards after a phone's first screen: the browser skips their style, layout and paint until they near the
// screen (content-visibility), counting each as a card's height (32rem) until then. The same on every screen,
// so the server's HTML and the hydrating render agree.
const FIRST_SCREEN_CARDS = PHONE_BATCH;
const OFF_SCREEN_CARD = 'flex [content-visibility:auto] [contain-intrinsic-block-size:auto_32rem]';

/** Cards with the quick view and the contact dialog wired in. */
export function PropertyGrid({ properties, priorityCount = 2, className, after, preferredCurrency }: PropertyGridProps) {
  const [quick, setQuick] = useState<Listing | null>(null);
  const { contact, dialog } = useContactLister();
  return (
    <>
      <RevealedCards properties={properties} priorityCount={priorityCount} className={className} after={after} preferredCurrency={preferredCurrency} onQuickView={setQuick} />
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

/**
 * The cards, drawn a screenful first and the rest as the reader nears them or the browser idles. Its own
 * memoised component, so each card added re-renders only this list, not the grid's dialogs and their hooks.
 */
const RevealedCards = memo(function RevealedCards({
  properties,
  priorityCount,
  className,
  after,
  preferredCurrency,
  onQuickView,
}: Required<Pick<PropertyGridProps, 'properties' | 'priorityCount'>> & Pick<PropertyGridProps, 'className' | 'after' | 'preferredCurrency'> & { onQuickView: (p: Listing) => void }) {
  const wide = useMediaQuery('(min-width: 40rem)');
  const batch = wide ? WIDE_BATCH : PHONE_BATCH;
  const { shown, markerRef } = useRevealOnApproach(properties.length, batch);
  return (
    <>
      <ul className={className ?? 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3'} onPointerOver={preloadQuickView} onFocus={preloadQuickView}>
        {properties.slice(0, shown).map((p, i) => (
          // Drawn by the server, each card is taken over at an idle moment of its own, in page order.
          <HydrateWhenIdle key={p.id}>
            <li className={i < FIRST_SCREEN_CARDS ? 'flex' : OFF_SCREEN_CARD}>
              <PropertyCard property={p} preferredCurrency={preferredCurrency} onQuickView={onQuickView} priority={i < priorityCount} />
            </li>
          </HydrateWhenIdle>
        ))}
      </ul>
      {shown < properties.length ? <div ref={markerRef} aria-hidden="true" /> : after}
    </>
  );
});
