// The hearts in account mode: a toggle shows at once and goes to the account; signing out returns to the browser's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentFavourites, FAVOURITES_STORAGE_KEY, isAccountFavourites, setFavouritesAccount, toggleFavourite } from './favourites';
import { startAccountFavourites } from './favourites-account';

afterEach(() => {
  vi.unstubAllGlobals();
  setFavouritesAccount(null);
});

describe('favourites on the account', () => {
  it('saves and removes through the account, starting from the account’s ids', () => {
    const write = vi.fn();
    setFavouritesAccount(write, ['kept']);
    expect(isAccountFavourites()).toBe(true);
    expect(currentFavourites()).toEqual(['kept']);
    expect(toggleFavourite('new')).toBe(true);
    expect(write).toHaveBeenLastCalledWith('new', true);
    expect(currentFavourites()).toEqual(['new', 'kept']);
    expect(toggleFavourite('kept')).toBe(false);
    expect(write).toHaveBeenLastCalledWith('kept', false);
    expect(currentFavourites()).toEqual(['new']);
  });

  it('goes back to the browser’s hearts when the account ends', () => {
    setFavouritesAccount(vi.fn(), ['a']);
    setFavouritesAccount(null);
    expect(isAccountFavourites()).toBe(false);
    expect(currentFavourites()).toEqual([]);
  });

  it('keeps a heart tapped while the browser’s hearts were joining the account', async () => {
    // The browser (its storage) and the server (its answers) are stubbed; the code under test is the joining.
    const stored = new Map([[FAVOURITES_STORAGE_KEY, JSON.stringify(['before'])]]);
    vi.stubGlobal('localStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) });
    setFavouritesAccount(null);
    const onAccount: string[] = [];
    const merges: string[][] = [];
    let answerFirstMerge = () => {};
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      const ids = (JSON.parse(String(init.body)) as { propertyIds: string[] }).propertyIds;
      merges.push(ids);
      if (merges.length === 1) await new Promise<void>((resolve) => { answerFirstMerge = resolve; });
      onAccount.unshift(...ids.filter((id) => !onAccount.includes(id)));
      return new Response(JSON.stringify({ propertyIds: onAccount }), { headers: { 'content-type': 'application/json' } });
    }));

    const starting = startAccountFavourites();
    await vi.waitFor(() => expect(merges).toHaveLength(1));
    // Tapped while the first merge is on its way: still the browser's heart.
    expect(toggleFavourite('tapped')).toBe(true);
    answerFirstMerge();
    const stop = await starting;

    expect(merges).toEqual([['before'], ['tapped']]);
    expect(currentFavourites()).toEqual(['tapped', 'before']);
    expect(stored.get(FAVOURITES_STORAGE_KEY)).toBe('[]');
    stop();
  });
});
