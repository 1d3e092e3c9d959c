import { Link } from 'wouter';
import { ListChecks } from 'lucide-react';
import { PagePlaceholder } from '../components/layout/page-placeholder';
import { Button } from '../components/ui/button';

// Placeholder: own-listings management replaces this file.
export default function MyPropertiesPage() {
  return (
    <PagePlaceholder
      title="My Properties"
      description="Manage, archive and track the review of your listings."
      icon={ListChecks}
      emptyTitle="No properties yet"
      emptyText="Your listings and their review status will appear here."
      action={
        <Button asChild>
          <Link href="/list-property">Create Listing</Link>
        </Button>
      }
    />
  );
}
