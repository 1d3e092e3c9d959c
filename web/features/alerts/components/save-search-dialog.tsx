import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useSignedInUser } from '../../../lib/api/current-user';
import { errorMessage, isApiError } from '../../../lib/api/http';
import { useSavedSearchWrites } from '../../../lib/api/saved';
import { toast } from '../../../lib/toast-store';
import { describeFilters, suggestedName } from '../describe-filters';
import { AlertFields, verifiedChannels, type AlertValues } from './alert-fields';

interface SaveSearchDialogProps {
  /** The API query of the search on screen (toApiQuery). */
  filters: Record<string, string | number>;
  onClose: () => void;
}

/** "Save this search": a name, how often and where; loaded only when opened. */
export default function SaveSearchDialog({ filters, onClose }: SaveSearchDialogProps) {
  const user = useSignedInUser();
  const { create } = useSavedSearchWrites();
  const [values, setValues] = useState<AlertValues>(() => ({
    name: suggestedName(filters),
    frequency: 'daily',
    channel: verifiedChannels(user)[0] ?? 'email',
  }));
  // A contact verified from inside the dialog becomes the choice when none was usable before.
  const firstVerified = verifiedChannels(user)[0];
  useEffect(() => {
    if (firstVerified && !verifiedChannels(user).includes(values.channel)) setValues((v) => ({ ...v, channel: firstVerified }));
  }, [firstVerified, user, values.channel]);
  const fieldErrors = isApiError(create.error) ? create.error.fields : undefined;
  // Problems with the filters themselves have no field here: they show as the message under the form.
  const onFields = Boolean(fieldErrors && ['name', 'frequency', 'channel'].some((k) => fieldErrors[k]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ ...values, filters, frequency: values.frequency === 'off' ? 'daily' : values.frequency }, {
      onSuccess: (saved) => {
        toast({ variant: 'success', title: 'Search saved', description: `We'll tell you about new homes for “${saved.name}”.` });
        onClose();
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => { if (!open) onClose(); }}>
      <DialogContent title="Save this search" description={describeFilters(filters)}>
        <form onSubmit={submit} className="space-y-5" noValidate>
          <AlertFields idPrefix="save-search" user={user} values={values} onChange={setValues} errors={fieldErrors} />
          {create.isError && !onFields ? (
            <p role="alert" className="text-sm font-medium text-red-700">{errorMessage(create.error, 'Not saved. Check your connection and try again.')}</p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link href="/saved-searches" className="text-sm font-semibold text-brand-700 hover:underline">Your saved searches</Link>
            <Button type="submit" disabled={create.isPending}>{create.isPending ? 'Saving...' : 'Save search'}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
