// The hearts in account mode: a toggle shows at once and goes to the account; signing out returns to the browser's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentFavourites, isAccountFavourites, setFavouritesAccount, toggleFavourite } from './favourites';

afterEach(() => setFavouritesAccount(null));

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
});
