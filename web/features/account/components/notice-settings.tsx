import { Link } from 'wouter';
import type { CurrentUser } from '../../../../common/api/users';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api/http';
import { useNoticeSettings } from '../../../lib/api/saved';
import { toast } from '../../../lib/toast-store';

/** The profile's notice settings: unread-message e-mails or SMS on or off; search alerts live with each search. */
export function NoticeSettings({ user }: { user: CurrentUser }) {
  const save = useNoticeSettings();
  const checked = save.isPending ? Boolean(save.variables) : user.messageNotices;
  const contact = user.emailVerified ? `e-mail (${user.email})` : user.phoneVerified ? `SMS (${user.phoneNumber})` : null;
  const toggle = (on: boolean) => save.mutate(on, {
    onSuccess: () => toast({ variant: 'success', title: on ? 'Message notices on' : 'Message notices off' }),
    onError: (error) => toast({ variant: 'destructive', title: 'Not changed', description: errorMessage(error, 'Please try again.') }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notices</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-700">
        <label className="flex min-h-11 items-start gap-3">
          <input type="checkbox" className="mt-1 size-4 accent-brand-700" checked={checked} disabled={save.isPending} onChange={(e) => toggle(e.target.checked)} />
          <span>
            <span className="font-medium text-slate-900">Tell me about unread messages</span>
            <br />
            When a message waits unread for 10 minutes, we send one {contact ?? 'e-mail or SMS'} with a link to it (at most one an hour per conversation).
            {contact ? null : ' Verify your e-mail or phone to get them.'}
          </span>
        </label>
        <p>Alerts for new homes are set on each of your <Link href="/saved-searches" className="font-semibold text-brand-700 hover:underline">saved searches</Link>.</p>
      </CardContent>
    </Card>
  );
}
