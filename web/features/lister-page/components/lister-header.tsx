import { BadgeCheck, Building2, CalendarDays, FileCheck2, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { fullName, longDate, pluralize } from '../../../../common/format';
import type { ListerPage } from '../../../../common/api/listers';
import { agentBadgeLabel } from '../../../lib/user-rules';

function Portrait({ name, image }: { name: string; image: string | null }) {
  if (image) return <img src={image} alt={`Photo of ${name}`} width={96} height={96} className="size-20 shrink-0 rounded-full bg-slate-200 object-cover sm:size-24" />;
  const letters = name.split(/\s+/).slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '').join('');
  return <span aria-hidden="true" className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800 sm:size-24">{letters}</span>;
}

function Badge({ icon: Icon, children }: { icon: typeof BadgeCheck; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </li>
  );
}

/** Only what the site checked: each badge is on /trust with what it promises. */
function EarnedBadges({ lister }: { lister: ListerPage }) {
  const { badges } = lister;
  const earned: ReactNode[] = [];
  if (lister.userType === 'agent' && badges.licenceChecked) earned.push(<Badge key="licence" icon={BadgeCheck}>{agentBadgeLabel(true)}</Badge>);
  if (badges.phoneVerified) earned.push(<Badge key="phone" icon={Phone}>Phone verified</Badge>);
  if (badges.emailVerified) earned.push(<Badge key="email" icon={Mail}>E-mail verified</Badge>);
  if (lister.documentsSeenListings > 0) {
    earned.push(<Badge key="papers" icon={FileCheck2}>Papers seen on {pluralize(lister.documentsSeenListings, 'listing')}</Badge>);
  }
  if (earned.length === 0) return null;
  return <ul aria-label="Checked by Salone Homes" className="flex flex-wrap gap-2" data-testid="lister-badges">{earned}</ul>;
}

/** Name, photo, what kind of lister, the badges and how long they have been with us. */
export function ListerHeader({ lister }: { lister: ListerPage }) {
  const name = fullName(lister, 'Salone Homes member');
  const agent = lister.userType === 'agent';
  return (
    <header className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:p-6">
      <Portrait name={name} image={lister.profileImageUrl} />
      <div className="min-w-0 flex-1 space-y-3">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {agent ? (lister.badges.licenceChecked ? 'Agent' : agentBadgeLabel(false)) : 'Owner, listing directly'}
          </p>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
          {lister.companyName ? <p className="mt-1 flex items-center gap-1.5 text-slate-700"><Building2 className="size-4 shrink-0" aria-hidden="true" />{lister.companyName}</p> : null}
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            Member since {longDate(new Date(lister.badges.memberSince))}
          </p>
        </div>
        <EarnedBadges lister={lister} />
        {lister.agentBio ? <p className="max-w-prose text-sm leading-relaxed text-slate-700">{lister.agentBio}</p> : null}
        {lister.specializations.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Specializations">
            {lister.specializations.map((s) => <li key={s} className="rounded-full bg-accent-50 px-2.5 py-1 text-xs font-medium text-accent-800">{s}</li>)}
          </ul>
        ) : null}
      </div>
    </header>
  );
}
