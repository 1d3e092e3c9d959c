// Inputs of saved homes, the shared shortlist and saved searches (issue 17).
import { z } from 'zod';
import {
  ALERT_CHANNELS, ALERT_FREQUENCIES, SAVED_HOMES_MAX, SAVED_SEARCH_NAME_MAX_LENGTH,
} from '../constants.js';
import { uuidOf } from './ids.js';
import { searchQuerySchema } from './search.js';

/** A visitor's hearts, sent once at sign-in to join the account's. Ids that name nothing are skipped. */
export const mergeSavedHomesSchema = z.object({
  propertyIds: z.array(z.string().max(64)).max(SAVED_HOMES_MAX, `At most ${SAVED_HOMES_MAX} saved homes`),
});
export type MergeSavedHomesInput = z.infer<typeof mergeSavedHomesSchema>;

/** The :propertyId of PUT/DELETE /api/saved-homes/:propertyId. */
export const savedHomeParamsSchema = z.object({ propertyId: uuidOf('Property not found') });

/** The token of a shared shortlist or an unsubscribe link: base64url, as the server makes them. */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid');

/** The browse filters a saved search keeps: the search's own query, without paging and order. */
export const savedSearchFiltersSchema = z
  .record(z.string(), z.union([z.string().max(300), z.number()]))
  .refine((v) => Object.keys(v).length <= 30, 'Too many filters')
  .transform((v, ctx) => {
    const parsed = searchQuerySchema.safeParse(v);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    const { limit: _limit, offset: _offset, sort: _sort, ...filters } = parsed.data;
    // Only what is set, so the stored filters read as the person chose them.
    return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Record<string, string | number>;
  });

const name = z
  .string({ error: 'Give this search a name' })
  .trim()
  .min(1, 'Give this search a name')
  .max(SAVED_SEARCH_NAME_MAX_LENGTH, `The name can have at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`);

export const savedSearchCreateSchema = z.object({
  name,
  filters: savedSearchFiltersSchema,
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'Choose instant, daily or weekly' }),
  channel: z.enum(ALERT_CHANNELS, { error: 'Choose e-mail or SMS' }),
});
export type SavedSearchCreate = z.input<typeof savedSearchCreateSchema>;
export type SavedSearchCreateInput = z.output<typeof savedSearchCreateSchema>;

/** An edit changes the name, how often and where; the filters stay (save a new search for new filters). */
export const savedSearchUpdateSchema = savedSearchCreateSchema.omit({ filters: true }).extend({
  frequency: z.enum([...ALERT_FREQUENCIES, 'off'] as const, { error: 'Choose instant, daily, weekly or off' }),
});
export type SavedSearchUpdate = z.input<typeof savedSearchUpdateSchema>;

export const unsubscribeSchema = z.object({ token: linkTokenSchema });

export const noticeSettingsSchema = z.object({ messageNotices: z.boolean({ error: 'Choose on or off' }) });
export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;
