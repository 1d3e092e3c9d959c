import { Link } from 'wouter';
import { Container, usePageTitle } from '../components/layout/page';
import { Alert } from '../components/ui/alert';
import { useSignedInUser } from '../features/auth/api/current-user';
import { isAdminUser } from '../features/auth/types';
import { AdminDashboard } from '../features/dashboard/components/admin-dashboard';
import { AgentDashboard } from '../features/dashboard/components/agent-dashboard';
import { OwnerDashboard } from '../features/dashboard/components/owner-dashboard';
import { APPROVAL_TIME_TEXT } from '../../common/constants';

// Counters show '—' until the listings API is wired in (pass `counts` and `recent` to each dashboard).
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useSignedInUser();
  const name = user.firstName || user.username || 'there';

  if (isAdminUser(user)) {
    return (
      <Container className="py-8 sm:py-10">
        <AdminDashboard />
      </Container>
    );
  }

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
      {user.userType === 'agent' ? <AgentDashboard name={name} /> : <OwnerDashboard name={name} />}
    </Container>
  );
}
