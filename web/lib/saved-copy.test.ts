import { describe, expect, it } from 'vitest';
import { noteAnswer, savedCopyAt, savedCopyTime } from './saved-copy';

const answer = (headers: Record<string, string>, ok = true) => ({ ok, headers: new Headers(headers) });

describe('saved copies', () => {
  it('says the hour and minute the copy was kept, on this device’s clock', () => {
    const at = new Date(2026, 10, 27, 9, 5);
    expect(savedCopyTime(at.toISOString())).toBe('09:05');
  });

  it('dates the screen by its oldest kept piece, until a fresh answer comes', () => {
    noteAnswer(answer({ 'x-saved-at': '2026-11-27T09:06:00.000Z' }));
    expect(savedCopyAt()).toBe('2026-11-27T09:06:00.000Z');
    noteAnswer(answer({ 'x-saved-at': '2026-11-27T09:08:00.000Z' }));
    noteAnswer(answer({ 'x-saved-at': 'not a time' }, false));
    expect(savedCopyAt()).toBe('2026-11-27T09:06:00.000Z');
    noteAnswer(answer({ 'x-saved-at': '2026-11-27T09:05:00.000Z' }));
    expect(savedCopyAt()).toBe('2026-11-27T09:05:00.000Z');
    noteAnswer(answer({}));
    expect(savedCopyAt()).toBeNull();
    noteAnswer(answer({ 'x-saved-at': 'not a time' }));
    expect(savedCopyAt()).toBeNull();
  });
});
