import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { KeyRound, Send } from 'lucide-react';
import { ONE_TIME_CODE_TTL_MINUTES, SUPPORT_EMAIL } from '../../../../common/constants';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { confirmPasswordReset, requestPasswordReset } from '../../../lib/api/account';
import { errorMessage, isApiError } from '../../../lib/api/http';
import { ResendCode } from './resend-code';

type Errors = Partial<Record<'identifier' | 'code' | 'password' | 'form', string>>;

/**
 * For whoever has no verified e-mail or phone, whom no code can reach. Shown to everyone, before and after the
 * request, whatever was typed: saying it only when nothing was sent would tell an attacker about the account.
 */
function NoCodeHelp() {
  return (
    <p className="text-sm text-slate-600">
      <strong className="font-semibold text-slate-800">No verified e-mail or phone on your account?</strong> Then no code can
      reach you. If you are still signed in on a device, verify one on your{' '}
      <Link href="/profile" className="font-medium text-brand-700 underline">profile</Link> there. If not, write to{' '}
      <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline">{SUPPORT_EMAIL}</a> with your
      username and the e-mail or phone number on your account, and we will help you back in.
    </p>
  );
}

/**
 * Forgot password: who you are, then the code and a new password. The first answer is the same whether or not an
 * account matched, so the text says "if". Success signs this browser in (a full load starts the app afresh).
 */
export function ForgotPasswordForm() {
  const [identifier, setIdentifier] = useState('');
  const [challenge, setChallenge] = useState<{ id: string; sentAt: number } | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'send' | 'reset' | null>(null);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (!identifier.trim()) return setErrors({ identifier: 'Enter your username, e-mail or phone number' });
    setBusy('send');
    setErrors({});
    try {
      const answer = await requestPasswordReset(identifier.trim());
      setChallenge({ id: answer.challengeId, sentAt: Date.now() });
      setCode('');
    } catch (error) {
      setErrors(isApiError(error) && error.fields?.identifier ? { identifier: error.fields.identifier } : { form: errorMessage(error, 'We could not send a code. Please check your connection and try again.') });
    } finally {
      setBusy(null);
    }
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    if (!challenge) return;
    setBusy('reset');
    setErrors({});
    try {
      await confirmPasswordReset({ challengeId: challenge.id, code: code.trim(), password });
      window.location.href = '/dashboard';
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      // One message per problem: a field's own message under the field, anything else once above the button.
      if (fields?.code || fields?.password) setErrors({ code: fields.code, password: fields.password });
      else setErrors({ form: errorMessage(error, 'We could not reset your password. Please check your connection and try again.') });
      setBusy(null);
    }
  }

  if (!challenge) {
    return (
      <form onSubmit={(e) => void send(e)} noValidate className="space-y-4">
        <FormField id="reset-identifier" label="Username, e-mail or phone number" error={errors.identifier}>
          {(aria) => (
            <Input {...aria} autoComplete="username" autoCapitalize="none" spellCheck={false} value={identifier} onChange={(e) => setIdentifier(e.target.value)} />
          )}
        </FormField>
        {errors.form ? <Alert variant="danger">{errors.form}</Alert> : null}
        <Button type="submit" size="lg" className="w-full" loading={busy === 'send'}>
          {busy === 'send' ? null : <Send aria-hidden="true" />}
          Send code
        </Button>
        <NoCodeHelp />
      </form>
    );
  }

  return (
    <form onSubmit={(e) => void reset(e)} noValidate className="space-y-4">
      <Alert variant="info" title="Check your e-mail or phone">
        If an account matches <strong>{identifier.trim()}</strong>, we sent a 6-digit code to its verified e-mail or
        phone. It works for {ONE_TIME_CODE_TTL_MINUTES} minutes.
      </Alert>
      <NoCodeHelp />
      <FormField id="reset-code" label="6-digit code" error={errors.code}>
        {(aria) => (
          <Input {...aria} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
        )}
      </FormField>
      <FormField id="reset-password" label="New password" error={errors.password} hint="At least 8 characters; not a common password.">
        {(aria) => <PasswordInput {...aria} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
      </FormField>
      {errors.form ? <Alert variant="danger">{errors.form}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" loading={busy === 'reset'}>
        {busy === 'reset' ? null : <KeyRound aria-hidden="true" />}
        Set new password and sign in
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResendCode sentAt={challenge.sentAt} busy={busy === 'send'} onResend={() => void send()} />
        <Button type="button" variant="link" onClick={() => setChallenge(null)}>Use another account</Button>
      </div>
    </form>
  );
}
