import { Link } from 'wouter';
import { Pencil } from 'lucide-react';
import { Button } from '../ui/button';
import { cn } from '../../lib/cn';

/** Shown instead of "Contact" on a listing the signed-in person listed: nobody to contact but themselves. */
export function OwnListingNote({ propertyId, className }: { propertyId: string; className?: string }) {
  return (
    <div className={cn('space-y-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200', className)} data-testid="own-listing-note">
      <p>
        <span className="block font-semibold text-slate-900">This is your listing.</span>
        Messages from interested people appear in Messages.
      </p>
      <Button asChild variant="outline" className="w-full">
        <Link href={`/edit-property/${propertyId}`}>
          <Pencil aria-hidden="true" />
          Edit listing
        </Link>
      </Button>
    </div>
  );
}
