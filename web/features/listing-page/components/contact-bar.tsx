import { MessageSquare, Phone } from 'lucide-react';
import { listerName } from '../../../lib/listing-display';
import { enquiryText, listingUrl, telHref, whatsAppChatUrl } from '../share-links';
import type { Listing } from '../../../../common/api/listings';
import { WhatsAppIcon } from './whatsapp-icon';
import { siteOrigin } from '../../../lib/site-origin';

const action =
  'flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * Phones: Call, WhatsApp and Message always in reach at the bottom, above the bottom bar and the home-indicator
 * area. Call and WhatsApp only when the lister's numbers are shown; Message opens the usual contact flow.
 */
export function ContactBar({ property: p, onContact }: { property: Listing; onContact: () => void }) {
  const name = listerName(p);
  const phone = p.user?.phoneNumber;
  const whatsApp = p.user?.whatsappNumber || phone;
  const url = listingUrl(siteOrigin(), p.id);
  const chat = whatsApp ? whatsAppChatUrl(whatsApp, enquiryText(name, p.title, url)) : null;
  return (
    <div
      role="group"
      aria-label={`Contact ${name}`}
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-slate-200 bg-white/95 px-3 py-2 backdrop-blur md:bottom-0 md:pb-[calc(0.5rem+env(safe-area-inset-bottom))] lg:hidden"
    >
      <div className="mx-auto flex max-w-xl gap-2">
        {phone ? (
          <a href={telHref(phone)} aria-label={`Call ${name}`} className={`${action} border border-slate-300 bg-white text-slate-800`}>
            <Phone aria-hidden="true" />Call
          </a>
        ) : null}
        {chat ? (
          <a href={chat} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${name}`} className={`${action} border border-slate-300 bg-white text-slate-800`}>
            <WhatsAppIcon />WhatsApp
          </a>
        ) : null}
        <button type="button" onClick={onContact} className={`${action} bg-brand-700 text-white hover:bg-brand-800`}>
          <MessageSquare aria-hidden="true" />Message
        </button>
      </div>
    </div>
  );
}
