import { lazy, Suspense, useRef } from 'react';
import { registerToasterLoader } from '../../lib/toast-store';
import { useToast } from '../../lib/use-toast';

// Radix Toast is loaded with the first toast, not with the page: most visits never show one, and the bytes
// before a page is usable are what a phone on costly data pays for. Loaded once; the toast store hands the same
// load to code that must know a toast can be drawn before it moves on (the redirect after "You are logged out").
let loading: Promise<typeof import('./toaster')> | undefined;
function loadToaster(): Promise<typeof import('./toaster')> {
  if (!loading) {
    loading = import('./toaster');
    // A failed load (a dropped connection) may be tried again by the next toast.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
registerToasterLoader(loadToaster);

export function ToasterHost() {
  const { toasts } = useToast();
  const needed = useRef(false);
  if (toasts.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
