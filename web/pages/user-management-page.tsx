import { Container, usePageTitle } from '../components/layout/page';
import { AdminReviewView } from '../features/admin/components/admin-review-view';

/** /user-management and /admin/users: pending-account review. The admin gate is in app.tsx. */
export default function UserManagementPage() {
  usePageTitle('Approve businesses');
  return (
    <Container className="py-6 sm:py-10">
      <AdminReviewView kind="accounts" />
    </Container>
  );
}
