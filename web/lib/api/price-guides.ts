// GET /api/prices/line: the listing page's one line from the price guides (issue 33), e.g. "2-bedroom apartments
// for rent in Lumley: typically Le 22,000 to Le 30,000 a month, 6 listings", with the guide it comes from.
import { useQuery } from '@tanstack/react-query';
import type { PriceGuideLineAnswer } from '../../../common/api/price-guides';
import { apiGet } from './http';

export interface GuideLineKind {
  location: string | null;
  propertyType: 'sale' | 'rent';
  propertyCategory: string | null;
  bedrooms: number | null;
}

/** The line's query string; null for a listing no guide could match (no place or category). */
export function guideLineQuery(kind: GuideLineKind): string | null {
  if (!kind.location || !kind.propertyCategory) return null;
  const params = new URLSearchParams({ place: kind.location, type: kind.propertyType, category: kind.propertyCategory });
  if (kind.bedrooms !== null) params.set('bedrooms', String(kind.bedrooms));
  return params.toString();
}

export function usePriceGuideLine(kind: GuideLineKind) {
  const query = guideLineQuery(kind);
  return useQuery({
    queryKey: ['price-guides', 'line', query] as const,
    queryFn: ({ signal }) => apiGet<PriceGuideLineAnswer>(`/api/prices/line?${query}`, { signal }),
    enabled: query !== null,
    // Figures move about once a minute at most.
    staleTime: 60_000,
    // A missing line is no loss: the listing page never shows an error for it.
    retry: false,
  });
}
