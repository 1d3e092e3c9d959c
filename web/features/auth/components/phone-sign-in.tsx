import { useState, type FormEvent } from 'react';
import { LogIn, Send } from 'lucide-react';
import { ONE_TIME_CODE_TTL_MINUTES } from '../../../../common/constants';
import { sierraLeonePhone } from '../../../../common/schemas/account';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { requestPhoneCode, verifyPhoneCode } from '../../../lib/api/account';
import { errorMessage, isApiError } from '../../../lib/api/http';
import { ResendCode } from './resend-code';

type Errors = Partial<Record<'phoneNumber' | 'code' | 'form', string>>;

/**
 * Sign in or sign up with a code by SMS (loaded only when asked for: it carries the phone-number library). A known
 * verified number signs its account in; a new one becomes a home hunter account with the number verified, sent
 * to /profile to add a name.
 */
export default function PhoneSignIn({ returnTo, mode }: { returnTo?: string | null; mode: 'sign-in' | 'sign-up' }) {
  const [phone, setPhone] = useState('');
  const [challenge, setChallenge] = useState<{ id: string; sentTo: string; sentAt: number } | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const parsed = sierraLeonePhone.safeParse(phone);
    if (!parsed.success) return setErrors({ phoneNumber: parsed.error.issues[0]?.message });
    setBusy('send');
    setErrors({});
    try {
      const answer = await requestPhoneCode(parsed.data);
      setChallenge({ id: answer.challengeId, sentTo: answer.sentTo ?? parsed.data, sentAt: Date.now() });
      setCode('');
    } catch (error) {
      setErrors(isApiError(error) && error.fields?.phoneNumber ? { phoneNumber: error.fields.phoneNumber } : { form: errorMessage(error, 'We could not send a code. Please check your connection and try again.') });
    } finally {
      setBusy(null);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!challenge) return;
    setBusy('verify');
    setErrors({});
    try {
      const { created } = await verifyPhoneCode({ challengeId: challenge.id, code: code.trim() });
      window.location.href = created ? '/profile?welcome=1' : (returnTo ?? '/dashboard');
    } catch (error) {
      const field = isApiError(error) ? error.fields?.code : undefined;
      setErrors(field ? { code: field } : { form: errorMessage(error, 'We could not check the code. Please check your connection and try again.') });
      setBusy(null);
    }
  }

  if (!challenge) {
    return (
      <form onSubmit={(e) => void send(e)} noValidate className="space-y-4">
        <FormField
          id="phone-number"
          label="Phone number"
          error={errors.phoneNumber}
          hint={mode === 'sign-up' ? 'A Sierra Leone number. New numbers get a free home hunter account, verified at once.' : 'A Sierra Leone number, for example +232 76 123456.'}
        >
          {(aria) => <Input {...aria} type="tel" inputMode="tel" autoComplete="tel" placeholder="+232 76 123456" value={phone} onChange={(e) => setPhone(e.target.value)} />}
        </FormField>
        {errors.form ? <Alert variant="danger">{errors.form}</Alert> : null}
        <Button type="submit" size="lg" className="w-full" loading={busy === 'send'}>
          {busy === 'send' ? null : <Send aria-hidden="true" />}
          Send code by SMS
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={(e) => void verify(e)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        We sent a 6-digit code to <strong>{challenge.sentTo}</strong>. It works for {ONE_TIME_CODE_TTL_MINUTES} minutes.
      </p>
      <FormField id="phone-code" label="6-digit code" error={errors.code}>
        {(aria) => <Input {...aria} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />}
      </FormField>
      {errors.form ? <Alert variant="danger">{errors.form}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" loading={busy === 'verify'}>
        {busy === 'verify' ? null : <LogIn aria-hidden="true" />}
        {mode === 'sign-up' ? 'Create account' : 'Sign In'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResendCode sentAt={challenge.sentAt} busy={busy === 'send'} onResend={() => void send()} />
        <Button type="button" variant="link" onClick={() => setChallenge(null)}>Change number</Button>
      </div>
    </form>
  );
}
