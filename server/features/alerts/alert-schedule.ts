import type { AlertFrequency } from '../../../common/constants.js';

export type Frequency = AlertFrequency | 'off';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS: Record<AlertFrequency, number> = { instant: 0, daily: DAY_MS, weekly: 7 * DAY_MS };
/** Far enough away that an 'off' search is never due (the due index leaves 'off' rows out anyway). */
const NEVER = new Date('9999-01-01T00:00:00Z');

/** When a search checked up to `from` is next due: instant at once, daily a day later, weekly a week later. */
export function nextCheckAfter(frequency: Frequency, from: Date): Date {
  if (frequency === 'off') return NEVER;
  return new Date(from.getTime() + PERIOD_MS[frequency]);
}
