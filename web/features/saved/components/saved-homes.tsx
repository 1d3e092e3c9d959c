import { useCurrentUser } from '../../../lib/api/current-user';
import { AccountSavedHomes } from './account-saved-homes';
import { BrowserSavedHomes } from './browser-saved-homes';

/** Signed in: the account's saved homes with what changed; a visitor: the hearts kept in this browser. */
export function SavedHomes() {
  const { user } = useCurrentUser();
  return user ? <AccountSavedHomes /> : <BrowserSavedHomes />;
}
