import type { z } from 'zod';
import { AppError } from './errors.js';

/** Parse with a shared schema; the first issue becomes the message, every issue a field entry. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  throw new AppError('validation', first?.message ?? 'Invalid input', fields);
}
