import { useState } from 'react';
import { Link } from 'wouter';
import { Archive, House, Plus, Search, SearchX } from 'lucide-react';
import { PageHeader } from '../../../../components/layout/page';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Input } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs';
import type { CurrentUser } from '../../../../../common/api/users';
import { useArchivedListings, useMyListings } from '../../../../lib/api/listings';
import type { Listing } from '../../../../../common/api/listings';
import { emptyTextFor, LISTING_TABS, listingsForTab, matchesSearch, type ListingTab } from './listing-tabs';
import { ManagedListingCard } from './managed-listing-card';
import { useListingActions } from './use-listing-actions';
import { pluralize } from '../../../../../common/format';

export function MyPropertiesView({ user }: { user: CurrentUser }) {
  const lister = user.userType === 'owner' || user.userType === 'agent';
  const mine = useMyListings();
  const archivedQuery = useArchivedListings();
  const [tab, setTab] = useState<ListingTab>('all');
  const [query, setQuery] = useState('');
  const actions = useListingActions();

  const searching = query.trim() !== '';
  const open = (mine.data ?? []).filter((l) => matchesSearch(l, query));
  const archived = (archivedQuery.data ?? []).filter((l) => matchesSearch(l, query));
  const hasAny = (mine.data?.length ?? 0) + (archivedQuery.data?.length ?? 0) > 0;
  const loading = mine.isPending || archivedQuery.isPending;
  const failed = mine.isError || archivedQuery.isError;
  const createButton = lister ? (
    <Button asChild>
      <Link href="/list-property">
        <Plus aria-hidden="true" />
        Create Listing
      </Link>
    </Button>
  ) : null;

  function renderList(list: Listing[]) {
    if (loading) {
      return (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {[0, 1, 2].map((i) => <Skeleton key={i} className="h-80 rounded-2xl" />)}
        </div>
      );
    }
    if (list.length === 0) {
      const empty = emptyTextFor(tab, searching, hasAny);
      const icon = searching ? SearchX : tab === 'archived' ? Archive : House;
      const description = lister ? empty.description : 'Listing is for property owners and agents. Register an owner or agent account to list a property.';
      return <EmptyState icon={icon} title={empty.title} description={description} action={!searching && tab === 'all' ? createButton : undefined} />;
    }
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((l) => (
          <ManagedListingCard
            key={l.id}
            listing={l}
            accountPending={user.accountStatus !== 'approved'}
            onArchive={() => actions.askArchive(l)}
            onRestore={() => actions.restore(l)}
            onDelete={() => actions.askDelete(l)}
          />
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title={user.userType === 'agent' ? 'Client Listings' : 'My Properties'}
        description={user.userType === 'agent' ? 'Your client properties, their review status, views and inquiries.' : 'Your listings, their review status, views and inquiries.'}
        actions={createButton}
      />
      {failed ? (
        <Alert variant="danger" title="We could not load your listings" className="mb-4">
          Check your connection.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void Promise.all([mine.refetch(), archivedQuery.refetch()])}>
            Try again
          </button>
        </Alert>
      ) : null}
      <div className="relative mb-4 max-w-md">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <label htmlFor="my-properties-search" className="sr-only">Search by title or address</label>
        <Input id="my-properties-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search by title or address" className="pl-11" />
      </div>
      <Tabs value={tab} onValueChange={(v) => setTab(v as ListingTab)}>
        <TabsList aria-label="Listing status" className="w-full sm:w-auto">
          {LISTING_TABS.map((t) => {
            const count = listingsForTab(t.value, open, archived).length;
            return (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
                <span className="rounded-full bg-slate-200/80 px-1.5 text-xs tabular-nums text-slate-700" aria-label={pluralize(count, 'listing')}>
                  {loading ? '–' : count}
                </span>
              </TabsTrigger>
            );
          })}
        </TabsList>
        {LISTING_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {renderList(listingsForTab(t.value, open, archived))}
          </TabsContent>
        ))}
      </Tabs>
      {actions.dialog}
    </>
  );
}
