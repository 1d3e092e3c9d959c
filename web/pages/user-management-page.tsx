import { Building2 } from 'lucide-react';
import { PagePlaceholder } from '../components/layout/page-placeholder';

// Placeholder: pending-account review replaces this file. The admin gate is in app.tsx.
export default function UserManagementPage() {
  return (
    <PagePlaceholder
      title="Approve Businesses"
      description="Review new owner and agent accounts."
      icon={Building2}
      emptyTitle="No accounts waiting for review"
      emptyText="New owner and agent registrations will appear here."
    />
  );
}
