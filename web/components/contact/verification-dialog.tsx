import { useState, type FormEvent } from 'react';
import { ArrowLeft, Mail, Phone, ShieldCheck } from 'lucide-react';
import { PHONE_PLACEHOLDER, VERIFICATION_CODE_LENGTH } from '../../../common/constants';
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

interface VerificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser;
}

function prefill(user: CurrentUser, method: VerificationMethod): string {
  return (method === 'email' ? user.email : user.phoneNumber) ?? '';
}

function complain(problem: Problem) {
  toast({ ...problem, variant: 'destructive' });
}

/** Two steps (spec): choose e-mail or phone and send a code, then type the 6-digit code. */
export function VerificationDialog({ open, onOpenChange, user }: VerificationDialogProps) {
  const [step, setStep] = useState<'method' | 'code'>('method');
  const [method, setMethod] = useState<VerificationMethod>(user.email ? 'email' : 'phone');
  const [contact, setContact] = useState(() => prefill(user, user.email ? 'email' : 'phone'));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sendCode = useSendVerificationCode();
  const verify = useVerifyCode();

  const chooseMethod = (next: VerificationMethod) => {
    setMethod(next);
    setContact(prefill(user, next));
    setError(null);
  };

  const onSend = (e: FormEvent) => {
    e.preventDefault();
    const problem = contactProblem(method, contact);
    setError(problem?.description ?? null);
    if (problem) return complain(problem);
    sendCode.mutate(
      { verificationMethod: method, contact: contact.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Verification code sent', description: `Check your ${method === 'email' ? 'e-mail' : 'phone'} for the ${VERIFICATION_CODE_LENGTH}-digit code.`, variant: 'success' });
          setCode('');
          setStep('code');
        },
        onError: (err) => complain({ title: 'Failed to send code', description: errorMessage(err, 'Please try again later.') }),
      },
    );
  };

  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    const problem = codeProblem(code);
    setError(problem?.description ?? null);
    if (problem) return complain(problem);
    verify.mutate(
      { code: code.trim(), verificationMethod: method },
      {
        onSuccess: () => {
          toast({ title: 'Verification successful', description: 'You can now send messages to property owners and agents.', variant: 'success' });
          setStep('method');
          onOpenChange(false);
        },
        onError: (err) => complain({ title: 'Invalid verification code', description: errorMessage(err, 'Please check the code and try again.') }),
      },
    );
  };

  const field = method === 'email' ? 'Email address' : 'Phone number';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title="Verify your identity"
        description={step === 'method' ? 'Messaging needs a verified e-mail address or phone number. It keeps spam away from owners and agents.' : `Enter the ${VERIFICATION_CODE_LENGTH}-digit code we sent to ${contact.trim()}.`}
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
              {error ? <p id="verification-error" className="text-sm font-medium text-red-700">{error}</p> : null}
            </div>
            <Button type="submit" className="w-full" loading={sendCode.isPending}>
              Send code
            </Button>
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
              {error ? <p id="verification-error" className="text-sm font-medium text-red-700">{error}</p> : null}
              {getAppConfig().devMode ? (
                <p className="text-sm text-slate-600">
                  Development mode: the code is in the <a href="/api/dev/outbox" target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">dev outbox</a>.
                </p>
              ) : null}
            </div>
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
