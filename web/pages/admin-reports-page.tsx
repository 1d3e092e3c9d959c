import { Container, PageHeader, usePageTitle } from '../components/layout/page';
import { ReportsQueue } from '../features/admin/reports/reports-queue';

/** /admin/reports: listings users reported. The admin gate is in the route table. */
export default function AdminReportsPage() {
  usePageTitle('Reports');
  return (
    <Container size="md" className="py-6 sm:py-10">
      <PageHeader
        eyebrow="Administrator"
        title="Reports"
        description="Listings people reported, the weightiest first. Reports from two established, unrelated accounts hide a listing from the public until you act; newer accounts' reports only bring it here."
      />
      <ReportsQueue />
    </Container>
  );
}
