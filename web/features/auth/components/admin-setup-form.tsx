import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { setupAdminSchema, type SetupAdminInput } from '../../../../common/schemas/credentials';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api/http';
import { toast } from '../../../lib/toast-store';
import { useSetupAdmin } from '../../../lib/api/auth';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';

const FIELDS = ['username', 'password'] as const;

/** Creates the first admin (POST /api/setup-admin). The server refuses once an admin exists. */
export function AdminSetupForm({ onCreated }: { onCreated: () => void }) {
  const setup = useSetupAdmin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetupAdminInput>({ resolver: zodResolver(setupAdminSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    setup.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Admin User Created', description: 'You are signed in as the platform administrator.', variant: 'success' });
        onCreated();
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, FIELDS);
        toast({ title: 'Setup Failed', description: errorMessage(error, 'Failed to create admin user'), variant: 'destructive' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="setup-username" label="Username" error={errors.username?.message} hint="Letters, numbers, dots, dashes and underscores.">
        {(aria) => <Input {...aria} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />}
      </FormField>
      <FormField id="setup-password" label="Password" error={errors.password?.message} hint="At least 8 characters. Avoid common passwords.">
        {(aria) => <PasswordInput {...aria} autoComplete="new-password" {...register('password')} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={setup.isPending}>
        {setup.isPending ? null : <ShieldCheck aria-hidden="true" />}
        Create admin account
      </Button>
    </form>
  );
}
