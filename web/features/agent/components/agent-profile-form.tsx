import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { BIO_MAX, BIO_MIN, PHONE_PLACEHOLDER, YEARS_IN_BUSINESS_MAX } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api/http';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import type { AgentProfileView } from '../../../../common/api/users';
import { useUpdateAgentProfile } from '../../../lib/api/agent';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { LICENCE_HINT } from '../../../lib/user-rules';
import {
  AGENT_PROFILE_FIELDS, agentProfileFormSchema, profileToFormValues, type AgentProfileFormOutput, type AgentProfileFormValues,
} from './agent-profile-schema';

/** The agent business profile, checked with the same schema as PUT /api/agent/profile. */
export function AgentProfileForm({ profile }: { profile: AgentProfileView }) {
  const update = useUpdateAgentProfile();
  const { register, handleSubmit, setError, watch, reset, formState: { errors, isDirty } } = useForm<AgentProfileFormValues, unknown, AgentProfileFormOutput>({
    resolver: zodResolver(agentProfileFormSchema),
    defaultValues: profileToFormValues(profile),
    mode: 'onTouched',
  });
  const bioLength = (watch('agentBio') ?? '').trim().length;
  const bioOk = bioLength >= BIO_MIN && bioLength <= BIO_MAX;

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(profileToFormValues(saved));
        toast({ title: 'Profile Updated', description: 'Your business profile has been saved.', variant: 'success' });
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, AGENT_PROFILE_FIELDS);
        toast({ title: 'Error', description: errorMessage(error, 'Failed to update profile'), variant: 'destructive' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Agent business profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="agent-first" label="First name" error={errors.firstName?.message}>
          {(aria) => <Input {...aria} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField id="agent-last" label="Last name" error={errors.lastName?.message}>
          {(aria) => <Input {...aria} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
      </div>
      <FormField
        id="agent-bio"
        label="Professional bio"
        error={errors.agentBio?.message}
        hint={
          <span className="flex justify-between gap-3">
            <span>Your experience and the areas you cover ({BIO_MIN} to {BIO_MAX} characters).</span>
            <span aria-live="polite" className={cn('shrink-0 tabular-nums', !bioOk && bioLength > 0 && 'font-semibold text-red-700')}>
              {bioLength}/{BIO_MAX}
            </span>
          </span>
        }
      >
        {(aria) => <Textarea {...aria} rows={5} {...register('agentBio')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="agent-company" label="Company name" error={errors.companyName?.message}>
          {(aria) => <Input {...aria} autoComplete="organization" {...register('companyName')} />}
        </FormField>
        <FormField id="agent-license" label="License number" error={errors.licenseNumber?.message} hint={LICENCE_HINT}>
          {(aria) => <Input {...aria} autoCapitalize="characters" {...register('licenseNumber')} />}
        </FormField>
        <FormField id="agent-years" label="Years in business" error={errors.yearsInBusiness?.message}>
          {(aria) => <Input {...aria} type="number" inputMode="numeric" min={0} max={YEARS_IN_BUSINESS_MAX} step={1} {...register('yearsInBusiness')} />}
        </FormField>
        <FormField id="agent-email" label="Business e-mail" error={errors.email?.message}>
          {(aria) => <Input {...aria} type="email" inputMode="email" autoComplete="email" {...register('email')} />}
        </FormField>
        <FormField id="agent-phone" label="Phone number" error={errors.phoneNumber?.message}>
          {(aria) => <Input {...aria} type="tel" inputMode="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} {...register('phoneNumber')} />}
        </FormField>
        <FormField id="agent-whatsapp" label="WhatsApp number" optional error={errors.whatsappNumber?.message}>
          {(aria) => <Input {...aria} type="tel" inputMode="tel" placeholder={PHONE_PLACEHOLDER} {...register('whatsappNumber')} />}
        </FormField>
      </div>
      <FormField id="agent-address" label="Business address" error={errors.address?.message}>
        {(aria) => <Input {...aria} autoComplete="street-address" {...register('address')} />}
      </FormField>
      <FormField id="agent-specializations" label="Specializations" error={errors.specializations?.message} hint="Separate them with commas, e.g. Residential sales, Land title checks, Rentals">
        {(aria) => <Input {...aria} {...register('specializations')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        {isDirty ? (
          <Button type="button" variant="ghost" disabled={update.isPending} onClick={() => reset(profileToFormValues(profile))}>
            Discard changes
          </Button>
        ) : null}
        <Button type="submit" loading={update.isPending}>
          <Save aria-hidden="true" />
          Save Profile
        </Button>
      </div>
    </form>
  );
}
