import type { z } from 'zod';
import { idParamSchema } from '../../common/schemas/ids.js';
// Installs the messages-for-people error map before any request is validated.
import '../../common/schemas/people-messages.js';
import { AppError, notFound } from './errors.js';

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
  throw new AppError('validation', first?.message ?? 'Please check the form and try again.', fields);
}

/**
 * The `:id` of a route, checked with the shared id schema. A malformed id names nothing, so it answers 404 with
 * the route's own "not found" message, as a missing row would.
 */
export function parseIdParam(params: unknown, notFoundMessage: string): string {
  const result = idParamSchema.safeParse(params);
  if (!result.success) throw notFound(notFoundMessage);
  return result.data.id;
}
