import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { signInReturningTo } from '../../../../common/return-path';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/api/current-user';

// The dialog (and its form) loads on the first tap: /search's first load carries only this button.
const SaveSearchDialog = lazy(() => import('./save-search-dialog'));
const SAVE_PARAM = 'save';

/**
 * "Save this search" on /search. A visitor signs in first and comes back to the same search with the dialog
 * open (`?save=1`), so nothing chosen is lost.
 */
export function SaveSearchButton({ filters }: { filters: Record<string, string | number> }) {
  const { user } = useCurrentUser();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const returning = new URLSearchParams(search).get(SAVE_PARAM) === '1';

  useEffect(() => {
    if (!returning || !user) return;
    setOpen(true);
    const params = new URLSearchParams(search);
    params.delete(SAVE_PARAM);
    navigate(`${location}${params.size ? `?${params.toString()}` : ''}`, { replace: true });
  }, [returning, user, search, location, navigate]);

  const returnParams = new URLSearchParams(search);
  returnParams.set(SAVE_PARAM, '1');
  const signInFirst = signInReturningTo(`${location}?${returnParams.toString()}`);

  return (
    <>
      {user ? (
        <Button variant="outline" size="sm" className="h-10" onClick={() => setOpen(true)}>
          Save this search
        </Button>
      ) : (
        // A visitor's is a link to sign in, so it works in the page the server sent, before the app has started
        // (a phone on a slow link can tap it while the JavaScript is still on its way).
        <Button asChild variant="outline" size="sm" className="h-10">
          <Link href={signInFirst}>Save this search</Link>
        </Button>
      )}
      {open && user ? (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
