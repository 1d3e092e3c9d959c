// Archive (confirmed), restore (not confirmed) and delete (confirmed), with the spec's toasts (section 8).
import { useState } from 'react';
import { toast } from '../../../../lib/toast-store';
import { useArchiveListing, useDeleteListing, useRestoreListing } from '../../../../lib/api/listing-writes';
import type { Listing } from '../../../../../common/api/listings';
import { handleLoggedOut } from '../../../../lib/unauthorized';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { listingTitle } from './managed-listing-card';

type Pending = { kind: 'archive' | 'delete'; listing: Listing } | null;

function failed(description: string) {
  return (error: unknown) => {
    if (handleLoggedOut(error)) return;
    toast({ title: 'Error', description, variant: 'destructive' });
  };
}

export function useListingActions() {
  const [pending, setPending] = useState<Pending>(null);
  const archive = useArchiveListing();
  const restore = useRestoreListing();
  const remove = useDeleteListing();

  function confirm() {
    if (!pending) return;
    const { kind, listing } = pending;
    const close = () => setPending(null);
    if (kind === 'archive') {
      archive.mutate(listing.id, {
        onSuccess: () => toast({ title: 'Property archived', description: 'Your property has been moved to the archive.', variant: 'success' }),
        onError: failed('Failed to archive property. Please try again.'),
        onSettled: close,
      });
    } else {
      remove.mutate(listing.id, {
        onSuccess: () => toast({ title: 'Property deleted', description: 'Your property has been successfully deleted.', variant: 'success' }),
        onError: failed('Failed to delete property. Please try again.'),
        onSettled: close,
      });
    }
  }

  function restoreListing(listing: Listing) {
    restore.mutate(listing.id, {
      onSuccess: () => toast({ title: 'Property restored', description: 'Your property has been restored from the archive.', variant: 'success' }),
      onError: failed('Failed to restore property. Please try again.'),
    });
  }

  const title = pending ? listingTitle(pending.listing) : '';
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open && !archive.isPending && !remove.isPending) setPending(null);
      }}
      title={pending?.kind === 'delete' ? 'Delete property?' : 'Archive property?'}
      description={
        pending?.kind === 'delete'
          ? `Are you sure you want to delete "${title}"? This action cannot be undone.`
          : `Archive "${title}"? You can restore it later from the archived tab.`
      }
      confirmLabel={pending?.kind === 'delete' ? 'Delete' : 'Archive'}
      destructive={pending?.kind === 'delete'}
      busy={archive.isPending || remove.isPending}
      onConfirm={confirm}
    />
  );

  return {
    dialog,
    askArchive: (listing: Listing) => setPending({ kind: 'archive', listing }),
    askDelete: (listing: Listing) => setPending({ kind: 'delete', listing }),
    restore: restoreListing,
  };
}
