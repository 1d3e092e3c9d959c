import { BadgeCheck, Building2, CircleX, Clock, House, ListChecks, PartyPopper, UserCheck } from 'lucide-react';
import { fullName } from '../../../../common/format';
import { PageHeader } from '../../../components/layout/page';
import { useAdminStats, usePendingProperties, usePendingUsers, useReviewProperty, useReviewUser } from '../../../lib/api/admin';
import type { PendingUser } from '../../../../common/api/admin';
import type { Listing } from '../../../../common/api/listings';
import { LinkButton } from '../../../components/ui/link-button';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';
import { ApprovedPropertiesList } from './approved-properties-list';
import { PendingPropertyCard } from './pending-property-card';
import { PendingUserCard } from './pending-user-card';
import { ReviewQueue, type ReviewItemProps, type ReviewQueueSetup } from './review-queue';

export type ReviewKind = 'listings' | 'accounts';

// The page around each queue; the other page is one link away.
const PAGES = {
  listings: {
    title: 'Listing Approvals',
    description: 'Check every listing before it goes live: look at the photos, the price and the address for signs of a fake.',
    link: { href: '/user-management', icon: Building2, label: 'Approve Businesses' },
  },
  accounts: {
    title: 'Approve Businesses',
    description: 'New owner and agent accounts. Check the name, contact details and, for agents, the licence number.',
    link: { href: '/admin', icon: ListChecks, label: 'Approve Listings' },
  },
};

const PendingListing = ({ item, ...actions }: ReviewItemProps<Listing>) => <PendingPropertyCard listing={item} {...actions} />;
const PendingAccount = ({ item, ...actions }: ReviewItemProps<PendingUser>) => <PendingUserCard user={item} {...actions} />;

const LISTING_QUEUE: ReviewQueueSetup<Listing> = {
  heading: 'Pending Property Approvals',
  headingId: 'pending-approvals',
  Item: PendingListing,
  listClassName: 'space-y-4',
  placeholderClassName: 'h-72 rounded-2xl',
  texts: {
    loadError: 'We could not load the review queue.',
    empty: { icon: PartyPopper, title: 'No pending properties to review', description: 'All listings are up to date!' },
    updated: 'Property status updated successfully.',
    decided: (listing, decision) =>
      decision === 'approve' ? `"${listing.title}" is approved.` : `"${listing.title}" was rejected; the lister will see your reason.`,
    failed: 'Failed to update property status',
  },
};

const ACCOUNT_QUEUE: ReviewQueueSetup<PendingUser> = {
  heading: 'Pending accounts',
  headingId: 'pending-accounts',
  Item: PendingAccount,
  listClassName: 'grid gap-4 lg:grid-cols-2',
  placeholderClassName: 'h-56 rounded-2xl',
  texts: {
    loadError: 'We could not load the pending accounts.',
    empty: { icon: UserCheck, title: 'No accounts waiting for review', description: 'New owner and agent registrations will appear here.' },
    updated: 'User Status Updated',
    decided: (user, decision) => {
      const name = fullName(user, user.username ?? 'The account');
      return decision === 'approve' ? `${name} is approved: their approved listings are now live.` : `${name} was rejected and will see your reason.`;
    },
    failed: 'Failed to update user status',
  },
};

/**
 * An admin review page: /admin (the counters, the listing queue with photos and facts, the approved listings)
 * or /user-management (owner and agent accounts waiting, oldest first).
 */
export function AdminReviewView({ kind }: { kind: ReviewKind }) {
  const { title, description, link } = PAGES[kind];
  return (
    <>
      <PageHeader
        eyebrow="Administrator"
        title={title}
        description={description}
        actions={
          <LinkButton href={link.href} icon={link.icon} variant="outline">
            {link.label}
          </LinkButton>
        }
      />
      {kind === 'listings' ? <ListingReview /> : <AccountReview />}
    </>
  );
}

function AccountReview() {
  return <ReviewQueue {...ACCOUNT_QUEUE} queue={usePendingUsers()} review={useReviewUser()} />;
}

function ListingReview() {
  const stats = useAdminStats();
  const s = stats.data;
  return (
    <>
      <StatGrid>
        <StatCard label="Total Properties" value={s?.totalListings} icon={House} loading={stats.isPending} />
        <StatCard label="Pending Review" value={s?.pendingListings} icon={Clock} loading={stats.isPending} tone="amber" />
        <StatCard label="Approved" value={s?.approvedListings} icon={BadgeCheck} loading={stats.isPending} tone="accent" hint="Live listings" />
        <StatCard label="Rejected" value={s?.rejectedListings} icon={CircleX} loading={stats.isPending} tone="slate" hint="Not approved" />
      </StatGrid>
      <div className="mt-10">
        <ReviewQueue {...LISTING_QUEUE} queue={usePendingProperties()} review={useReviewProperty()} />
      </div>
      <section aria-labelledby="approved-properties" className="mt-12">
        <h2 id="approved-properties" className="mb-4 text-xl font-semibold text-slate-900">Approved Properties</h2>
        <ApprovedPropertiesList />
      </section>
    </>
  );
}
