import { errorMessage } from '../../lib/api/http';
import { Alert } from './alert';
import { Button } from './button';

/** A part of a page that did not load: what it was, why (the server's words when it gave some), and "Try again". */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="danger" title={title}>
      <p>{errorMessage(error, 'Check your connection and try again.')}</p>
      <Button variant="outline" className="mt-2" onClick={onRetry}>Try again</Button>
    </Alert>
  );
}
