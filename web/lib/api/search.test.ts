import { describe, expect, it } from 'vitest';
import { PUBLIC_MAX_OFFSET } from '../../../common/constants';
import { nextSearchOffset } from './search';

const page = (offset: number, count: number, total: number) => ({ offset, items: Array.from({ length: count }, () => ({})) as never[], total });

describe('nextSearchOffset ("Load more")', () => {
  it('asks for the next page while matches remain', () => {
    expect(nextSearchOffset(page(0, 12, 30))).toBe(12);
    expect(nextSearchOffset(page(24, 6, 30))).toBeUndefined();
    expect(nextSearchOffset(page(12, 0, 30))).toBeUndefined();
  });

  it('stops at the deepest page a search serves, however many more match', () => {
    expect(nextSearchOffset(page(PUBLIC_MAX_OFFSET - 12, 12, 1001))).toBe(PUBLIC_MAX_OFFSET);
    expect(nextSearchOffset(page(PUBLIC_MAX_OFFSET, 12, 5000))).toBeUndefined();
  });
});
