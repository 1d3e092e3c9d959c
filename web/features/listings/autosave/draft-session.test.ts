import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../../common/api/listings';
import { clearLocalCopy, localCopyKey, readLocalCopy, writeLocalCopy } from './autosave-logic';
import { draftOfSession, endDraftSession, newDraftKey, sessionDraftId, sessionDraftKey } from './draft-session';
import { emptyListingValues } from '../listing-form-values';

const listing = (id: string) => ({ id }) as Listing;

describe('draft sessions', () => {
  it('creates one draft however many builders ask while it is on its way', async () => {
    let calls = 0;
    let finish!: (l: Listing) => void;
    const create = () => {
      calls += 1;
      return new Promise<Listing>((resolve) => (finish = resolve));
    };
    const first = draftOfSession('s1', create);
    const second = draftOfSession('s1', create);
    finish(listing('d1'));
    expect(await first).toEqual({ draft: listing('d1'), created: true });
    expect(await second).toEqual({ draft: listing('d1'), created: false });
    expect(await draftOfSession('s1', create)).toEqual({ draft: listing('d1'), created: false });
    expect(calls).toBe(1);
    expect(await sessionDraftId('s1')).toBe('d1');
  });

  it('tries again after a failed creation, and starts anew once the session ends', async () => {
    await expect(draftOfSession('s2', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await sessionDraftId('s2')).toBeNull();
    expect((await draftOfSession('s2', () => Promise.resolve(listing('d2')))).created).toBe(true);
    endDraftSession('s2');
    expect(await sessionDraftId('s2')).toBeNull();
    expect(await draftOfSession('s2', () => Promise.resolve(listing('d3')))).toEqual({ draft: listing('d3'), created: true });
  });
});

/** localStorage as the builder uses it, surviving a reload of the page. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('the draft key', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('survives a reload in the local copy, and a new session makes a new one', () => {
    const storage = memoryStorage();
    const key = localCopyKey('u1', null);
    // The builder opens: no copy yet, a new key, kept with the first change (the create is not answered yet).
    const first = sessionDraftKey(readLocalCopy(storage, key));
    expect(first).toMatch(UUID);
    writeLocalCopy(storage, key, { values: emptyListingValues(), media: [], draftId: null, draftKey: first, baseUpdatedAt: null });
    // The page reloads mid-create: the builder sends the same key again.
    expect(sessionDraftKey(readLocalCopy(storage, key))).toBe(first);
    // Submitted: the copy goes, and the next builder's session has a key of its own.
    clearLocalCopy(storage, key);
    const next = sessionDraftKey(readLocalCopy(storage, key));
    expect(next).toMatch(UUID);
    expect(next).not.toBe(first);
  });

  it('makes a new key for a copy from before keys or with a broken one', () => {
    expect(sessionDraftKey(null, () => 'made')).toBe('made');
    expect(sessionDraftKey({}, () => 'made')).toBe('made');
    expect(sessionDraftKey({ draftKey: 'not-a-uuid' }, () => 'made')).toBe('made');
  });

  it('is a random UUID also where crypto.randomUUID is missing (plain http)', () => {
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set([newDraftKey(), newDraftKey(), newDraftKey()]);
      expect(keys.size).toBe(3);
      for (const k of keys) expect(k).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
