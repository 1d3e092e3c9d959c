import { lazy, Suspense, useState } from 'react';
import { useRenderInBatches } from '../../../lib/render-in-batches';
import { useContactLister } from '../../contact/use-contact-lister';
import type { Listing } from '../types';
import { PropertyCard } from './property-card';

// The quick view (Radix dialog and carousel) loads when someone first opens one.
const QuickViewDialog = lazy(() => import('./quick-view-dialog'));

/** Warms the quick view's code on hover or focus, so the click opens it without a wait. */
function preloadQuickView() {
  void import('./quick-view-dialog');
}

interface PropertyGridProps {
  properties: Listing[];
  /** How many of the first cards load their photos at once (the rest lazily). */
  priorityCount?: number;
  className?: string;
}

// A phone's first screen holds one or two cards, a desktop's a row of three: the first batch covers both.
const CARDS_PER_TASK = 4;

/** Cards with the quick view and the contact dialog wired in. */
export function PropertyGrid({ properties, priorityCount = 2, className }: PropertyGridProps) {
  const [quick, setQuick] = useState<Listing | null>(null);
  const { contact, dialog } = useContactLister();
  const shown = useRenderInBatches(properties.length, CARDS_PER_TASK);
  return (
    <>
      <ul className={className ?? 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3'} onPointerOver={preloadQuickView} onFocus={preloadQuickView}>
        {properties.slice(0, shown).map((p, i) => (
          <li key={p.id} className="flex">
            <PropertyCard property={p} onQuickView={setQuick} priority={i < priorityCount} />
          </li>
        ))}
      </ul>
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
