// Loaded only once someone is signed in (web/shell/background-tasks.ts): the browser's hearts join the account,
// then every heart reads and writes the account's saved homes.
import { errorMessage, isApiError } from './api/http';
import { deleteSavedHome, fetchSavedIds, mergeSavedIds, putSavedHome } from './api/saved';
import {
  currentFavourites, FAVOURITES_STORAGE_KEY, publishFavourites, readFavourites, setFavouritesAccount, toggledFavourites,
} from './favourites';
import { toast } from './toast-store';

/** Starts account mode; answers the function that ends it (sign-out). Failing to reach the server keeps browser mode. */
export async function startAccountFavourites(): Promise<() => void> {
  const { local, propertyIds } = await joinBrowserHearts();
  // Merged: they live on the account now, and a later visitor on this browser does not inherit them.
  if (local.length) {
    try {
      localStorage.setItem(FAVOURITES_STORAGE_KEY, '[]');
    } catch {
      /* nothing kept to clear */
    }
  }
  let active = true;
  // The heart shows at once; if the account refuses (offline, or the listing went off the market) it is put back.
  setFavouritesAccount((id, saving) => {
    void (saving ? putSavedHome(id) : deleteSavedHome(id)).catch((error: unknown) => {
      if (!active) return;
      publishFavourites(toggledFavourites(currentFavourites(), id));
      const gone = isApiError(error) && error.status === 404;
      toast({
        variant: 'destructive',
        title: saving ? 'Not saved' : 'Not removed',
        description: gone ? 'This home is no longer on the market.' : errorMessage(error, 'Please try again.'),
      });
    });
  }, propertyIds);
  return () => {
    active = false;
    setFavouritesAccount(null);
  };
}

/**
 * Puts this browser's hearts on the account and answers the account's. A heart tapped while that was on its way
 * was still kept in the browser: it is joined too (and one taken off is taken off the account), or it would
 * vanish when the account's hearts are shown, and the tap be lost.
 */
async function joinBrowserHearts(): Promise<{ local: string[]; propertyIds: string[] }> {
  let local = readFavourites();
  let { propertyIds } = local.length ? await mergeSavedIds(local) : await fetchSavedIds();
  for (;;) {
    const now = readFavourites();
    const added = now.filter((id) => !local.includes(id));
    const removed = local.filter((id) => !now.includes(id));
    if (added.length === 0 && removed.length === 0) return { local, propertyIds };
    for (const id of removed) await deleteSavedHome(id);
    if (added.length) ({ propertyIds } = await mergeSavedIds(added));
    else propertyIds = propertyIds.filter((id) => !removed.includes(id));
    local = now;
  }
}
