// One rate turns dollars into leones and back (issue 13): the cards' "≈" amounts, the price filters and sorts.
// The leone here is the new leone (SLE, since 2022). Pure helpers: the server's search SQL uses the same rate.

import { groupDigits } from './format.js';

export interface ExchangeRate {
  /** New leones for one US dollar. */
  sllPerUsd: number;
  /** The day the rate was read (YYYY-MM-DD). */
  date: string;
}

/** Used until an admin sets a rate (the migration stores the same one): about the 2025–2026 market rate. */
export const DEFAULT_EXCHANGE_RATE: ExchangeRate = { sllPerUsd: 22.8, date: '2025-11-01' };

/** After this many days an admin is asked to check the rate: the leone moves, and a stale rate misprices. */
export const EXCHANGE_RATE_STALE_DAYS = 30;

/** A rate outside these bounds is a typo (old leones, or a decimal point in the wrong place). */
export const EXCHANGE_RATE_MIN = 1;
export const EXCHANGE_RATE_MAX = 1000;

export function usdToSll(usd: number, rate: ExchangeRate): number {
  return usd * rate.sllPerUsd;
}

export function sllToUsd(sll: number, rate: ExchangeRate): number {
  return sll / rate.sllPerUsd;
}

/** An approximate amount is rounded so it does not pretend to a precision the rate does not have. */
function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Whole dollars; nearest 10 from $1,000 up ($877 stays, $12,345 → $12,350). */
export function roundApproxUsd(usd: number): number {
  return usd >= 1000 ? roundTo(usd, 10) : Math.round(usd);
}

/** Whole leones; nearest 10 from Le 1,000, nearest 100 from Le 100,000, nearest 1,000 from Le 10,000,000. */
export function roundApproxSll(sll: number): number {
  if (sll >= 10_000_000) return roundTo(sll, 1000);
  if (sll >= 100_000) return roundTo(sll, 100);
  if (sll >= 1000) return roundTo(sll, 10);
  return Math.round(sll);
}

/** '≈ $877' / '≈ Le 14,136,000': the other currency at the rate. */
export function formatApproxUsd(sll: number, rate: ExchangeRate): string {
  return `≈ $${groupDigits(roundApproxUsd(sllToUsd(sll, rate)))}`;
}

export function formatApproxSll(usd: number, rate: ExchangeRate): string {
  return `≈ Le ${groupDigits(roundApproxSll(usdToSll(usd, rate)))}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '1 Nov 2025' from '2025-11-01', read as a calendar day (no time zone shift). */
export function rateDateLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** The note beside an approximate price: which rate and from when. */
export function rateNote(rate: ExchangeRate): string {
  return `Converted at Le ${rate.sllPerUsd} per $1 (rate of ${rateDateLabel(rate.date)})`;
}

/** Whole days from the rate's calendar day to `today` (UTC), never negative. */
export function rateAgeDays(rate: ExchangeRate, today: Date = new Date()): number {
  const [y, m, d] = rate.date.split('-').map(Number);
  if (!y || !m || !d) return 0;
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.max(0, Math.floor((todayUtc - Date.UTC(y, m - 1, d)) / 86_400_000));
}

export function isRateStale(rate: ExchangeRate, today: Date = new Date()): boolean {
  return rateAgeDays(rate, today) > EXCHANGE_RATE_STALE_DAYS;
}

/** Today's calendar day (UTC) as the rate table stores it. */
export function rateDateOf(day: Date): string {
  return day.toISOString().slice(0, 10);
}
