import { Link, useParams } from 'wouter';
import { BellOff, CheckCircle2 } from 'lucide-react';
import { Container, usePageTitle } from '../components/layout/page';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { errorMessage } from '../lib/api/http';
import { useUnsubscribe } from '../lib/api/saved';

/**
 * /unsubscribe/:token, the link in every saved-search alert. It asks before stopping: mail scanners open links,
 * and only a person pressing the button stops the alerts (no sign-in needed).
 */
export default function UnsubscribePage() {
  usePageTitle('Stop search alerts');
  const { token = '' } = useParams<{ token: string }>();
  const stop = useUnsubscribe();

  return (
    <Container size="sm" className="py-10">
      <Card>
        <CardContent className="space-y-4 p-6 text-center">
          {stop.isSuccess ? (
            <>
              <CheckCircle2 className="mx-auto size-10 text-brand-600" aria-hidden="true" />
              <h1 className="text-xl font-bold text-slate-900">Alerts stopped</h1>
              <p role="status" className="text-slate-600">You will get no more alerts for &ldquo;{stop.data.name}&rdquo;. You can turn them on again under Saved searches.</p>
              <Button asChild variant="outline"><Link href="/saved-searches">Saved searches</Link></Button>
            </>
          ) : (
            <>
              <BellOff className="mx-auto size-10 text-slate-500" aria-hidden="true" />
              <h1 className="text-xl font-bold text-slate-900">Stop these search alerts?</h1>
              <p className="text-slate-600">You will no longer get e-mails or SMS about new homes for this saved search.</p>
              {stop.isError ? (
                <Alert variant="danger" title="Not stopped">{errorMessage(stop.error, 'Check your connection and try again.')}</Alert>
              ) : null}
              <Button onClick={() => stop.mutate(token)} disabled={stop.isPending}>
                {stop.isError ? 'Try again' : 'Stop alerts'}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
