import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchPage } from '../../listings/api/get-page';

const PAGE_SIZE = 24;

/** A list the admin pages through with "Load more" (limit/offset, total from x-total-count). */
export function usePagedList<T>(queryKey: readonly unknown[], path: string, params: Record<string, string> = {}) {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, { ...params, paged: true }],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchPage<T>(path, { ...params, limit: PAGE_SIZE, offset: pageParam }, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { ...query, items, total };
}
