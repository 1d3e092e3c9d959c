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

/**
 * `parseInput` for the public reads that repeat (a search's query string): the parsed value of each of the
 * last `maxEntries` raw query strings is kept, so a cached answer does not pay for validating its query again
 * (zod was a tenth of a cached search's CPU). Failures are not kept. Values are frozen: they are shared.
 */
export function memoisedParser<S extends z.ZodType>(schema: S, maxEntries = 1_000) {
  const parsed = new Map<string, z.output<S>>();
  return (rawQuery: string, input: unknown): z.output<S> => {
    const known = parsed.get(rawQuery);
    if (known !== undefined) return known;
    const value = deepFreeze(parseInput(schema, input));
    parsed.set(rawQuery, value);
    if (parsed.size > maxEntries) parsed.delete(parsed.keys().next().value!);
    return value;
  };
}

/** The query string of a request URL, as the key of what was parsed from it. */
export const rawQueryOf = (url: string): string => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
};

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
