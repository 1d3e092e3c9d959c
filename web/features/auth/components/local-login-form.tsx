import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { loginSchema, type LoginInput } from '../../../../common/schemas/credentials';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { isApiError } from '../../../lib/api/http';
import { toast } from '../../../lib/toast-store';
import { login } from '../../../lib/api/auth';
import { DemoAccounts } from './demo-accounts';
import { ForgotPasswordLink } from './forgot-password-link';

/**
 * The /local-login form (spec): inline 'required' errors, then a full page load of /dashboard on success, so
 * the whole app starts fresh with the new session. With `returnTo` (the page that sent the reader to sign in,
 * already checked by safeReturnPath) the page load goes back there instead.
 */
export function LocalLoginForm({ returnTo }: { returnTo?: string | null }) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = async (values: LoginInput) => {
    try {
      await login(values);
    } catch (error) {
      if (isApiError(error)) {
        toast({ title: 'Login failed', description: error.serverMessage ?? 'Login failed', variant: 'destructive' });
      } else {
        toast({ title: 'Login failed', description: 'An error occurred during login', variant: 'destructive' });
      }
      // Rethrow so react-hook-form does not count the attempt as successful.
      throw error;
    }
    window.location.href = returnTo ?? '/dashboard';
  };

  const submit = handleSubmit(onSubmit);
  const busy = isSubmitting || isSubmitSuccessful;

  return (
    <div className="space-y-6">
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="space-y-4">
        <FormField id="local-username" label="Username" error={errors.username?.message}>
          {(aria) => (
            <Input {...aria} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
          )}
        </FormField>
        <FormField id="local-password" label="Password" error={errors.password?.message}>
          {(aria) => <PasswordInput {...aria} autoComplete="current-password" {...register('password')} />}
        </FormField>
        <ForgotPasswordLink />
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          {busy ? null : <LogIn aria-hidden="true" />}
          Sign In
        </Button>
      </form>
      <DemoAccounts
        disabled={busy}
        onPick={(account) => {
          setValue('username', account.username, { shouldValidate: true });
          setValue('password', account.password, { shouldValidate: true });
          void submit().catch(() => undefined);
        }}
      />
    </div>
  );
}
