import { describe, expect, it } from 'vitest';
import { emptyListingValues } from '../listing-form-values';
import {
  autosaveLabel, isMeaningful, localCopyKey, readLocalCopy, rememberDraftId, retryDelay, serverSaveFor, writeLocalCopy,
} from './autosave-logic';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('autosave decisions', () => {
  it('creates a draft only once there is something worth keeping', () => {
    expect(isMeaningful({ title: '  ', description: '', address: '' }, 0)).toBe(false);
    expect(isMeaningful({ title: 'Ho', description: '', address: '' }, 0)).toBe(true);
    expect(isMeaningful({ title: '', description: '', address: '' }, 1)).toBe(true);
    expect(serverSaveFor({ serverDrafts: true, draftId: null, meaningful: false })).toBe('none');
    expect(serverSaveFor({ serverDrafts: true, draftId: null, meaningful: true })).toBe('create');
    expect(serverSaveFor({ serverDrafts: true, draftId: 'd1', meaningful: false })).toBe('update');
  });

  it('never saves a submitted or live listing behind the lister\'s back', () => {
    expect(serverSaveFor({ serverDrafts: false, draftId: 'd1', meaningful: true })).toBe('none');
  });

  it('waits longer after each failure, up to a ceiling', () => {
    expect([0, 1, 2, 3, 9].map(retryDelay)).toEqual([2000, 5000, 10_000, 30_000, 30_000]);
  });

  it('labels the status quietly', () => {
    expect(autosaveLabel('saving')).toBe('Saving…');
    expect(autosaveLabel('saved')).toBe('Saved');
    expect(autosaveLabel('retrying')).toBe('Not saved — will retry');
  });
});

describe('the local copy', () => {
  it('round-trips the values, photos and draft id', () => {
    const storage = memoryStorage();
    const key = localCopyKey('u1', null);
    const values = { ...emptyListingValues(), title: 'Half-typed title' };
    writeLocalCopy(storage, key, { values, media: [{ id: 'm1', kind: 'image', name: 'a.jpg', status: 'approved' }], draftId: 'd1', baseUpdatedAt: null });
    expect(readLocalCopy(storage, key)).toMatchObject({ values: { title: 'Half-typed title' }, draftId: 'd1', media: [{ id: 'm1' }] });
  });

  it('ignores garbage and copies of an older version of the listing', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(readLocalCopy(storage, 'k')).toBeNull();
    writeLocalCopy(storage, 'k2', { values: emptyListingValues(), media: [], draftId: 'x', baseUpdatedAt: '2026-01-01T00:00:00.000Z' });
    expect(readLocalCopy(storage, 'k2', '2026-02-01T00:00:00.000Z')).toBeNull();
    expect(readLocalCopy(storage, 'k2', '2026-01-01T00:00:00.000Z')).not.toBeNull();
  });

  it('records a draft id in the local copy without touching its values', () => {
    const storage = memoryStorage();
    const key = localCopyKey('u1', null);
    rememberDraftId(storage, key, 'd0');
    expect(readLocalCopy(storage, key)).toBeNull();
    const values = { ...emptyListingValues(), title: 'Newer title' };
    writeLocalCopy(storage, key, { values, media: [], draftId: null, baseUpdatedAt: null });
    rememberDraftId(storage, key, 'd1');
    expect(readLocalCopy(storage, key)).toMatchObject({ values: { title: 'Newer title' }, draftId: 'd1' });
    rememberDraftId(storage, key, 'd2');
    expect(readLocalCopy(storage, key)?.draftId).toBe('d1');
  });
});
