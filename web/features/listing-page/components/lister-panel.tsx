import { BadgeCheck, Building2, HandCoins, IdCard, Mail, MessageSquare, Phone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { listerName } from '../../../lib/listing-display';
import { enquiryText, listingUrl, telHref, whatsAppChatUrl } from '../share-links';
import type { Listing } from '../../../../common/api/listings';
import { displayPhone } from '../../../../common/format';
import { WhatsAppIcon } from './whatsapp-icon';
import { useCurrentUser } from '../../../lib/api/current-user';
import { agentBadgeLabel, isAdminUser, isOwnListing } from '../../../lib/user-rules';
import { LicenceCheck } from '../../../components/admin/licence-check';
import { Link } from 'wouter';
import { siteOrigin } from '../../../lib/site-origin';

interface ListerPanelProps {
  property: Listing;
  onContact: () => void;
}

function Portrait({ name, image }: { name: string; image: string | null }) {
  if (image) return <img src={image} alt={`Photo of ${name}`} width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-full bg-slate-200 object-cover" />;
  const letters = name.split(/\s+/).slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '').join('');
  return <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800">{letters}</span>;
}

/** Call, WhatsApp and e-mail, each only when the API gives the detail. */
function DirectContacts({ property: p, name }: { property: Listing; name: string }) {
  const u = p.user;
  const phone = u?.phoneNumber;
  const whatsApp = u?.whatsappNumber || phone;
  const url = listingUrl(siteOrigin(), p.id);
  const chat = whatsApp ? whatsAppChatUrl(whatsApp, enquiryText(name, p.title, url)) : null;
  if (!phone && !chat && !u?.email) return null;
  return (
    <div className="grid grid-cols-2 gap-2">
      {phone ? (
        <Button asChild variant="outline">
          <a href={telHref(phone)} aria-label={`Call ${name} on ${displayPhone(phone)}`}><Phone aria-hidden="true" />Call</a>
        </Button>
      ) : null}
      {chat ? (
        <Button asChild variant="outline">
          <a href={chat} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${name}`}><WhatsAppIcon />WhatsApp</a>
        </Button>
      ) : null}
      {u?.email ? (
        <Button asChild variant="outline" className="col-span-2">
          <a href={`mailto:${u.email}?subject=${encodeURIComponent(`Enquiry: ${p.title}`)}`} aria-label={`E-mail ${name}`}><Mail aria-hidden="true" />E-mail</a>
        </Button>
      ) : null}
    </div>
  );
}

/** The lister's public page (issue 33): only a live listing's lister is sure to have one. */
function ListerPageLink({ property: p, name }: { property: Listing; name: string }) {
  if (p.status !== 'approved') return null;
  return (
    <Link href={`/listers/${p.userId}`} className="text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900" data-testid="lister-page-link">
      See {name}&apos;s page and other homes
    </Link>
  );
}

/** In place of Contact on the lister's own listing (the page's note above offers editing). */
function OwnListingInbox() {
  return (
    <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200" data-testid="own-listing-inbox">
      Messages from interested people appear in <Link href="/messages" className="font-semibold text-brand-800 underline">Messages</Link>.
    </p>
  );
}

/** The side panel: an agent's business card, or the 'Direct from Owner' card (spec, Property detail). */
export function ListerPanel({ property: p, onContact }: ListerPanelProps) {
  const name = listerName(p);
  const u = p.user;
  const { user } = useCurrentUser();
  const own = isOwnListing(user, p);
  if (u?.userType === 'agent') {
    return (
      <section aria-labelledby="lister-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex items-center gap-4">
          <Portrait name={name} image={u.profileImageUrl} />
          <div className="min-w-0">
            {u.badges.licenceChecked
              ? <p className="inline-flex items-center gap-1 text-xs font-semibold tracking-wide text-brand-700 uppercase" data-testid="agent-badge"><BadgeCheck className="size-4" aria-hidden="true" />{agentBadgeLabel(true)}</p>
              : <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase" data-testid="agent-badge">{agentBadgeLabel(false)}</p>}
            <h2 id="lister-title" className="text-lg font-semibold text-slate-900">{name}</h2>
            {u.companyName ? <p className="flex items-center gap-1.5 text-sm text-slate-700"><Building2 className="size-4 shrink-0" aria-hidden="true" />{u.companyName}</p> : null}
            <ListerPageLink property={p} name={name} />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {u.yearsInBusiness !== null ? (
            <div><dt className="text-slate-600">Experience</dt><dd className="font-semibold text-slate-900">{u.yearsInBusiness} {u.yearsInBusiness === 1 ? 'year' : 'years'}</dd></div>
          ) : null}
          {u.licenseNumber ? (
            <div><dt className="flex items-center gap-1 text-slate-600"><IdCard className="size-4" aria-hidden="true" />License</dt><dd className="font-mono font-semibold text-slate-900">{u.licenseNumber}</dd></div>
          ) : null}
        </dl>
        {isAdminUser(user) && u.licenseNumber ? <LicenceCheck agentId={u.id} licenseNumber={u.licenseNumber} checked={u.badges.licenceChecked} /> : null}
        {u.agentBio ? <p className="text-sm leading-relaxed text-slate-700">{u.agentBio}</p> : null}
        {u.specializations?.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Specializations">
            {u.specializations.map((s) => <li key={s} className="rounded-full bg-accent-50 px-2.5 py-1 text-xs font-medium text-accent-800">{s}</li>)}
          </ul>
        ) : null}
        {own ? <OwnListingInbox /> : <Button className="w-full" onClick={onContact}><MessageSquare aria-hidden="true" />Contact Agent</Button>}
        <DirectContacts property={p} name={name} />
      </section>
    );
  }
  return (
    <section aria-labelledby="lister-title" className="space-y-4 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-4">
        <Portrait name={name} image={u?.profileImageUrl ?? null} />
        <div>
          <h2 id="lister-title" className="text-lg font-semibold text-slate-900">Direct from Owner</h2>
          <p className="text-sm text-slate-700">Listed by {name}</p>
          <ListerPageLink property={p} name={name} />
        </div>
      </div>
      <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        <HandCoins className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        No agent fees: you deal with the owner directly.
      </p>
      {own ? <OwnListingInbox /> : <Button className="w-full" onClick={onContact}><MessageSquare aria-hidden="true" />Contact Owner</Button>}
      <DirectContacts property={p} name={name} />
      {u?.contactHidden ? (
        <p className="text-sm text-slate-600">The owner&apos;s phone and e-mail show once you are signed in and have verified your identity. Until then, message them here.</p>
      ) : null}
    </section>
  );
}
