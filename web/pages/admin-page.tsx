import { Container, usePageTitle } from '../components/layout/page';
import { AdminReviewView } from '../features/admin/components/admin-review-view';

/** /admin: listing approvals. The admin gate is in app.tsx. */
export default function AdminPage() {
  usePageTitle('Listing approvals');
  return (
    <Container className="py-6 sm:py-10">
      <AdminReviewView kind="listings" />
    </Container>
  );
}
