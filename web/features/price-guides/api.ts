// Reading the price guides (common/api/price-guides): the list of areas and one area's guide (the listing page's
// line is read by web/lib/api/price-guides.ts). Stored figures, refreshed by the server about once a minute: a minute's staleness is fine.
import { useQuery } from '@tanstack/react-query';
import type { PriceGuideAnswer, PriceGuideIndexAnswer } from '../../../common/api/price-guides';
import { apiGet } from '../../lib/api/http';

const GUIDE_FRESH_MS = 60_000;

export const priceGuideKeys = {
  index: ['price-guides'] as const,
  area: (slug: string) => ['price-guides', slug] as const,
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
