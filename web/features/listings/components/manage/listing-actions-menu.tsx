import { Link } from 'wouter';
import { Archive, ArchiveRestore, Eye, MoreVertical, PencilLine, Trash2 } from 'lucide-react';
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu';
import type { Listing } from '../../../../../common/api/listings';

interface ListingActionsMenuProps {
  listing: Listing;
  title: string;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
}

export function ListingActionsMenu({ listing, title, onArchive, onRestore, onDelete }: ListingActionsMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Actions for ${title}`}
        className="flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-950 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <MoreVertical className="size-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <Link href={`/property/${listing.id}`}>
            <Eye aria-hidden="true" />
            View Details
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={`/edit-property/${listing.id}`}>
            <PencilLine aria-hidden="true" />
            Edit Property
          </Link>
        </DropdownMenuItem>
        {listing.isArchived ? (
          <DropdownMenuItem onSelect={onRestore}>
            <ArchiveRestore aria-hidden="true" />
            Restore
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={onArchive}>
            <Archive aria-hidden="true" />
            Archive
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onDelete} className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800 [&_svg]:text-red-600">
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
