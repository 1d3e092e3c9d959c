import { Phone } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import type { ListerPage } from '../../../../common/api/listers';
import { displayPhone } from '../../../../common/format';

const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/**
 * How to reach them from here: a phone when the listing page would show it to this visitor, and otherwise the
 * messages on each listing (a message is about a listing, so the lister knows which home you mean).
 */
export function ListerContact({ lister, name }: { lister: ListerPage; name: string }) {
  const phone = lister.contact.phoneNumber ?? lister.contact.whatsappNumber;
  return (
    <section aria-labelledby="lister-contact-title" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lister-contact-title" className="text-lg font-semibold text-slate-900">Contact {name}</h2>
      <p className="text-sm text-slate-700">Open one of the homes below and use Contact to send a message about it.</p>
      {phone ? (
        <Button asChild variant="outline" className="w-full">
          <a href={telHref(phone)}><Phone aria-hidden="true" />Call {displayPhone(phone)}</a>
        </Button>
      ) : null}
      {lister.contact.hidden ? (
        <p className="text-sm text-slate-600">
          Their phone number shows once you are <Link href="/login" className="font-semibold text-brand-800 underline">signed in</Link> and have verified your identity.
        </p>
      ) : null}
    </section>
  );
}
