import { BadgeCheck } from 'lucide-react';
import { PagePlaceholder } from '../components/layout/page-placeholder';

// Placeholder: the listing approvals page replaces this file. The admin gate is in app.tsx.
export default function AdminPage() {
  return (
    <PagePlaceholder
      title="Approve Listings"
      description="Review new listings before they go live."
      icon={BadgeCheck}
      emptyTitle="No pending properties to review"
      emptyText="All listings are up to date!"
    />
  );
}
