import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Bell, BellOff, Pencil, Search, Trash2 } from 'lucide-react';
import type { SavedSearch } from '../../../../common/api/saved';
import type { CurrentUser } from '../../../../common/api/users';
import { longDate } from '../../../../common/format';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { errorMessage, isApiError } from '../../../lib/api/http';
import { useSavedSearchWrites } from '../../../lib/api/saved';
import { toast } from '../../../lib/toast-store';
import { CHANNEL_LABELS, describeFilters, FREQUENCY_LABELS, searchHref } from '../describe-filters';
import { AlertFields, type AlertValues } from './alert-fields';

/** One saved search: what it looks for, how alerts go, and edit / delete in place. */
export function SavedSearchCard({ search, user }: { search: SavedSearch; user: CurrentUser }) {
  const { update, remove } = useSavedSearchWrites();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [values, setValues] = useState<AlertValues>({ name: search.name, frequency: search.frequency, channel: search.channel });
  const fieldErrors = isApiError(update.error) ? update.error.fields : undefined;
  const off = search.frequency === 'off';

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: search.id, ...values }, {
      onSuccess: () => { setEditing(false); toast({ variant: 'success', title: 'Saved search updated' }); },
    });
  };
  const del = () => remove.mutate(search.id, {
    onSuccess: () => toast({ variant: 'success', title: 'Saved search deleted' }),
    onError: (error) => toast({ variant: 'destructive', title: 'Not deleted', description: errorMessage(error, 'Please try again.') }),
  });

  return (
    <Card>
      <CardContent className="space-y-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold text-slate-900">{search.name}</h2>
            <p className="text-sm text-slate-600">{describeFilters(search.filters)}</p>
          </div>
          <Button asChild variant="outline" size="sm"><Link href={searchHref(search.filters)}><Search aria-hidden="true" />Open<span className="sr-only"> {search.name}</span></Link></Button>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {off ? <BellOff className="size-4" aria-hidden="true" /> : <Bell className="size-4" aria-hidden="true" />}
          {off ? 'Alerts off' : `${FREQUENCY_LABELS[search.frequency]}, by ${CHANNEL_LABELS[search.channel]}`}
          {search.lastSentAt ? ` · last alert ${longDate(new Date(search.lastSentAt))}` : ''}
        </p>
        {editing ? (
          <form onSubmit={save} className="space-y-4 border-t border-slate-100 pt-4" noValidate>
            <AlertFields idPrefix={`edit-${search.id}`} user={user} values={values} onChange={setValues} errors={fieldErrors} allowOff />
            {update.isError && !fieldErrors ? <p role="alert" className="text-sm font-medium text-red-700">{errorMessage(update.error, 'Not saved. Please try again.')}</p> : null}
            <div className="flex gap-2">
              <Button type="submit" disabled={update.isPending}>Save changes</Button>
              <Button type="button" variant="ghost" onClick={() => setEditing(false)}>Cancel</Button>
            </div>
          </form>
        ) : confirming ? (
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3" role="group" aria-label="Confirm delete">
            <span className="text-sm font-medium text-slate-900">Delete this saved search?</span>
            <Button variant="destructive" size="sm" onClick={del} disabled={remove.isPending}>Delete</Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>Keep it</Button>
          </div>
        ) : (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}><Pencil aria-hidden="true" />Edit<span className="sr-only"> {search.name}</span></Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}><Trash2 aria-hidden="true" />Delete<span className="sr-only"> {search.name}</span></Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
