// Lists that can grow answer a plain array with the total in the x-total-count header; apiGet only gives
// the body, so list reads go through this small reader.
import { ApiError } from '../../../lib/api';
import { DEV_MODE_HEADER, getDevModeRole } from '../../../lib/dev-mode';
import { queryKeyToUrl } from '../../../lib/query-client';
import type { Page } from '../types';

/** One page: GET url?limit&offset, the items and the whole list's total. */
export async function fetchPage<T>(path: string, params: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<Page<T>> {
  const headers: Record<string, string> = {};
  const devRole = getDevModeRole();
  if (devRole) headers[DEV_MODE_HEADER] = devRole;
  const res = await fetch(queryKeyToUrl([path, params]), { credentials: 'include', headers, signal });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  const items = (await res.json()) as T[];
  const total = Number(res.headers.get('x-total-count') ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

const PAGE_SIZE = 100;
/** A lister's own listings rarely pass a few hundred; this bounds the work if one ever has thousands. */
const MAX_PAGES = 20;

/** Every item of a list, page by page (100 at a time, the API's maximum). */
export async function fetchAllPages<T>(path: string, params: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, total } = await fetchPage<T>(path, { ...params, limit: PAGE_SIZE, offset: page * PAGE_SIZE }, signal);
    all.push(...items);
    if (items.length < PAGE_SIZE || all.length >= total) break;
  }
  return all;
}
