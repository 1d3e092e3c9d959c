import { Link } from 'wouter';
import { House } from 'lucide-react';
import { PagePlaceholder } from '../components/layout/page-placeholder';
import { Button } from '../components/ui/button';

// Placeholder: the property detail page replaces this file (read the id with wouter's useParams()).
export default function PropertyDetailPage() {
  return (
    <PagePlaceholder
      title="Property details"
      icon={House}
      emptyTitle="Property details are coming"
      emptyText="Photos, price, features and the lister's contact options will show here."
      action={
        <Button asChild variant="outline">
          <Link href="/search">Browse properties</Link>
        </Button>
      }
    />
  );
}
