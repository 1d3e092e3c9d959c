// GET /api/exchange-rate (public) and PUT /api/admin/exchange-rate (admins): the leone-per-dollar rate.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRateAnswer } from '../../../common/api/exchange-rate';
import type { ExchangeRateInput } from '../../../common/schemas/exchange-rate';
import { EXCHANGE_RATE_PATH } from '../../../common/page-reads';
import { takeBootData } from '../../boot/boot-data';
import { apiGet, apiRequest } from './http';
import { listingKeys } from './listing-keys';

const RATE_FRESH_MS = 60 * 60 * 1000;

export const exchangeRateKeys = { current: ['exchange-rate'] as const };

export const exchangeRateQuery = queryOptions({
  queryKey: exchangeRateKeys.current,
  queryFn: ({ signal }) => apiGet<ExchangeRateAnswer>(EXCHANGE_RATE_PATH, { signal }),
  // Answered inside the opened page (common/opening-reads.ts), so its prices draw once, already converted.
  initialData: () => takeBootData<ExchangeRateAnswer>(EXCHANGE_RATE_PATH),
  // The rate changes a few times a month at most: one read per hour is plenty.
  staleTime: RATE_FRESH_MS,
});

/** The rate in force, or null while it loads or when it cannot be read (prices then show without "≈"). */
export function useExchangeRate(): ExchangeRateAnswer | null {
  return useQuery(exchangeRateQuery).data ?? null;
}

export function useExchangeRateQuery() {
  return useQuery(exchangeRateQuery);
}

export function setExchangeRate(input: ExchangeRateInput): Promise<ExchangeRateAnswer> {
  return apiRequest<ExchangeRateAnswer>('PUT', '/api/admin/exchange-rate', input);
}

export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExchangeRate,
    onSuccess: (rate) => {
      queryClient.setQueryData(exchangeRateKeys.current, rate);
      // Price filters and sorts go through the rate: search results may change.
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
