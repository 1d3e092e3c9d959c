import { cn } from '../../../lib/cn';
import { personInitials } from '../inbox-format';
import type { ConversationPerson } from '../../../../common/api/messages';

type Person = Pick<ConversationPerson, 'firstName' | 'lastName' | 'profileImageUrl'>;

/** The photo when there is one, else initials; decorative (the name is always written beside it). */
export function PersonAvatar({ person, className }: { person: Person | null; className?: string }) {
  const base = cn('inline-flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-bold text-brand-800', className);
  if (person?.profileImageUrl) {
    return <img src={person.profileImageUrl} alt="" className={cn(base, 'object-cover')} loading="lazy" decoding="async" />;
  }
  return (
    <span aria-hidden="true" className={base}>
      {personInitials(person)}
    </span>
  );
}
