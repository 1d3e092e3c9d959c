import { Link } from 'wouter';
import { ArrowLeft, SearchX } from 'lucide-react';
import { StatusScreen } from '../../../components/routing/status-screen';
import { Button } from '../../../components/ui/button';

/** Spec: a missing property shows 'Property Not Found' with a back link. */
export function ListingNotFound() {
  return (
    <StatusScreen
      icon={SearchX}
      title="Property Not Found"
      actions={
        <Button asChild>
          <Link href="/search"><ArrowLeft aria-hidden="true" />Back to listings</Link>
        </Button>
      }
    >
      This listing may have been sold, let or taken down, or the link is incomplete.
    </StatusScreen>
  );
}
