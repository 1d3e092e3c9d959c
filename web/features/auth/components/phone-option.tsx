import { lazy, Suspense, useState, type ReactNode } from 'react';
import { KeyRound, Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';

const PhoneSignIn = lazy(() => import('./phone-sign-in'));

/**
 * "Use my phone instead" beside the username form: swaps the form for the SMS code form (loaded on demand) and
 * back. Username and password stay the default.
 */
export function PhoneOption({ children, returnTo, mode = 'sign-in' }: { children: ReactNode; returnTo?: string | null; mode?: 'sign-in' | 'sign-up' }) {
  const [usePhone, setUsePhone] = useState(false);
  return (
    <div className="space-y-5">
      {usePhone ? (
        <Suspense fallback={<LoadingState label="Loading..." className="min-h-40" />}>
          <PhoneSignIn returnTo={returnTo} mode={mode} />
        </Suspense>
      ) : (
        children
      )}
      <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />or<span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button type="button" variant="outline" size="lg" className="w-full" onClick={() => setUsePhone(!usePhone)}>
        {usePhone ? <KeyRound aria-hidden="true" /> : <Smartphone aria-hidden="true" />}
        {usePhone ? (mode === 'sign-up' ? 'Sign up with username and password' : 'Use username and password') : 'Use my phone instead'}
      </Button>
    </div>
  );
}
