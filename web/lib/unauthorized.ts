import { UNAUTHORIZED_LOGIN_REDIRECT_MS } from '../../common/constants';
import { isApiError } from './api/http';
import { toast, toasterReady } from './toast-store';
import { allowLeaving } from './use-leave-guard';

/** Past this, a toaster that has not loaded (a stalled connection) no longer holds the redirect back. */
export const TOASTER_WAIT_CAP_MS = 5_000;

/**
 * Spec section 8: a 401 on a listing write or a status change means the session ended. Tell the person, then
 * send them to sign in again. Returns true when it handled the error.
 */
export function handleLoggedOut(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 401) return false;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  redirectOnceToastCanShow(toasterReady(), () => {
    allowLeaving();
    window.location.href = '/api/login';
  });
  return true;
}

/**
 * The spec's 500 ms start when the toast can be drawn, not when it was asked for: the toaster is a chunk of its
 * own, and on a slow link it can take longer than 500 ms to arrive, so the page left before the person was told
 * why.
 */
export function redirectOnceToastCanShow(
  toasterLoaded: Promise<unknown>,
  redirect: () => void,
  delayMs = UNAUTHORIZED_LOGIN_REDIRECT_MS,
  capMs = TOASTER_WAIT_CAP_MS,
): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    redirect();
  };
  const capTimer = setTimeout(go, capMs);
  const afterShown = () => {
    clearTimeout(capTimer);
    setTimeout(go, delayMs);
  };
  toasterLoaded.then(afterShown, afterShown);
}
