import { lazy, Suspense, useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { CurrentUser } from '../../../../common/api/users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ACCOUNT_RECOVERY_REASON } from '../../../lib/contact-rules';

const VerificationDialog = lazy(() => import('../../../components/contact/verification-dialog').then((m) => ({ default: m.VerificationDialog })));

/**
 * The "later" of sign-up's "Do it later": while no e-mail or phone is verified, a reset code cannot reach the
 * account, so the profile says so and offers the same verification steps. An account marked verified before
 * contacts were tracked one by one is offered them too: its reset has nowhere to go either.
 */
export function VerifyContact({ user }: { user: CurrentUser }) {
  const [verifying, setVerifying] = useState(false);
  if (user.emailVerified || user.phoneVerified) return null;
  return (
    <Alert variant="warning" title="Verify your e-mail or phone">
      <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="min-w-0 flex-1">{ACCOUNT_RECOVERY_REASON}</span>
        <Button size="sm" onClick={() => setVerifying(true)}>
          <ShieldAlert aria-hidden="true" />
          Verify now
        </Button>
      </span>
      {verifying ? (
        <Suspense fallback={null}>
          <VerificationDialog open={verifying} onOpenChange={setVerifying} user={user} reason={ACCOUNT_RECOVERY_REASON} />
        </Suspense>
      ) : null}
    </Alert>
  );
}
