import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones; of two conflicting Tailwind classes the later wins (tailwind-merge),
 * so a caller's `bg-red-600` really replaces a component's `bg-slate-100`.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes.filter(Boolean).join(' '));
}
