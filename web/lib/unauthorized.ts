import { UNAUTHORIZED_LOGIN_REDIRECT_MS } from '../../common/constants';
import { isApiError } from './api/http';
import { toast } from './toast-store';
import { allowLeaving } from './use-leave-guard';

/**
 * Spec section 8: a 401 on a listing write or a status change means the session ended. Tell the person, then
 * send them to sign in again. Returns true when it handled the error.
 */
export function handleLoggedOut(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 401) return false;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => {
    allowLeaving();
    window.location.href = '/api/login';
  }, UNAUTHORIZED_LOGIN_REDIRECT_MS);
  return true;
}
