import { RotateCw } from 'lucide-react';
import { VERIFICATION_RESEND_DELAY_SECONDS } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { countdownText, useCountdown } from '../../../lib/use-countdown';

/** "Resend code" after a short wait, with the seconds left shown meanwhile (people otherwise tap it repeatedly). */
export function ResendCode({ sentAt, onResend, busy }: { sentAt: number; onResend: () => void; busy?: boolean }) {
  const left = useCountdown(sentAt + VERIFICATION_RESEND_DELAY_SECONDS * 1000);
  return (
    <Button type="button" variant="ghost" size="md" disabled={left > 0} loading={busy} onClick={onResend}>
      {busy ? null : <RotateCw aria-hidden="true" />}
      {left > 0 ? `Resend code in ${countdownText(left)}` : 'Resend code'}
    </Button>
  );
}
