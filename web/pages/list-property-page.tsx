import { Link } from 'wouter';
import { House } from 'lucide-react';
import { PagePlaceholder } from '../components/layout/page-placeholder';
import { Button } from '../components/ui/button';

// Placeholder: the listing landing and builder replace this file.
export default function ListPropertyPage() {
  return (
    <PagePlaceholder
      title="List a property"
      description="Reach home hunters across Sierra Leone. Every listing is reviewed before it goes live."
      icon={House}
      emptyTitle="The listing builder is almost ready"
      emptyText="You will be able to add photos, features and the location of your property here."
      action={
        <Button asChild variant="outline">
          <Link href="/join-platform">See plans for owners and agents</Link>
        </Button>
      }
    />
  );
}
