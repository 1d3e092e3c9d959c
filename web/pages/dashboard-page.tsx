import { Link } from 'wouter';
import { APPROVAL_TIME_TEXT } from '../../common/constants';
import { groupDigits } from '../../common/format';
import { formatSll, formatUsd } from '../../common/price';
import { Container, usePageTitle } from '../components/layout/page';
import { Alert } from '../components/ui/alert';
import { useSignedInUser } from '../lib/api/current-user';
import { isAdminUser } from '../lib/user-rules';
import type { CurrentUser } from '../../common/api/users';
import { useAdminStats } from '../lib/api/admin';
import { useListerDashboard } from '../lib/api/dashboard';
import { useRecentListings } from '../lib/api/listings';
import { AdminDashboard } from '../features/dashboard/components/admin-dashboard';
import { RepeatedNoShows } from '../features/viewings/components/repeated-no-shows';
import { AgentDashboard } from '../features/dashboard/components/agent-dashboard';
import { OwnerDashboard } from '../features/dashboard/components/owner-dashboard';
import { ListingAnalytics } from '../features/dashboard/components/listing-analytics';
import { ListingPerformance } from '../features/dashboard/components/listing-performance';
import { RecentListings } from '../features/dashboard/components/recent-listings';
import { RecentMessages } from '../features/dashboard/components/recent-messages';
import { SeekerDashboard } from '../features/dashboard/components/seeker-dashboard';
import { ViewingsSection } from '../features/viewings/components/viewing-list';

function AdminView() {
  const stats = useAdminStats();
  return <AdminDashboard counts={stats.data} loading={stats.isPending} noShows={<RepeatedNoShows />} />;
}

function ListerView({ user }: { user: CurrentUser }) {
  const name = user.firstName || user.username || 'there';
  const summary = useListerDashboard();
  const recent = useRecentListings();
  const s = summary.data;
  const recentList =
    recent.isPending || (recent.data && recent.data.length > 0) ? <RecentListings listings={recent.data} loading={recent.isPending} /> : undefined;

  if (user.userType === 'agent') {
    return (
      <AgentDashboard
        name={name}
        loading={summary.isPending}
        recent={recentList}
        counts={
          s && {
            activeListings: s.counts.active,
            pendingReview: s.counts.pending,
            potentialCommission: { usd: formatUsd(s.potentialCommissionUSD ?? 0), sll: formatSll(s.potentialCommissionSLL ?? 0) },
            commissionByType: s.potentialCommissionByType && {
              sale: { usd: formatUsd(s.potentialCommissionByType.sale.usd), sll: formatSll(s.potentialCommissionByType.sale.sll) },
              rent: { usd: formatUsd(s.potentialCommissionByType.rent.usd), sll: formatSll(s.potentialCommissionByType.rent.sll) },
            },
            totalProperties: s.counts.total,
          }
        }
      />
    );
  }
  return (
    <OwnerDashboard
      name={name}
      loading={summary.isPending}
      recent={recentList}
      analytics={<ListingAnalytics />}
      messages={<RecentMessages />}
      counts={
        s && {
          totalProperties: s.counts.total,
          active: s.counts.active,
          pending: s.counts.pending,
          totalViews: groupDigits(s.totalViews),
          inquiries: groupDigits(s.inquiries),
          conversionRate: `${s.conversionRate}%`,
        }
      }
    />
  );
}

export default function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useSignedInUser();
  const business = user.userType === 'owner' || user.userType === 'agent';

  return (
    <Container className="py-8 sm:py-10">
      {business && user.accountStatus === 'pending' ? (
        <Alert variant="warning" title="Your account is pending approval" className="mb-6">
          Our team reviews new accounts within {APPROVAL_TIME_TEXT}. You can prepare listings now; they are published once you are
          approved. <Link href="/pending" className="font-semibold underline">View status</Link>
        </Alert>
      ) : null}
      {business && user.accountStatus === 'rejected' ? (
        <Alert variant="danger" title="Your account was not approved" className="mb-6">
          {user.rejectionReason || 'No reason was given.'} <Link href="/pending" className="font-semibold underline">What to do next</Link>
        </Alert>
      ) : null}
      {isAdminUser(user) ? (
        <AdminView />
      ) : business ? (
        <>
          <ListerView user={user} />
          <ListingPerformance />
        </>
      ) : (
        <SeekerDashboard name={user.firstName || user.username || 'there'} />
      )}
      {isAdminUser(user) ? null : <ViewingsSection lister={business} />}
    </Container>
  );
}
