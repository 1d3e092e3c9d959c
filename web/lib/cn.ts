import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones, and lets a later Tailwind class win over an earlier one of the same
 * kind: a component's default `bg-slate-100` and a caller's `bg-red-600` both in the CSS would leave the colour
 * to stylesheet order (the card's "Reduced" badge came out white on near-white).
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes.filter(Boolean).join(' '));
}
