import { describe, expect, it } from 'vitest';
import { noteAnswer, savedCopyTime } from './saved-copy';

const answer = (headers: Record<string, string>, ok = true) => ({ ok, headers: new Headers(headers) });

describe('saved copies', () => {
  it('says the hour and minute the copy was kept, on this device’s clock', () => {
    const at = new Date(2026, 10, 27, 9, 5);
    expect(savedCopyTime(at.toISOString())).toBe('09:05');
  });

  it('accepts only answers with a readable time', () => {
    expect(() => noteAnswer(answer({ 'x-saved-at': 'not a time' }))).not.toThrow();
    expect(() => noteAnswer(answer({}, false))).not.toThrow();
  });
});
