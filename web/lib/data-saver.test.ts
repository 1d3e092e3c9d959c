import { describe, expect, it } from 'vitest';
import { browserWantsDataSaver, DATA_SAVER_STORAGE_KEY, readDataSaver } from './data-saver';

const store = (value?: string) => ({ getItem: (k: string) => (k === DATA_SAVER_STORAGE_KEY ? (value ?? null) : null), setItem: () => {} });

describe('data saver', () => {
  it('is on by default with Save-Data or a 2G/3G connection, off on 4G or when unknown', () => {
    expect(browserWantsDataSaver({ saveData: true, effectiveType: '4g' })).toBe(true);
    for (const t of ['slow-2g', '2g', '3g']) expect(browserWantsDataSaver({ effectiveType: t })).toBe(true);
    expect(browserWantsDataSaver({ effectiveType: '4g' })).toBe(false);
    expect(browserWantsDataSaver(undefined)).toBe(false);
  });

  it('follows the person’s own choice over the browser’s hint', () => {
    expect(readDataSaver(store('off'), { saveData: true })).toBe(false);
    expect(readDataSaver(store('on'), { effectiveType: '4g' })).toBe(true);
    expect(readDataSaver(store(), { effectiveType: '3g' })).toBe(true);
    expect(readDataSaver(null, undefined)).toBe(false);
    // The request's Save-Data header (the server saw it) counts as the browser's hint.
    expect(readDataSaver(null, undefined, true)).toBe(true);
    expect(readDataSaver(store('off'), undefined, true)).toBe(false);
  });
});
