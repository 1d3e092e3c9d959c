// Reading lists that can grow: a plain array per page, the whole list's total in x-total-count (apiGetPage).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '../../../common/api/page';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT } from '../../../common/constants';
import { queryKeyToUrl } from '../query-client';
import { apiGetPage } from './http';

type Params = Record<string, string | number | undefined>;

/** One page: GET path?params&limit&offset. */
export function fetchPage<T>(path: string, params: Params, signal?: AbortSignal): Promise<Page<T>> {
  return apiGetPage<T>(queryKeyToUrl([path, params]), { signal });
}

/** A lister's own listings rarely pass a few hundred; this bounds the work if one ever has thousands. */
const MAX_PAGES = 20;

/** Every item of a list, page by page (100 at a time, the API's maximum). */
export async function fetchAllPages<T>(path: string, params: Params, signal?: AbortSignal): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { data, total } = await fetchPage<T>(path, { ...params, limit: PAGE_MAX_LIMIT, offset: page * PAGE_MAX_LIMIT }, signal);
    all.push(...data);
    if (data.length < PAGE_MAX_LIMIT || all.length >= total) break;
  }
  return all;
}

/**
 * A list paged through with "Load more" (limit/offset, total from x-total-count), to `maxOffset` at most (a public
 * list's deepest page, PUBLIC_MAX_OFFSET).
 */
export function usePagedList<T>(queryKey: readonly unknown[], path: string, params: Record<string, string> = {}, maxOffset = Infinity) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchPage<T>(path, { ...params, limit: PAGE_DEFAULT_LIMIT, offset: pageParam }, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return loaded < last.total && last.data.length > 0 && loaded <= maxOffset ? loaded : undefined;
    },
  });
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { ...query, items, total };
}
