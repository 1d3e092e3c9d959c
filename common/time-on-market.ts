const DAY_MS = 24 * 60 * 60 * 1000;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} on market`;
}

/** 'Listed today'; '1 day on market'; days under 7; weeks under 30; months under 365; then years. */
export function timeOnMarket(createdAt: Date | string, now: Date = new Date()): string {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const days = Math.max(0, Math.floor((now.getTime() - created.getTime()) / DAY_MS));
  if (days === 0) return 'Listed today';
  if (days < 7) return plural(days, 'day');
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  if (days < 365) return plural(Math.floor(days / 30), 'month');
  return plural(Math.floor(days / 365), 'year');
}
