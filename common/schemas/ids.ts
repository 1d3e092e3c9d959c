import { z } from 'zod';

/**
 * Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type reads it (ours are v4, but the database does not care).
 * A malformed id cannot name a row: routes answer "not found" for it without asking the database.
 */
export const uuidOf = (message: string) => z.guid(message);
export const uuidSchema = uuidOf('Not a valid id');

/** The `:id` of a route such as /api/properties/:id. */
export const idParamSchema = z.object({ id: uuidSchema });

export function isUuid(value: unknown): value is string {
  return uuidSchema.safeParse(value).success;
}
