import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../../common/api/listings';
import { draftOfSession, endDraftSession, sessionDraftId } from './draft-session';

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
