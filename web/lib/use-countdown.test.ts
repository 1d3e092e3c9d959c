import { describe, expect, it } from 'vitest';
import { countdownText, secondsLeft } from './use-countdown';

describe('countdown', () => {
  it('rounds up and stops at zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 60_000)).toBe(0);
  });

  it('writes minutes and two-digit seconds', () => {
    expect(countdownText(45)).toBe('0:45');
    expect(countdownText(65)).toBe('1:05');
    expect(countdownText(0)).toBe('0:00');
  });
});
