import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useChangePassword } from '../../../lib/api/account';
import { errorMessage, isApiError } from '../../../lib/api/http';
import { toast } from '../../../lib/toast-store';

/** Change (or, for accounts made by phone, set) the password; the server ends every other session. */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<{ currentPassword?: string; newPassword?: string }>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (hasPassword && !currentPassword) return setErrors({ currentPassword: 'Enter your current password' });
    setErrors({});
    change.mutate({ currentPassword, newPassword }, {
      onSuccess: () => {
        setCurrent('');
        setNew('');
        toast({ title: 'Password changed', description: 'You were signed out on your other devices.', variant: 'success' });
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : undefined;
        if (fields?.currentPassword || fields?.newPassword) setErrors({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
        else toast({ title: 'Error', description: errorMessage(error, 'Failed to change password'), variant: 'destructive' });
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={hasPassword ? 'Change password' : 'Set a password'}>
      {hasPassword ? (
        <FormField id="password-current" label="Current password" error={errors.currentPassword}>
          {(aria) => <PasswordInput {...aria} autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} />}
        </FormField>
      ) : (
        <p className="text-sm text-slate-600">You signed up with your phone. Set a password to sign in with your username too.</p>
      )}
      <FormField id="password-new" label="New password" error={errors.newPassword} hint="At least 8 characters; not a common password.">
        {(aria) => <PasswordInput {...aria} autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.target.value)} />}
      </FormField>
      <Button type="submit" loading={change.isPending}>
        {change.isPending ? null : <KeyRound aria-hidden="true" />}
        {hasPassword ? 'Change password' : 'Set password'}
      </Button>
    </form>
  );
}
