import { Archive, CircleCheck, CircleX, Clock, PencilLine } from 'lucide-react';
import { Badge, type BadgeVariant } from '../ui/badge';
import type { Listing } from '../../../common/api/listings';

const STATUS = {
  draft: { label: 'Draft', variant: 'neutral', icon: PencilLine },
  pending: { label: 'Pending Review', variant: 'warning', icon: Clock },
  approved: { label: 'Active', variant: 'success', icon: CircleCheck },
  rejected: { label: 'Rejected', variant: 'danger', icon: CircleX },
} satisfies Record<Listing['status'], { label: string; variant: BadgeVariant; icon: typeof Clock }>;

export function ListingStatusBadge({ listing, className }: { listing: Pick<Listing, 'status' | 'isArchived'>; className?: string }) {
  if (listing.isArchived) {
    return (
      <Badge variant="outline" className={className}>
        <Archive aria-hidden="true" />
        Archived
      </Badge>
    );
  }
  const s = STATUS[listing.status] ?? STATUS.pending;
  const Icon = s.icon;
  return (
    <Badge variant={s.variant} className={className}>
      <Icon aria-hidden="true" />
      {s.label}
    </Badge>
  );
}
