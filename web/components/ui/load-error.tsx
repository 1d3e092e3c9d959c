import { errorMessage } from '../../lib/api/http';
import { Button } from './button';

/**
 * A part of a page that did not load: what it was, why (the server's words when it gave some), and "Try again".
 * A plain box, not an Alert with its icons: /search shows it and its first load is held to 60 KB of JavaScript.
 */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 leading-relaxed">{errorMessage(error, 'Check your connection and try again.')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>Try again</Button>
    </div>
  );
}
