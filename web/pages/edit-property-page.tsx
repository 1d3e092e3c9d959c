import { PencilLine } from 'lucide-react';
import { PagePlaceholder } from '../components/layout/page-placeholder';

// Placeholder: the edit page replaces this file. Sign-in is checked in app.tsx; ownership is the page's job.
export default function EditPropertyPage() {
  return (
    <PagePlaceholder
      title="Edit property"
      icon={PencilLine}
      emptyTitle="Editing is coming soon"
      emptyText="You will be able to update your listing's details, photos and price here."
    />
  );
}
