// Reading the price guides (common/api/price-guides): the list of areas, one area's guide, and the listing
// page's one line. Stored figures, refreshed by the server about once a minute: a minute's staleness is fine.
import { useQuery } from '@tanstack/react-query';
import type { PriceGuideAnswer, PriceGuideIndexAnswer, PriceGuideLineAnswer } from '../../../common/api/price-guides';
import { apiGet } from '../../lib/api/http';

const GUIDE_FRESH_MS = 60_000;

export const priceGuideKeys = {
  index: ['price-guides'] as const,
  area: (slug: string) => ['price-guides', slug] as const,
  line: (query: string) => ['price-guides', 'line', query] as const,
};

export function usePriceGuideIndex() {
  return useQuery({
    queryKey: priceGuideKeys.index,
    queryFn: ({ signal }) => apiGet<PriceGuideIndexAnswer>('/api/prices', { signal }),
    staleTime: GUIDE_FRESH_MS,
  });
}

export function usePriceGuide(slug: string) {
  return useQuery({
    queryKey: priceGuideKeys.area(slug),
    queryFn: ({ signal }) => apiGet<PriceGuideAnswer>(`/api/prices/${encodeURIComponent(slug)}`, { signal }),
    staleTime: GUIDE_FRESH_MS,
  });
}

export interface GuideLineKind {
  location: string | null;
  propertyType: 'sale' | 'rent';
  propertyCategory: string | null;
  bedrooms: number | null;
}

/** The listing page's line; not asked for a listing without a place or category (no guide could match it). */
export function usePriceGuideLine(kind: GuideLineKind) {
  const params = new URLSearchParams();
  if (kind.location) params.set('place', kind.location);
  params.set('type', kind.propertyType);
  if (kind.propertyCategory) params.set('category', kind.propertyCategory);
  if (kind.bedrooms !== null) params.set('bedrooms', String(kind.bedrooms));
  const query = params.toString();
  return useQuery({
    queryKey: priceGuideKeys.line(query),
    queryFn: ({ signal }) => apiGet<PriceGuideLineAnswer>(`/api/prices/line?${query}`, { signal }),
    enabled: Boolean(kind.location && kind.propertyCategory),
    staleTime: GUIDE_FRESH_MS,
    // A missing line is no loss: never an error on the listing page.
    retry: false,
  });
}
