// How the inbox words people, times and previews. Pure, so it is unit-tested.
import type { ConversationPerson } from '../../../common/api/messages';
import { agentBadgeLabel } from '../../lib/user-rules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'} ago`;
}

/** "now", "5m", "3h", "2d", then "12 Mar" (with the year when it is not this year); `long` is for screen readers. */
export function relativeTime(iso: string, now: number = Date.now()): { short: string; long: string } {
  const then = new Date(iso);
  const diff = Math.max(0, now - then.getTime());
  if (diff < MINUTE) return { short: 'now', long: 'just now' };
  if (diff < HOUR) return { short: `${Math.floor(diff / MINUTE)}m`, long: plural(Math.floor(diff / MINUTE), 'minute') };
  if (diff < DAY) return { short: `${Math.floor(diff / HOUR)}h`, long: plural(Math.floor(diff / HOUR), 'hour') };
  if (diff < 7 * DAY) return { short: `${Math.floor(diff / DAY)}d`, long: plural(Math.floor(diff / DAY), 'day') };
  const sameYear = then.getFullYear() === new Date(now).getFullYear();
  return { short: (sameYear ? dayMonth : dayMonthYear).format(then), long: dayMonthYear.format(then) };
}

export function fullTime(iso: string): string {
  return longDate.format(new Date(iso));
}

export function clockTime(iso: string): string {
  return clock.format(new Date(iso));
}

/** The label of the day a message was sent, for the separators in a thread: Today, Yesterday or a date. */
export function dayLabel(iso: string, now: number = Date.now()): string {
  const day = new Date(iso);
  const today = new Date(now);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(today) - startOf(day)) / DAY);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return (day.getFullYear() === today.getFullYear() ? dayMonth : dayMonthYear).format(day);
}

export function personName(person: Pick<ConversationPerson, 'firstName' | 'lastName'> | null | undefined, fallback = 'Salone Homes user'): string {
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
  return name || fallback;
}

export function personInitials(person: Pick<ConversationPerson, 'firstName' | 'lastName'> | null | undefined): string {
  const letters = [person?.firstName, person?.lastName].filter(Boolean).map((s) => s!.trim()[0] ?? '');
  return letters.join('').slice(0, 2).toUpperCase() || '?';
}

/** What kind of account the other person has, as the rest of the site words it. */
export function personRole(userType: string | null | undefined, licenceChecked = false): string | null {
  if (userType === 'agent') return agentBadgeLabel(licenceChecked);
  if (userType === 'owner') return 'Property Owner';
  if (userType === 'seeker') return 'Home Hunter';
  if (userType === 'admin') return 'Salone Homes team';
  return null;
}
