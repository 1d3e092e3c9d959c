import { Briefcase, CalendarDays, IdCard, Mail, Phone } from 'lucide-react';
import { fullName, shortId } from '../../../../common/format';
import { Badge } from '../../../components/ui/badge';
import type { PendingUser } from '../../../../common/api/admin';
import { ReviewActions } from './review-actions';
import { LicenceCheck } from '../../../components/admin/licence-check';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function Avatar({ user }: { user: PendingUser }) {
  const letters = [user.firstName, user.lastName].filter(Boolean).map((s) => s![0]).join('').toUpperCase() || '?';
  if (user.profileImageUrl) return <img src={user.profileImageUrl} alt="" className="size-14 shrink-0 rounded-full object-cover" loading="lazy" />;
  return <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800">{letters}</span>;
}

interface PendingUserCardProps {
  user: PendingUser;
  busy: 'approve' | 'reject' | null;
  onApprove: () => void;
  onReject: (reason: string) => void;
}

export function PendingUserCard({ user, busy, onApprove, onReject }: PendingUserCardProps) {
  const name = fullName(user, user.username ?? 'Unnamed account');
  const agent = user.userType === 'agent';
  const rows = [
    { icon: Mail, label: 'E-mail', value: user.email },
    { icon: Phone, label: 'Phone', value: user.phoneNumber },
    ...(agent
      ? [
          { icon: Briefcase, label: 'Company', value: user.companyName },
          { icon: IdCard, label: 'Licence number', value: user.licenseNumber },
        ]
      : []),
    { icon: CalendarDays, label: 'Registered', value: dateFormat.format(new Date(user.createdAt)) },
  ];
  return (
    <article aria-label={name} className="min-w-0 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="flex items-start gap-4">
        <Avatar user={user} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <Badge variant={agent ? 'accent' : 'brand'}>{agent ? 'Agent' : 'Owner'}</Badge>
            <Badge variant="warning">Pending</Badge>
          </div>
          <p className="mt-1 text-xs break-all text-slate-500">ID <code title={user.id}>{shortId(user.id)}</code>{user.username ? ` · @${user.username}` : ''}</p>
        </div>
      </header>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex items-start gap-2">
            <Icon className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <dt className="sr-only">{label}</dt>
            <dd className={value ? 'min-w-0 break-words text-slate-800' : 'text-slate-600 italic'}>{value || `No ${label.toLowerCase()}`}</dd>
          </div>
        ))}
      </dl>
      {agent && !user.licenseNumber ? <p className="text-sm text-amber-800">No licence number given: check with the agent before approving.</p> : null}
      {/* Approving the account does not vouch for the licence: its badge waits for this check. */}
      {agent && user.licenseNumber ? <LicenceCheck agentId={user.id} licenseNumber={user.licenseNumber} checked={user.licenceChecked} /> : null}
      <div className="border-t border-slate-100 pt-4">
        <ReviewActions subject={name} busy={busy} onApprove={onApprove} onReject={onReject} />
      </div>
    </article>
  );
}
