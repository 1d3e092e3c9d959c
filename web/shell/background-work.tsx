import { useEffect } from 'react';
import { useCurrentUser } from '../lib/api/current-user';

// The service worker is not urgent: it starts well after the page and its own lazy parts have loaded, so on a
// slow connection it never competes with what the person is waiting for.
const SERVICE_WORKER_DELAY_MS = 5000;
const tasks = () => import('./background-tasks');

/**
 * Starts the background tasks (service worker; the hearts on the account while someone is signed in). Their
 * code is a lazy chunk: the first load carries only these lines, and a visitor loads it only after the delay.
 */
export function BackgroundWork() {
  const userId = useCurrentUser().user?.id;

  useEffect(() => {
    // Offline when its turn comes, the chunk cannot load: try again when the connection is back, instead of an
    // unhandled failure (a phone that loses the line in the first seconds still gets the worker this visit).
    const register = () => {
      tasks().then((m) => m.registerServiceWorker()).catch(() => window.addEventListener('online', register, { once: true }));
    };
    let timer: number | undefined;
    const start = () => { timer = window.setTimeout(register, SERVICE_WORKER_DELAY_MS); };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('load', start);
      window.removeEventListener('online', register);
    };
  }, []);

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void tasks()
      .then((m) => m.startAccountHearts())
      .then((end) => { if (ended) end(); else stop = end; })
      .catch(() => { /* offline or refused: the hearts stay this browser's until the next load */ });
    return () => {
      ended = true;
      stop?.();
    };
  }, [userId]);

  return null;
}
