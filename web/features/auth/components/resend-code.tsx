import { useEffect, useState } from 'react';
import { RotateCw } from 'lucide-react';
import { ONE_TIME_CODE_RESEND_SECONDS } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';

/** "Resend code" after a short wait, with the seconds left shown meanwhile (people otherwise tap it repeatedly). */
export function ResendCode({ sentAt, onResend, busy }: { sentAt: number; onResend: () => void; busy?: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  const left = Math.max(0, ONE_TIME_CODE_RESEND_SECONDS - Math.floor((now - sentAt) / 1000));
  return (
    <Button type="button" variant="ghost" size="md" disabled={left > 0} loading={busy} onClick={onResend}>
      {busy ? null : <RotateCw aria-hidden="true" />}
      {left > 0 ? `Resend code in ${left}s` : 'Resend code'}
    </Button>
  );
}
