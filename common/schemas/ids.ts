import { z } from 'zod';

/**
 * Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type reads it (ours are v4, but the database does not care).
 * A malformed id cannot name a row: routes answer "not found" for it without asking the database. Code that
 * must not carry zod (the inbox, the server's page hints) tests this pattern; the schemas below use zod's
 * guid, which accepts exactly the same strings (ids.test.ts).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Marked pure so that a bundle importing only UUID_PATTERN leaves zod out.
export const uuidOf = (message: string) => z.guid(message);
export const uuidSchema = /* @__PURE__ */ uuidOf('Not a valid id');

/** The `:id` of a route such as /api/properties/:id. */
export const idParamSchema = /* @__PURE__ */ z.object({ id: uuidSchema });

export function isUuid(value: unknown): value is string {
  return uuidSchema.safeParse(value).success;
}
