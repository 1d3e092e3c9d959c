import { lazy, Suspense, useRef } from 'react';
import { registerToasterLoader } from '../../lib/toast-store';
import { useToast } from '../../lib/use-toast';
import { loadToaster } from './toaster-loader';

// Radix Toast is loaded with the first toast, not with the page: most visits never show one, and the bytes
// before a page is usable are what a phone on costly data pays for.
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
