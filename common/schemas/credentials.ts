import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../constants.js';
import { isCommonPassword } from '../common-passwords.js';

// Sign-in and first-admin schemas, kept apart from registration so the sign-in pages do not download the
// phone-number library that registration needs.

/** Sign-in needs only presence: the spec's texts, and no hints about which part was wrong. */
export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(200),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username cannot exceed ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[a-zA-Z0-9._-]+$/, 'Username may contain only letters, numbers, dots, dashes and underscores');

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password cannot exceed ${PASSWORD_MAX_LENGTH} characters`)
  .refine((p) => !isCommonPassword(p), 'This password is too common. Please choose another.');

export const PASSWORD_SAME_AS_USERNAME = 'Password cannot be the same as your username';

/** A password that is the username (in any case) is the first guess of anyone who knows the username. */
export function passwordRepeatsUsername(password: string, username: string): boolean {
  return password.trim().toLowerCase() === username.trim().toLowerCase();
}

/** For an object schema with `username` and `password`: refuses the pair on the password field. */
export function refusePasswordEqualToUsername(value: { username: string; password: string }, ctx: z.RefinementCtx) {
  if (passwordRepeatsUsername(value.password, value.username)) ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_SAME_AS_USERNAME });
}

export const setupAdminSchema = z
  .object({
    username: usernameSchema,
    password: newPasswordSchema,
  })
  .superRefine(refusePasswordEqualToUsername);
export type SetupAdminInput = z.infer<typeof setupAdminSchema>;
