// A lister's public page (issue 33, decision 0022): GET /api/listers/:id and GET /api/listers/:id/listings.
// Nothing private: no e-mail ever; a phone only where the listing page would show it to the same visitor.
import { z } from 'zod';
import { listerBadgesSchema } from './trust.js';
import { listingSchema } from './listings.js';

export const listerPageSchema = z.strictObject({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  userType: z.enum(['owner', 'agent']),
  /** An agent's business details (null or [] for owners, who are private people). */
  companyName: z.string().nullable(),
  agentBio: z.string().nullable(),
  yearsInBusiness: z.number().int().nullable(),
  licenseNumber: z.string().nullable(),
  specializations: z.array(z.string()),
  badges: listerBadgesSchema,
  /** Live listings, and how many of them carry papers an admin saw (decision 0020). */
  liveListings: z.number().int().min(0),
  documentsSeenListings: z.number().int().min(0),
  /** Over the last RESPONSE_WINDOW_DAYS (common/lister-figures.ts); rate and time null below the minimum. */
  responses: z.strictObject({
    conversations: z.number().int().min(0),
    responseRate: z.number().int().min(0).max(100).nullable(),
    typicalResponseMinutes: z.number().int().min(0).nullable(),
  }),
  /** Confirmed viewings whose time has passed and that neither side marked "did not come". */
  viewingsHeld: z.number().int().min(0),
  /** An agent's business phone; an owner's only for verified members (as on the listing page). */
  contact: z.strictObject({
    phoneNumber: z.string().nullable(),
    whatsappNumber: z.string().nullable(),
    /** True when the lister has a phone the caller may not see yet. */
    hidden: z.boolean(),
  }),
});
export type ListerPage = z.infer<typeof listerPageSchema>;

/** One page of the lister's live listings, newest first; `nextCursor` asks for the next one (null: no more). */
export const listerListingsPageSchema = z.strictObject({
  items: z.array(listingSchema),
  nextCursor: z.string().nullable(),
});
export type ListerListingsPage = z.infer<typeof listerListingsPageSchema>;
