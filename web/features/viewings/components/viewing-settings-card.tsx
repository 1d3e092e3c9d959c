import type { CurrentUser } from '../../../../common/api/users';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { HoursEditor } from '../../../components/viewings/hours-editor';
import { errorMessage } from '../../../lib/api/http';
import { useSaveViewingSettings, useViewingSettings } from '../../../lib/api/viewings';
import { toast } from '../../../lib/use-toast';

/** The profile's "Viewings" card: notices of viewings on or off (everyone) and, for listers, the weekly hours. */
export function ViewingSettingsCard({ user }: { user: CurrentUser }) {
  const settings = useViewingSettings();
  const save = useSaveViewingSettings();
  const lister = user.userType === 'owner' || user.userType === 'agent';

  let body;
  if (settings.isPending) body = <LoadingState label="Loading your viewing settings..." className="min-h-24" />;
  else if (settings.isError) {
    body = <LoadError title="Your viewing settings could not be loaded" error={settings.error} onRetry={() => void settings.refetch()} />;
  } else {
    const s = settings.data;
    const notices = save.isPending && save.variables?.notices !== undefined ? save.variables.notices : s.notices;
    body = (
      <div className="space-y-5 text-sm text-slate-700">
        <label className="flex min-h-11 items-start gap-3">
          <input type="checkbox" className="mt-1 size-4 accent-brand-700" checked={notices} disabled={save.isPending}
            onChange={(e) => save.mutate({ notices: e.target.checked }, {
              onSuccess: () => toast({ variant: 'success', title: e.target.checked ? 'Viewing notices on' : 'Viewing notices off' }),
              onError: (error) => toast({ variant: 'destructive', title: 'Not changed', description: errorMessage(error, 'Please try again.') }),
            })} />
          <span>
            <span className="font-medium text-slate-900">Tell me about viewings</span><br />
            Requests, answers, changes, and reminders the day before and two hours before, by e-mail or SMS.
          </span>
        </label>
        {lister ? (
          <div className="space-y-3" id="viewing-hours">
            <div>
              <h3 className="text-base font-semibold text-slate-900">When you take viewings</h3>
              <p>Home hunters pick their times inside these hours (Freetown time). {s.source === 'default' ? 'You have not set any yet, so Monday to Saturday, 9:00 to 17:00 apply.' : ''} A listing can have hours of its own, set on its edit page.</p>
            </div>
            <HoursEditor key={JSON.stringify(s.windows)} idPrefix="profile-hours" windows={s.windows} saving={save.isPending && save.variables?.windows !== undefined}
              onSave={(windows, { onError }) => save.mutate({ windows }, { onSuccess: () => toast({ variant: 'success', title: 'Viewing hours saved' }), onError })} />
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <Card>
      <CardHeader><CardTitle>Viewings</CardTitle></CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
