import { afterEach, describe, expect, it } from 'vitest';
import { resetBootData, takeBootData } from './boot-data';

const page = (text: string | null) => ({ getElementById: (id: string) => (id === 'boot-data' && text !== null ? ({ textContent: text } as HTMLElement) : null) });

afterEach(resetBootData);

describe('takeBootData', () => {
  it('hands out the answer the page came with for an address, once', () => {
    const doc = page(JSON.stringify({ '/api/properties/stats': { total: 3 }, '/api/x': [1] }));
    expect(takeBootData('/api/properties/stats', doc)).toEqual({ total: 3 });
    // A later visit to the same screen must ask the server, not reuse what may be old by then.
    expect(takeBootData('/api/properties/stats', doc)).toBeUndefined();
    expect(takeBootData('/api/x', doc)).toEqual([1]);
  });

  it('has nothing for an address the page did not answer, or a page with no or broken data', () => {
    expect(takeBootData('/api/other', page(JSON.stringify({ '/api/x': 1 })))).toBeUndefined();
    resetBootData();
    expect(takeBootData('/api/x', page(null))).toBeUndefined();
    resetBootData();
    expect(takeBootData('/api/x', page('{not json'))).toBeUndefined();
    resetBootData();
    expect(takeBootData('0', page('["an array"]'))).toBeUndefined();
  });
});
