import { z } from 'zod';

// Query strings arrive as text; the browse form sends '' for a cleared input and 'all' for "no filter".
// These readers turn them into typed values with the API's messages, for every list and search route.

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A non-negative number from a query string; `whole` refuses fractions. Blank means "not set". */
export function queryNumber(label: string, max: number, whole: boolean) {
  return z.unknown().optional().transform((value, ctx): number | undefined => {
    if (isBlank(value)) return undefined;
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
    if (text === null || !/^-?\d+(\.\d+)?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
      return z.NEVER;
    }
    const n = Number(text);
    if (n < 0) {
      ctx.addIssue({ code: 'custom', message: `${label} cannot be negative` });
      return z.NEVER;
    }
    if (whole && !Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
      return z.NEVER;
    }
    if (n > max) {
      ctx.addIssue({ code: 'custom', message: `${label} cannot exceed ${max.toLocaleString('en-US')}` });
      return z.NEVER;
    }
    return n;
  });
}

/** An enum from a query string where '' and 'all' mean "any". */
export function queryChoice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.unknown().optional().transform((value, ctx): T[number] | undefined => {
    if (isBlank(value) || value === 'all') return undefined;
    if (typeof value !== 'string' || !values.includes(value)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value as T[number];
  });
}

export function queryText(label: string, max: number) {
  return z.unknown().optional().transform((value, ctx): string | undefined => {
    if (isBlank(value)) return undefined;
    if (typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: `${label} must be text` });
      return z.NEVER;
    }
    const text = value.trim();
    if (text.length > max) {
      ctx.addIssue({ code: 'custom', message: `${label} cannot exceed ${max} characters` });
      return z.NEVER;
    }
    return text;
  });
}
