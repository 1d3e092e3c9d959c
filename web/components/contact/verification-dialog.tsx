import { useState, type FormEvent } from 'react';
import { ArrowLeft, Mail, Phone, RotateCw, ShieldCheck } from 'lucide-react';
import { PHONE_PLACEHOLDER, VERIFICATION_CODE_LENGTH, VERIFICATION_RESEND_DELAY_SECONDS } from '../../../common/constants';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { errorMessage } from '../../lib/api/http';
import { getAppConfig } from '../../lib/app-config';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/use-toast';
import type { CurrentUser } from '../../../common/api/users';
import { useSendVerificationCode, useVerifyCode } from '../../lib/api/verification';
import { cleanCode, codeProblem, contactProblem, type Problem, type VerificationMethod } from '../../lib/contact-rules';
import { countdownText, useCountdown } from '../../lib/use-countdown';

interface VerificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser;
  /** Why to verify, on the first step; messaging's reason unless told. */
  reason?: string;
  /** Offered where verifying is a suggestion (after sign-up): closes the dialog, the person stays signed in. */
  laterLabel?: string;
}

const MESSAGING_REASON = 'Messaging needs a verified e-mail address or phone number. It keeps spam away from owners and agents.';

function prefill(user: CurrentUser, method: VerificationMethod): string {
  return (method === 'email' ? user.email : user.phoneNumber) ?? '';
}

/** The one place a problem shows: under the field it is about, title and explanation together (no toast too). */
function FieldProblem({ problem }: { problem: Problem | null }) {
  if (!problem) return null;
  return (
    <p id="verification-error" role="alert" className="text-sm font-medium text-red-700">
      {problem.title}: {problem.description}
    </p>
  );
}

/** Two steps (spec): choose e-mail or phone and send a code, then type the 6-digit code. */
export function VerificationDialog({ open, onOpenChange, user, reason = MESSAGING_REASON, laterLabel }: VerificationDialogProps) {
  const [step, setStep] = useState<'method' | 'code'>('method');
  const [method, setMethod] = useState<VerificationMethod>(user.email ? 'email' : 'phone');
  const [contact, setContact] = useState(() => prefill(user, user.email ? 'email' : 'phone'));
  const [code, setCode] = useState('');
  const [error, setError] = useState<Problem | null>(null);
  // When the next code may be asked for: a countdown, so nobody taps Resend before the first code could arrive.
  const [resendAt, setResendAt] = useState<number | null>(null);
  const resendIn = useCountdown(resendAt);
  const sendCode = useSendVerificationCode();
  const verify = useVerifyCode();

  const chooseMethod = (next: VerificationMethod) => {
    setMethod(next);
    setContact(prefill(user, next));
    setError(null);
  };

  const requestCode = () =>
    sendCode.mutate(
      { verificationMethod: method, contact: contact.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Verification code sent', description: `Check your ${method === 'email' ? 'e-mail' : 'phone'} for the ${VERIFICATION_CODE_LENGTH}-digit code.`, variant: 'success' });
          setCode('');
          setError(null);
          setStep('code');
          setResendAt(Date.now() + VERIFICATION_RESEND_DELAY_SECONDS * 1000);
        },
        onError: (err) => setError({ title: 'Failed to send code', description: errorMessage(err, 'Please try again later.') }),
      },
    );

  const onSend = (e: FormEvent) => {
    e.preventDefault();
    const problem = contactProblem(method, contact);
    setError(problem);
    if (!problem) requestCode();
  };

  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    const problem = codeProblem(code);
    setError(problem);
    if (problem) return;
    verify.mutate(
      { code: code.trim(), verificationMethod: method },
      {
        onSuccess: () => {
          toast({ title: 'Verification successful', description: 'You can now send messages to property owners and agents.', variant: 'success' });
          setStep('method');
          onOpenChange(false);
        },
        onError: (err) => setError({ title: 'Invalid verification code', description: errorMessage(err, 'Please check the code and try again.') }),
      },
    );
  };

  const field = method === 'email' ? 'Email address' : 'Phone number';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title="Verify your identity"
        description={step === 'method' ? reason : `Enter the ${VERIFICATION_CODE_LENGTH}-digit code we sent to ${contact.trim()}.`}
      >
        {step === 'method' ? (
          <form onSubmit={onSend} noValidate className="space-y-4">
            <fieldset className="grid grid-cols-2 gap-2">
              <legend className="mb-2 text-sm font-medium text-slate-800">Send the code by</legend>
              {(['email', 'phone'] as const).map((m) => (
                <label
                  key={m}
                  className={cn(
                    'flex cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                    method === m ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50',
                  )}
                >
                  <input type="radio" name="verification-method" value={m} checked={method === m} onChange={() => chooseMethod(m)} className="sr-only" />
                  {m === 'email' ? <Mail className="size-4" aria-hidden="true" /> : <Phone className="size-4" aria-hidden="true" />}
                  {m === 'email' ? 'E-mail' : 'Phone'}
                </label>
              ))}
            </fieldset>
            <div className="space-y-1.5">
              <Label htmlFor="verification-contact">{field}</Label>
              <Input
                id="verification-contact"
                type={method === 'email' ? 'email' : 'tel'}
                autoComplete={method === 'email' ? 'email' : 'tel'}
                inputMode={method === 'email' ? 'email' : 'tel'}
                placeholder={method === 'email' ? 'you@example.com' : PHONE_PLACEHOLDER}
                value={contact}
                onChange={(e) => setContact(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'verification-error' : method === 'phone' ? 'verification-phone-hint' : undefined}
              />
              {method === 'phone' && !error ? (
                <p id="verification-phone-hint" className="text-sm text-slate-600">Include the country code, for example {PHONE_PLACEHOLDER}.</p>
              ) : null}
              <FieldProblem problem={error} />
            </div>
            <Button type="submit" className="w-full" loading={sendCode.isPending}>
              Send code
            </Button>
            {laterLabel ? (
              <Button type="button" variant="ghost" className="w-full" onClick={() => onOpenChange(false)}>
                {laterLabel}
              </Button>
            ) : null}
          </form>
        ) : (
          <form onSubmit={onVerify} noValidate className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="verification-code">Verification code</Label>
              <Input
                id="verification-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={VERIFICATION_CODE_LENGTH}
                placeholder="123456"
                value={code}
                onChange={(e) => setCode(cleanCode(e.target.value))}
                className="text-center text-xl tracking-[0.4em] tabular-nums"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'verification-error' : undefined}
                autoFocus
              />
              <FieldProblem problem={error} />
              {getAppConfig().devMode ? (
                <p className="text-sm text-slate-600">
                  Development mode: the code is in the <a href="/api/dev/outbox" target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">dev outbox</a>.
                </p>
              ) : null}
            </div>
            <Button variant="ghost" className="w-full" disabled={resendIn > 0 || sendCode.isPending} loading={sendCode.isPending} onClick={requestCode}>
              <RotateCw aria-hidden="true" />
              {resendIn > 0 ? `Resend code in ${countdownText(resendIn)}` : 'Resend code'}
            </Button>
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => { setStep('method'); setError(null); }}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
              <Button type="submit" className="flex-1" loading={verify.isPending}>
                <ShieldCheck aria-hidden="true" />
                Verify
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
