// The API reads each opened page starts with, for the server to answer inside the page or preload
// (server/web-boot-hints.ts). Apart from common/routes.ts, so the app's start-up code, which reads the route
// table, does not carry the search filters.
import { FEATURED_PROPERTIES_COUNT } from './constants.js';
import { approvedListingsUrl, EXCHANGE_RATE_PATH, PROPERTY_STATS_PATH } from './page-reads.js';
import { matchRoute, pageFor, type Opener, type PageFile } from './routes.js';
import { parseFilters, parseView, SEARCH_PAGE_SIZE, searchApiUrl, toApiQuery } from './search-filters.js';
import { UUID_PATTERN } from './schemas/ids.js';

/** An API read an opened page starts with, and whether the server may answer it inside the page. */
export interface PageRead {
  url: string;
  answerInPage: boolean;
}

type ReadsOf = (params: Record<string, string>, search: string) => PageRead[];
const inPage = (url: string): PageRead => ({ url, answerInPage: true });
/** Pages with prices convert them at the rate: a small answer, given in the page so prices draw once. */
const RATE = inPage(EXCHANGE_RATE_PATH);

/** The first reads of the pages that start with one, spelled exactly as the app spells them. */
const PAGE_READS: Partial<Record<PageFile, ReadsOf>> = {
  'landing-page.tsx': () => [inPage(PROPERTY_STATS_PATH), inPage(approvedListingsUrl(FEATURED_PROPERTIES_COUNT)), RATE],
  // The map loads its own, larger page once its code has arrived.
  'search-page.tsx': (_params, search) =>
    parseView(search) === 'map' ? [RATE] : [inPage(searchApiUrl(toApiQuery(parseFilters(search)), SEARCH_PAGE_SIZE, 0)), RATE],
  // Reading a listing counts a view, and link previews (WhatsApp, Facebook and others fetch a shared page for
  // its preview card) are not readers: the listing is left to the browser, preloaded, which counts the view
  // only when a real browser runs the page.
  'property-detail-page.tsx': ({ id = '' }) =>
    UUID_PATTERN.test(id) ? [{ url: `/api/properties/${id}`, answerInPage: false }, RATE] : [],
};

/** The API reads the page opened at `pathname` starts with, for `opener` (none when they are sent elsewhere). */
export function openingReads(pathname: string, search: string, opener: Opener): PageRead[] {
  const matched = matchRoute(pathname);
  const page = matched ? pageFor(matched.route, opener) : null;
  return page ? (PAGE_READS[page]?.(matched!.params, search) ?? []) : [];
}
