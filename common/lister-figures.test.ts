import { describe, expect, it } from 'vitest';
import { computeResponseFigures, responseTimeText } from './lister-figures.js';

const now = new Date('2026-11-20T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const after = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);
const answered = (startHoursAgo: number, minutes: number) => ({ startedAt: hoursAgo(startHoursAgo), firstReplyAt: after(hoursAgo(startHoursAgo), minutes) });

describe('computeResponseFigures', () => {
  it('hides rate and time below five conversations', () => {
    expect(computeResponseFigures([1, 2, 3, 4].map((d) => answered(d * 100, 10)), now)).toEqual({ conversations: 4, responseRate: null, typicalResponseMinutes: null });
  });

  it('counts a reply after 48 hours as unanswered and takes the median of the answered delays', () => {
    const starts = [answered(100, 30), answered(200, 120), answered(300, 600), answered(400, 49 * 60), { startedAt: hoursAgo(500), firstReplyAt: null }, answered(600, 60)];
    // Answered within 48 h: 30, 60, 120, 600 minutes of 6 → 67 %, median (60 + 120) / 2 = 90.
    expect(computeResponseFigures(starts, now)).toEqual({ conversations: 6, responseRate: 67, typicalResponseMinutes: 90 });
  });

  it('leaves out a conversation still inside its 48 hours, but counts it once answered', () => {
    const base = [1, 2, 3, 4, 5].map((d) => answered(d * 100, 10));
    expect(computeResponseFigures([...base, { startedAt: hoursAgo(5), firstReplyAt: null }], now).conversations).toBe(5);
    expect(computeResponseFigures([...base, answered(5, 20)], now)).toEqual({ conversations: 6, responseRate: 100, typicalResponseMinutes: 10 });
  });

  it('says no typical time when nothing was answered', () => {
    const starts = [1, 2, 3, 4, 5].map((d) => ({ startedAt: hoursAgo(d * 100), firstReplyAt: null }));
    expect(computeResponseFigures(starts, now)).toEqual({ conversations: 5, responseRate: 0, typicalResponseMinutes: null });
  });
});

describe('responseTimeText', () => {
  it.each([[5, 'within an hour'], [60, 'within an hour'], [61, 'within 2 hours'], [600, 'within 10 hours'], [1440, 'within a day'], [1500, 'within 2 days']])(
    '%i minutes: %s', (minutes, text) => expect(responseTimeText(minutes)).toBe(text),
  );
});
