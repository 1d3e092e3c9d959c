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
  const local = readFavourites();
  const { propertyIds } = local.length ? await mergeSavedIds(local) : await fetchSavedIds();
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
