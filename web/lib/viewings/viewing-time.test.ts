import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEWING_HOURS, isInsideHours } from '../../../common/viewings';
import { bookableDays, hoursText, minuteText, parseMinute, viewingTimeText } from './viewing-time';

describe('bookableDays', () => {
  // Friday 27 November 2026, 14:50 in Freetown (UTC).
  const now = new Date('2026-11-27T14:50:00Z');

  it('offers only whole viewings inside the hours, an hour or more ahead, skipping days without hours', () => {
    const days = bookableDays(DEFAULT_VIEWING_HOURS, now, 3);
    // Friday (16:30 is too late: a viewing takes an hour and the day ends at 17:00), Saturday; Sunday has no hours.
    expect(days.map((d) => d.key)).toEqual(['2026-11-27', '2026-11-28']);
    expect(days[0]!.times.map((t) => t.label)).toEqual(['16:00']);
    expect(days[1]!.times[0]!.label).toBe('09:00');
    expect(days[1]!.times.at(-1)!.label).toBe('16:00');
    for (const day of days) for (const t of day.times) expect(isInsideHours(new Date(t.iso), DEFAULT_VIEWING_HOURS)).toBe(true);
  });

  it('reads days and times in Freetown time (UTC), whatever windows overlap', () => {
    const days = bookableDays([{ weekday: 6, startMinute: 600, endMinute: 720 }, { weekday: 6, startMinute: 630, endMinute: 700 }], now, 2);
    expect(days).toHaveLength(1);
    expect(days[0]!.times.map((t) => t.iso)).toEqual(['2026-11-28T10:00:00.000Z', '2026-11-28T10:30:00.000Z', '2026-11-28T11:00:00.000Z']);
  });
});

describe('viewing time texts', () => {
  it('formats and parses', () => {
    expect(viewingTimeText('2026-11-30T10:00:00Z')).toBe('Mon 30 Nov, 10:00');
    expect(minuteText(540)).toBe('09:00');
    expect(parseMinute('17:30')).toBe(1050);
    expect(parseMinute('7:75')).toBeNull();
    expect(hoursText([{ weekday: 0, startMinute: 600, endMinute: 720 }, { weekday: 1, startMinute: 540, endMinute: 1020 }])).toBe('Mon 09:00–17:00, Sun 10:00–12:00');
    expect(hoursText(DEFAULT_VIEWING_HOURS)).toBe('Mon–Sat 09:00–17:00');
    const split = [2, 3].flatMap((weekday) => [{ weekday, startMinute: 840, endMinute: 1020 }, { weekday, startMinute: 540, endMinute: 720 }]);
    expect(hoursText(split)).toBe('Tue–Wed 09:00–12:00 and 14:00–17:00');
  });
});
