// Tiny and free of formatters: the navigation bars import it on every page.

/** The unread count as a badge shows it: nothing for 0, "99+" past 99. */
export function badgeCount(count: number | null | undefined): string | null {
  if (!count || count < 1) return null;
  return count > 99 ? '99+' : String(count);
}
