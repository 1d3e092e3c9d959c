/** Joins class names, skipping falsy ones. Small enough that a dependency is not worth its bytes. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
