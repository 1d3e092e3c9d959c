// POST /api/verification/send-code (server verification.service). verify-code answers the CurrentUser.
import { z } from 'zod';
import { VERIFICATION_METHODS } from '../schemas/verification.js';

export const codeSentSchema = z.strictObject({
  sent: z.literal(true),
  verificationMethod: z.enum(VERIFICATION_METHODS),
  /** Masked, e.g. `+232 •••• 456` or `ja•••@example.com`. */
  contact: z.string(),
  expiresInSeconds: z.number().int().min(1),
});
export type CodeSent = z.infer<typeof codeSentSchema>;
