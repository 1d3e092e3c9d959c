// The cache keys of listing data, built here and nowhere else. Keys are arrays named by what they hold, never
// URLs: the URL is the fetcher's business. Lists held as plain arrays of listings share the 'list' prefix, so
// the detail page can look for a listing already loaded without guessing at shapes.
export const listingKeys = {
  all: ['listings'] as const,
  detail: (id: string) => ['listings', 'detail', id] as const,
  /** Listing[]: the lists below. */
  arrays: ['listings', 'list'] as const,
  approved: (limit: number) => ['listings', 'list', 'approved', limit] as const,
  mine: ['listings', 'list', 'mine'] as const,
  archived: ['listings', 'list', 'archived'] as const,
  recent: (limit: number) => ['listings', 'list', 'recent', limit] as const,
  /** InfiniteData<SearchPage>: the search grid, page by page. */
  searches: ['listings', 'search'] as const,
  search: (query: Record<string, string | number>) => ['listings', 'search', query] as const,
  /** SearchPage: the map's one large page. */
  mapSearches: ['listings', 'search-map'] as const,
  mapSearch: (query: Record<string, string | number>) => ['listings', 'search-map', query] as const,
  /** number: how many listings a query would find (the filter sheet's "Show N results", empty-state hints). */
  searchCount: (query: Record<string, string | number>) => ['listings', 'search-count', query] as const,
  /** NearbyPlaces: an empty neighbourhood search's area and nearest places, with counts. */
  nearby: (query: Record<string, string | number>) => ['listings', 'nearby', query] as const,
  stats: ['listings', 'stats'] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  lister: ['dashboard', 'lister'] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  pendingListings: ['admin', 'pending-listings'] as const,
  approvedListings: ['admin', 'approved-listings'] as const,
  pendingUsers: ['admin', 'pending-users'] as const,
};
