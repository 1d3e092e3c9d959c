import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, ChevronRight, Home } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { personRole } from '../inbox-format';
import type { ConversationListing, ConversationPerson } from '../../../../common/api/messages';
import { PersonAvatar } from './person-avatar';

interface ThreadHeaderProps {
  name: string;
  person: Omit<ConversationPerson, 'id'> | null;
  listing: Pick<ConversationListing, 'id' | 'title'> & { imageUrl?: string | null } | null;
  onBack: () => void;
  /** Move keyboard focus here on opening (phones, where the list the focus was on is hidden). */
  takeFocus: boolean;
}

/** Who the conversation is with and the listing it is about (linked); Back returns to the list on phones. */
export function ThreadHeader({ name, person, listing, onBack, takeFocus }: ThreadHeaderProps) {
  const role = personRole(person?.userType, person?.licenceChecked);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus({ preventScroll: true });
  }, [takeFocus]);
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="flex items-center gap-2 px-2 py-2 sm:px-4 sm:py-3">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label="Back to conversations">
          <ArrowLeft aria-hidden="true" />
        </Button>
        <PersonAvatar person={person} className="size-10" />
        <div className="min-w-0 flex-1">
          <h2 ref={heading} tabIndex={-1} className="truncate font-semibold text-slate-900 focus:outline-none">{name}</h2>
          {role ? <p className="truncate text-xs text-slate-600">{role}</p> : null}
        </div>
      </div>
      {listing ? (
        <Link
          href={`/property/${listing.id}`}
          className="flex items-center gap-3 border-t border-slate-100 bg-slate-50/70 px-4 py-2 text-sm hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset"
        >
          {listing.imageUrl ? (
            <img src={listing.imageUrl} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 shrink-0 rounded-lg object-cover" />
          ) : (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-200 text-slate-500">
              <Home className="size-5" aria-hidden="true" />
            </span>
          )}
          <span className="min-w-0 flex-1">
            <span className="block text-xs text-slate-500">About the listing</span>
            <span className="block truncate font-medium text-slate-900">{listing.title}</span>
          </span>
          <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="sr-only">(view listing)</span>
        </Link>
      ) : null}
    </div>
  );
}
