import { lazy, Suspense, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { ALERT_CHANNELS, ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX_LENGTH, type AlertChannel } from '../../../../common/constants';
import type { CurrentUser } from '../../../../common/api/users';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { CHANNEL_LABELS, FREQUENCY_LABELS } from '../describe-filters';

const VerificationDialog = lazy(() => import('../../../components/contact/verification-dialog').then((m) => ({ default: m.VerificationDialog })));

export type Frequency = (typeof ALERT_FREQUENCIES)[number] | 'off';
export interface AlertValues { name: string; frequency: Frequency; channel: AlertChannel }

export const verifiedChannels = (user: CurrentUser): AlertChannel[] =>
  ALERT_CHANNELS.filter((c) => (c === 'email' ? user.emailVerified : user.phoneVerified));

interface AlertFieldsProps {
  idPrefix: string;
  user: CurrentUser;
  values: AlertValues;
  onChange: (next: AlertValues) => void;
  errors?: Record<string, string>;
  /** Editing offers "Off" too. */
  allowOff?: boolean;
}

/** Name, how often and where: only verified contacts can be chosen; verifying one is a tap away. */
export function AlertFields({ idPrefix, user, values, onChange, errors = {}, allowOff }: AlertFieldsProps) {
  const [verifying, setVerifying] = useState(false);
  const verified = verifiedChannels(user);
  const frequencies: Frequency[] = allowOff ? [...ALERT_FREQUENCIES, 'off'] : [...ALERT_FREQUENCIES];
  const radio = 'size-4 accent-brand-700';
  return (
    <div className="space-y-4">
      <FormField id={`${idPrefix}-name`} label="Name" error={errors.name}>
        {(aria) => (
          <Input {...aria} value={values.name} maxLength={SAVED_SEARCH_NAME_MAX_LENGTH} autoComplete="off" onChange={(e) => onChange({ ...values, name: e.target.value })} />
        )}
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Tell me about new homes</legend>
        {frequencies.map((f) => (
          <label key={f} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3">
            <input type="radio" name={`${idPrefix}-frequency`} className={radio} checked={values.frequency === f} onChange={() => onChange({ ...values, frequency: f })} />
            {FREQUENCY_LABELS[f]}
          </label>
        ))}
        {errors.frequency ? <p className="text-sm font-medium text-red-700">{errors.frequency}</p> : null}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Send alerts by</legend>
        {ALERT_CHANNELS.map((c) => {
          const usable = verified.includes(c);
          const contact = c === 'email' ? user.email : user.phoneNumber;
          return (
            <label key={c} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 has-[:disabled]:text-slate-500">
              <input type="radio" name={`${idPrefix}-channel`} className={radio} disabled={!usable} checked={values.channel === c} onChange={() => onChange({ ...values, channel: c })} />
              <span>{CHANNEL_LABELS[c]}{contact ? ` to ${contact}` : ''}{usable ? '' : ' (not verified)'}</span>
            </label>
          );
        })}
        {errors.channel ? <p role="alert" className="text-sm font-medium text-red-700">{errors.channel}</p> : null}
        {verified.length < ALERT_CHANNELS.length ? (
          <Button type="button" variant="link" size="sm" onClick={() => setVerifying(true)}>
            <ShieldCheck aria-hidden="true" />Verify {verified.length ? 'another contact' : 'your e-mail or phone'} for alerts
          </Button>
        ) : null}
      </fieldset>
      {verifying ? (
        <Suspense fallback={null}>
          <VerificationDialog open={verifying} onOpenChange={setVerifying} user={user} />
        </Suspense>
      ) : null}
    </div>
  );
}
