// The /my-properties tabs: which listings each shows, its count, and its empty-state text (spec section 2).
import type { Listing } from '../../../../../common/api/listings';

export type ListingTab = 'all' | 'active' | 'pending' | 'rejected' | 'drafts' | 'archived';

export const LISTING_TABS: { value: ListingTab; label: string; status: string }[] = [
  { value: 'all', label: 'All', status: '' },
  { value: 'active', label: 'Active', status: 'active' },
  { value: 'pending', label: 'Pending', status: 'pending' },
  { value: 'rejected', label: 'Rejected', status: 'rejected' },
  { value: 'drafts', label: 'Drafts', status: 'draft' },
  { value: 'archived', label: 'Archived', status: 'archived' },
];

/** Case-insensitive match on the title or the address (and the area, which people also type). */
export function matchesSearch(listing: Listing, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [listing.title, listing.address, listing.location ?? ''].some((text) => text.toLowerCase().includes(q));
}

export function listingsForTab(tab: ListingTab, open: Listing[], archived: Listing[]): Listing[] {
  switch (tab) {
    case 'all':
      return open;
    case 'active':
      return open.filter((l) => l.status === 'approved');
    case 'pending':
      return open.filter((l) => l.status === 'pending');
    case 'rejected':
      return open.filter((l) => l.status === 'rejected');
    case 'drafts':
      return open.filter((l) => l.status === 'draft');
    case 'archived':
      return archived;
  }
}

export interface EmptyText {
  title: string;
  description: string;
}

/** The empty state for a tab: nothing at all, nothing matching the search, or nothing in this status. */
export function emptyTextFor(tab: ListingTab, searching: boolean, hasAny: boolean): EmptyText {
  if (searching) return { title: 'No properties found', description: 'No listing title or address matches your search.' };
  if (tab === 'archived') return { title: 'No archived properties', description: 'Listings you archive are kept here and can be restored at any time.' };
  if (tab === 'all' || !hasAny) return { title: 'No properties yet', description: 'Create your first listing: our team reviews it before it goes live.' };
  const status = LISTING_TABS.find((t) => t.value === tab)!.status;
  return { title: `No ${status} properties`, description: 'Listings appear here when they reach this stage.' };
}
