import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { UserPlus } from 'lucide-react';
import { PHONE_PLACEHOLDER } from '../../../../common/constants';
import { registerSchema } from '../../../../common/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage, isApiError } from '../../../lib/api/http';
import { toast } from '../../../lib/toast-store';
import { useRegister } from '../../../lib/api/auth';
import { ACCOUNT_TYPE_OPTIONS, AccountTypePicker } from './account-type-picker';
import type { CurrentUser } from '../../../../common/api/users';
import { ACCOUNT_RECOVERY_REASON } from '../../../lib/contact-rules';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { LICENCE_HINT } from '../../../lib/user-rules';

// The dialog (Radix, the two steps) loads once an account exists: the sign-up page opens without it.
const VerificationDialog = lazy(() => import('../../../components/contact/verification-dialog').then((m) => ({ default: m.VerificationDialog })));

type FormValues = z.input<typeof registerSchema>;
type Output = z.output<typeof registerSchema>;
export type SelfServiceType = Output['userType'];

const FIELDS = ['username', 'password', 'email', 'firstName', 'lastName', 'phoneNumber', 'userType', 'licenseNumber'] as const;
const OPTIONS = [ACCOUNT_TYPE_OPTIONS.owner, ACCOUNT_TYPE_OPTIONS.agent, ACCOUNT_TYPE_OPTIONS.seeker];

/**
 * POST /api/register with the shared schema, then an offer to verify the e-mail or phone (a reset code reaches
 * only a verified one); verified or not, owners and agents then wait for approval and seekers browse.
 */
export function RegisterForm({ initialType }: { initialType: SelfServiceType }) {
  const [, navigate] = useLocation();
  const registerUser = useRegister();
  const [created, setCreated] = useState<CurrentUser | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormValues, unknown, Output>({
    resolver: zodResolver(registerSchema),
    defaultValues: { userType: initialType, username: '', password: '', email: '', firstName: '', lastName: '', phoneNumber: '', licenseNumber: '' },
  });
  const userType = watch('userType') as SelfServiceType;

  const onSubmit = handleSubmit((values) =>
    registerUser.mutate(values, {
      onSuccess: setCreated,
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, FIELDS)) return;
        const fallback = isApiError(error) ? 'Please try again.' : 'Please check your connection and try again.';
        toast({ title: 'Registration failed', description: errorMessage(error, fallback), variant: 'destructive' });
      },
    }),
  );

  // Verified, put off or closed: the person is signed in either way and goes on to where the account starts.
  const goOn = (user: CurrentUser) => {
    const business = user.userType === 'owner' || user.userType === 'agent';
    toast({
      title: 'Account created',
      description: business ? 'We will review your account within 24-48 hours.' : 'Welcome to Salone Homes. Happy house hunting!',
      variant: 'success',
    });
    navigate(business ? '/pending' : '/search');
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <AccountTypePicker legend="I am a" options={OPTIONS} selected={userType} inputProps={() => register('userType')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="reg-first" label="First name" error={errors.firstName?.message}>
            {(aria) => <Input {...aria} autoComplete="given-name" {...register('firstName')} />}
          </FormField>
          <FormField id="reg-last" label="Last name" error={errors.lastName?.message}>
            {(aria) => <Input {...aria} autoComplete="family-name" {...register('lastName')} />}
          </FormField>
        </div>
        {userType === 'agent' ? (
          <FormField id="reg-license" label="License number" error={errors.licenseNumber?.message} hint={LICENCE_HINT}>
            {(aria) => <Input {...aria} autoCapitalize="characters" spellCheck={false} placeholder="SL-REA-2019-0147" {...register('licenseNumber')} />}
          </FormField>
        ) : null}
        <FormField id="reg-email" label="E-mail" error={errors.email?.message}>
          {(aria) => <Input {...aria} type="email" inputMode="email" autoComplete="email" {...register('email')} />}
        </FormField>
        <FormField id="reg-phone" label="Phone number" optional error={errors.phoneNumber?.message}>
          {(aria) => (
            <Input {...aria} type="tel" inputMode="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} {...register('phoneNumber')} />
          )}
        </FormField>
        <FormField id="reg-username" label="Username" error={errors.username?.message} hint="You sign in with this. Letters, numbers, dots, dashes, underscores.">
          {(aria) => <Input {...aria} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />}
        </FormField>
        <FormField id="reg-password" label="Password" error={errors.password?.message} hint="At least 8 characters.">
          {(aria) => <PasswordInput {...aria} autoComplete="new-password" {...register('password')} />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={registerUser.isPending}>
          {registerUser.isPending ? null : <UserPlus aria-hidden="true" />}
          Create account
        </Button>
      </form>
      {/* Outside the form: a submit inside the dialog would otherwise bubble (through React's tree) to this form. */}
      {created ? (
        <Suspense fallback={null}>
          <VerificationDialog
            open
            onOpenChange={(open) => !open && goOn(created)}
            user={created}
            reason={`Your account is ready. ${ACCOUNT_RECOVERY_REASON}`}
            laterLabel="Do it later"
          />
        </Suspense>
      ) : null}
    </>
  );
}
