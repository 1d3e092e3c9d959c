import { describe, expect, it } from 'vitest';
import { nextBatchCount } from './reveal-on-approach';

describe('nextBatchCount', () => {
  it('adds one batch at a time', () => {
    expect(nextBatchCount(4, 12, 4)).toBe(8);
    expect(nextBatchCount(8, 12, 4)).toBe(12);
  });

  it('stops at the total', () => {
    expect(nextBatchCount(10, 12, 4)).toBe(12);
    expect(nextBatchCount(12, 12, 4)).toBe(12);
  });

  it('always moves forward, even with a nonsense batch size', () => {
    expect(nextBatchCount(0, 3, 0)).toBe(1);
    expect(nextBatchCount(-5, 3, 2)).toBe(2);
  });
});
