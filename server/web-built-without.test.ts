import { describe, expect, it } from 'vitest';
import { builtWithoutMark, piecesBuiltWithout } from './web-built-without';

const page = (head: string) => `<!doctype html><html><head><title>Salone Homes</title>${head}</head><body></body></html>`;

describe('the mark of a bench build made without some of the server’s start-up pieces', () => {
  it('is absent from a normal build and from one without client pieces only', () => {
    expect(builtWithoutMark([''])).toBe('');
    expect(builtWithoutMark(['idle-hydration'])).toBe('');
  });

  it('names the server pieces, which the server reads back from the page', () => {
    const mark = builtWithoutMark(['idle-hydration', 'boot-hints']);
    expect(mark).not.toContain('idle-hydration');
    expect([...piecesBuiltWithout(page(mark))]).toEqual(['boot-hints']);
  });

  it('reads nothing from an unmarked page or a mark naming no known piece', () => {
    expect(piecesBuiltWithout(page('')).size).toBe(0);
    expect(piecesBuiltWithout(page('<meta name="built-without" content="everything,opening-reads">')).size).toBe(0);
  });
});
