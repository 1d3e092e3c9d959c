// The hearts in account mode: a toggle shows at once, goes to the account, and is put back if refused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAccountFavourites, setFavouritesAccount, toggleFavourite } from './favourites';

afterEach(() => setFavouritesAccount(null));

describe('favourites on the account', () => {
  it('saves and removes through the account, starting from the account’s ids', async () => {
    const save = vi.fn(() => Promise.resolve(null));
    const unsave = vi.fn(() => Promise.resolve(null));
    setFavouritesAccount({ save, unsave, onError: vi.fn() }, ['kept']);
    expect(isAccountFavourites()).toBe(true);
    expect(toggleFavourite('new')).toBe(true);
    expect(save).toHaveBeenCalledWith('new');
    expect(toggleFavourite('kept')).toBe(false);
    expect(unsave).toHaveBeenCalledWith('kept');
  });

  it('puts the heart back and tells when the account refuses', async () => {
    const onError = vi.fn();
    const refusal = new Error('gone');
    const save = vi.fn(() => Promise.reject(refusal));
    setFavouritesAccount({ save, unsave: () => Promise.resolve(null), onError }, []);
    expect(toggleFavourite('x')).toBe(true);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(refusal, true));
    // Put back: the next tap is a save again, not a removal.
    expect(toggleFavourite('x')).toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('goes back to the browser’s hearts when the account ends', () => {
    setFavouritesAccount({ save: vi.fn(() => Promise.resolve()), unsave: vi.fn(() => Promise.resolve()), onError: vi.fn() }, ['a']);
    setFavouritesAccount(null);
    expect(isAccountFavourites()).toBe(false);
  });
});
