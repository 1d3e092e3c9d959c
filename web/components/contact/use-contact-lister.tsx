import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../lib/api/current-user';
import { signInReturningTo } from '../../../common/return-path';
import { toast } from '../../lib/use-toast';

// The dialogs (Radix dialog, the conversation, verification) load on the first "Contact", not with the page.
const ContactDialog = lazy(() => import('./contact-dialog'));

/** Who a contact dialog writes to, about which listing. */
export interface ContactTarget {
  receiverId: string;
  receiverName: string;
  receiverImage: string | null;
  propertyId: string;
  propertyTitle: string;
}

export interface Contactable {
  id: string;
  userId: string;
  title: string;
  user: { firstName: string | null; lastName: string | null; profileImageUrl: string | null } | null;
}

/** Spec: receiverId is the property's userId; receiverName first and last name, default 'Property Owner'. */
export function contactTargetFor(p: Contactable): ContactTarget {
  const name = [p.user?.firstName, p.user?.lastName].filter(Boolean).join(' ').trim();
  return {
    receiverId: p.userId,
    receiverName: name || 'Property Owner',
    receiverImage: p.user?.profileImageUrl ?? null,
    propertyId: p.id,
    propertyTitle: p.title,
  };
}

/** Warms the dialog's code (on hover or focus of a contact button) so the click opens it at once. */
export function preloadContactDialog(): void {
  // Only a warm-up: offline it fails quietly, and opening the dialog asks for the code again.
  import('./contact-dialog').catch(() => undefined);
}

/**
 * `contact(listing)`: signed out, the toast 'Login Required' and a trip to /local-login (spec), which brings the
 * reader back to this page once signed in; signed in, the
 * message dialog addressed to the listing's owner or agent. Render `dialog` somewhere in the page.
 */
export function useContactLister(): { contact: (p: Contactable) => void; dialog: ReactNode } {
  const { user, isLoading } = useCurrentUser();
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<ContactTarget | null>(null);

  const contact = (p: Contactable) => {
    if (isLoading) return;
    if (!user) {
      toast({ title: 'Login Required', description: 'Please sign in to contact the owner or agent.', variant: 'warning' });
      navigate(signInReturningTo(window.location.pathname + window.location.search));
      return;
    }
    if (user.id === p.userId) {
      toast({ title: 'This is your listing', description: 'Messages from interested people will appear in Messages.', variant: 'info' });
      return;
    }
    setTarget(contactTargetFor(p));
  };

  const dialog =
    target && user ? (
      <Suspense fallback={null}>
        <ContactDialog target={target} user={user} onClose={() => setTarget(null)} />
      </Suspense>
    ) : null;
  return { contact, dialog };
}
