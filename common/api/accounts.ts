// Answers of the account journeys (server features/auth account-codes routes, features/users routes).
import { z } from 'zod';
import { currentUserSchema } from './users.js';

/**
 * POST /api/auth/password-reset and POST /api/auth/phone/send-code. The forgot-password answer is the same
 * whether or not an account matched (no account enumeration): only the phone answer names where it went.
 */
export const codeChallengeSchema = z.strictObject({
  challengeId: z.string(),
  expiresInSeconds: z.number().int().min(1),
  /** The masked phone number (phone sign-in only). */
  sentTo: z.string().nullable(),
});
export type CodeChallenge = z.infer<typeof codeChallengeSchema>;

/** POST /api/auth/phone/verify: the signed-in user, and whether the code made a new account. */
export const phoneSignInSchema = z.strictObject({ user: currentUserSchema, created: z.boolean() });
export type PhoneSignIn = z.infer<typeof phoneSignInSchema>;

/** POST /api/users/me/sessions/end-others: how many other sessions were signed out (this one stays). */
export const otherSessionsEndedSchema = z.strictObject({ ended: z.number().int().min(0) });
export type OtherSessionsEnded = z.infer<typeof otherSessionsEndedSchema>;
