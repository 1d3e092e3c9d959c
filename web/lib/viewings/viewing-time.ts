// Times of viewings as people in Sierra Leone read them, and the times a form offers. Sierra Leone keeps GMT all
// year, so a day and a time of day are read in UTC whatever the phone's own time zone is (common/viewings.ts).
import { VIEWING_MAX_DAYS_AHEAD, VIEWING_MINUTES, type ViewingWindow } from '../../../common/viewings';

const ZONE = 'Africa/Freetown';
const dayText = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'short', day: 'numeric', month: 'short' });
const clockText = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });
const fullText = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "Mon 30 Nov, 10:00" */
export const viewingTimeText = (iso: string | Date) => `${dayText.format(new Date(iso))}, ${clockText.format(new Date(iso))}`;
/** "Monday 30 November 2026 at 10:00" */
export const viewingLongText = (iso: string | Date) => `${fullText.format(new Date(iso))} at ${clockText.format(new Date(iso))}`;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 540 → "09:00" */
export const minuteText = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** "09:00" → 540; null for anything else. */
export function parseMinute(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minute <= 24 * 60 ? minute : null;
}

/** A lister offering times is not held to hours: any half hour from 7:00 to 21:00, every day. */
export const ANY_DAYTIME: ViewingWindow[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 7 * 60, endMinute: 21 * 60 }));

export interface TimeOption { iso: string; label: string }
export interface DayOption { key: string; label: string; times: TimeOption[] }

const STEP_MINUTES = 30;
/** A time must leave the other side a little while to read the request. */
const LEAD_MINUTES = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The days (with their half-hour start times) a viewing can start on within `days` from now: whole viewings
 * inside `windows`, later than an hour from now, and never beyond what the server accepts.
 */
export function bookableDays(windows: readonly ViewingWindow[], now: Date, days = 21): DayOption[] {
  const firstDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const earliest = now.getTime() + LEAD_MINUTES * 60_000;
  const latest = now.getTime() + VIEWING_MAX_DAYS_AHEAD * DAY_MS;
  const out: DayOption[] = [];
  for (let d = 0; d < Math.min(days, VIEWING_MAX_DAYS_AHEAD); d += 1) {
    const dayStart = firstDay + d * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    const minutes = new Set<number>();
    for (const w of windows) {
      if (w.weekday !== weekday) continue;
      const first = Math.ceil(w.startMinute / STEP_MINUTES) * STEP_MINUTES;
      for (let m = first; m + VIEWING_MINUTES <= w.endMinute; m += STEP_MINUTES) minutes.add(m);
    }
    const times = [...minutes]
      .sort((a, b) => a - b)
      .map((m) => new Date(dayStart + m * 60_000))
      .filter((at) => at.getTime() >= earliest && at.getTime() <= latest)
      .map((at) => ({ iso: at.toISOString(), label: clockText.format(at) }));
    if (times.length > 0) out.push({ key: new Date(dayStart).toISOString().slice(0, 10), label: dayText.format(new Date(dayStart)), times });
  }
  return out;
}

/** "Mon–Sat 09:00–17:00, Sun 10:00–12:00": days in a row with the same hours are named once. */
export function hoursText(windows: readonly ViewingWindow[]): string {
  if (windows.length === 0) return 'No viewing hours set';
  const week = [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
    weekday,
    hours: windows.filter((w) => w.weekday === weekday).sort((a, b) => a.startMinute - b.startMinute)
      .map((w) => `${minuteText(w.startMinute)}–${minuteText(w.endMinute)}`).join(' and '),
  }));
  const short = (weekday: number) => WEEKDAY_NAMES[weekday]!.slice(0, 3);
  const runs: { from: number; to: number; hours: string }[] = [];
  for (const day of week) {
    const last = runs.at(-1);
    if (last && last.hours === day.hours) last.to = day.weekday;
    else runs.push({ from: day.weekday, to: day.weekday, hours: day.hours });
  }
  return runs
    .filter((r) => r.hours)
    .map((r) => `${r.from === r.to ? short(r.from) : `${short(r.from)}–${short(r.to)}`} ${r.hours}`)
    .join(', ');
}
