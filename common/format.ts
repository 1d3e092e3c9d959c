import { LISTING_TOTAL_CAP, PROPERTY_ID_SHORT_LENGTH } from './constants.js';

/** Stored feature names use underscores; people read spaces. */
export function featureLabel(feature: string): string {
  return feature.replace(/_/g, ' ');
}

export function shortId(id: string): string {
  return id.slice(0, PROPERTY_ID_SHORT_LENGTH);
}

export function fullName(u: { firstName?: string | null; lastName?: string | null } | null | undefined, fallback = ''): string {
  const name = [u?.firstName, u?.lastName].filter(Boolean).join(' ').trim();
  return name || fallback;
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

export function capitalize(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/**
 * A whole number with thousands commas: 1250000 → '1,250,000'. Plain string work on purpose: the first
 * Intl.NumberFormat a page creates loads locale data, a long task on a low-end phone's first render.
 */
export function groupDigits(value: number): string {
  const whole = Math.round(value);
  if (!Number.isFinite(whole)) return '0';
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '22 November 2026' in the reader's time zone (British order, as Sierra Leone writes dates). */
export function longDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/**
 * A count with its noun, grouped and agreeing in number: (1, 'inquiry', 'inquiries') → '1 inquiry',
 * (1250, 'view') → '1,250 views'. The plural defaults to noun + 's'; pass it for irregular words.
 */
export function pluralize(count: number, noun: string, plural = `${noun}s`): string {
  return `${groupDigits(count)} ${count === 1 ? noun : plural}`;
}

/**
 * A public list's or search's total as shown: the server counts up to LISTING_TOTAL_CAP and answers one more
 * when there are more (decision 0010), shown as "1,000+".
 */
export function groupTotal(total: number): string {
  return total > LISTING_TOTAL_CAP ? `${groupDigits(LISTING_TOTAL_CAP)}+` : groupDigits(total);
}

/**
 * A phone number as people read it: Sierra Leone's E.164 '+23276123456' → '+232 76 123456' (the form's own
 * placeholder). Anything else is shown as stored: other countries group their digits in other ways.
 */
export function displayPhone(phone: string): string {
  const local = /^\+232(\d{2})(\d{6})$/.exec(phone.replace(/[\s-]/g, ''));
  return local ? `+232 ${local[1]} ${local[2]}` : phone;
}
