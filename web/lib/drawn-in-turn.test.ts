import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawInTurn, resetDrawnInTurn, startupDrawingOver } from './drawn-in-turn';

const FRAME_MS = 16;
// A frame, then the timeout that follows its paint (timers wait at least 1 ms).
const STEP_MS = FRAME_MS + 1;

beforeEach(() => {
  vi.useFakeTimers();
  resetDrawnInTurn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A browser drawing a frame every 16 ms. */
const framesDrawn = () => vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(performance.now()), FRAME_MS));

describe('drawInTurn', () => {
  it('draws the queued parts one per frame, in order, after the first paint; then start-up is over', () => {
    framesDrawn();
    const drawn: string[] = [];
    for (const part of ['listings', 'why choose', 'footer']) drawInTurn(() => drawn.push(part));
    expect(drawn).toEqual([]);
    vi.advanceTimersByTime(STEP_MS);
    expect(drawn).toEqual(['listings']);
    expect(startupDrawingOver()).toBe(false);
    vi.advanceTimersByTime(STEP_MS);
    expect(drawn).toEqual(['listings', 'why choose']);
    vi.advanceTimersByTime(STEP_MS);
    expect(drawn).toEqual(['listings', 'why choose', 'footer']);
    expect(startupDrawingOver()).toBe(true);
  });

  it('skips a part taken out of the queue (its page was left before its turn)', () => {
    framesDrawn();
    const drawn: string[] = [];
    drawInTurn(() => drawn.push('a'));
    const cancel = drawInTurn(() => drawn.push('b'));
    drawInTurn(() => drawn.push('c'));
    cancel();
    vi.advanceTimersByTime(STEP_MS * 5);
    expect(drawn).toEqual(['a', 'c']);
  });

  it('still draws everything in a tab that draws no frames (opened in the background)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const drawn: string[] = [];
    drawInTurn(() => drawn.push('a'));
    drawInTurn(() => drawn.push('b'));
    vi.advanceTimersByTime(249);
    expect(drawn).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(drawn).toEqual(['a']);
    vi.advanceTimersByTime(250);
    expect(drawn).toEqual(['a', 'b']);
  });

  it('draws each part once even when both the frame and the fallback fire', () => {
    framesDrawn();
    const reveal = vi.fn();
    drawInTurn(reveal);
    vi.advanceTimersByTime(1000);
    expect(reveal).toHaveBeenCalledTimes(1);
  });
});
