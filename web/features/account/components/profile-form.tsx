import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { ADDRESS_MAX_LENGTH, PHONE_PLACEHOLDER } from '../../../../common/constants';
import { profileUpdateSchema, type ProfileUpdate, type ProfileUpdateInput } from '../../../../common/schemas/account';
import type { CurrentUser } from '../../../../common/api/users';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useUpdateProfile } from '../../../lib/api/account';
import { errorMessage } from '../../../lib/api/http';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { toast } from '../../../lib/toast-store';

const FIELDS = ['username', 'firstName', 'lastName', 'email', 'phoneNumber', 'whatsappNumber', 'address'] as const;

const valuesOf = (user: CurrentUser): ProfileUpdate => ({
  username: user.username ?? '',
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
  phoneNumber: user.phoneNumber ?? '',
  whatsappNumber: user.whatsappNumber ?? '',
  address: user.address ?? '',
});

/** The signed-in user's own details (PUT /api/users/me), checked with the server's schema. */
export function ProfileForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const update = useUpdateProfile();
  const { register, handleSubmit, setError, formState: { errors } } = useForm<ProfileUpdate, unknown, ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: valuesOf(user),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        const lost = (user.emailVerified && !saved.emailVerified) || (user.phoneVerified && !saved.phoneVerified);
        toast({
          title: 'Profile Updated',
          description: lost ? 'Saved. Verify your new contact details again before messaging.' : 'Your details have been saved.',
          variant: 'success',
        });
        onDone();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, FIELDS)) {
          toast({ title: 'Error', description: errorMessage(error, 'Failed to update profile'), variant: 'destructive' });
        }
      },
    }),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" aria-label="Your details">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-first" label="First name" error={errors.firstName?.message}>
          {(aria) => <Input {...aria} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField id="profile-last" label="Last name" optional error={errors.lastName?.message}>
          {(aria) => <Input {...aria} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
      </div>
      <FormField id="profile-username" label="Username" error={errors.username?.message} hint="You sign in with it; letters, numbers, dots, dashes and underscores.">
        {(aria) => <Input {...aria} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />}
      </FormField>
      <FormField id="profile-email" label="E-mail" optional error={errors.email?.message}>
        {(aria) => <Input {...aria} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-phone" label="Phone" optional error={errors.phoneNumber?.message}>
          {(aria) => <Input {...aria} type="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} {...register('phoneNumber')} />}
        </FormField>
        <FormField id="profile-whatsapp" label="WhatsApp" optional error={errors.whatsappNumber?.message}>
          {(aria) => <Input {...aria} type="tel" placeholder={PHONE_PLACEHOLDER} {...register('whatsappNumber')} />}
        </FormField>
      </div>
      <FormField id="profile-address" label="Address" optional error={errors.address?.message}>
        {(aria) => <Input {...aria} autoComplete="street-address" maxLength={ADDRESS_MAX_LENGTH} {...register('address')} />}
      </FormField>
      <p className="text-sm text-slate-600">A changed e-mail or phone number needs verifying again before you can message.</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? null : <Save aria-hidden="true" />}
          Save details
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
