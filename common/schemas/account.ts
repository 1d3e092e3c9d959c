// Inputs of the account journeys: forgot password, phone sign-in and sign-up, profile edit, password change.
// Password rules are registration's (credentials.ts), so a reset cannot set a password registration refuses.
import { z } from 'zod';
import { ADDRESS_MAX_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants.js';
import { newPasswordSchema, usernameSchema } from './credentials.js';
import { optionalPhoneNumber, toE164 } from './phone.js';

export const SIERRA_LEONE_PHONE_MESSAGE = 'Enter a Sierra Leone number, for example +232 76 123456';

/** A +232 number in E.164: the phone sign-in sends codes to Sierra Leone numbers only. */
export const sierraLeonePhone = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (!e164 || !e164.startsWith('+232')) {
      ctx.addIssue({ code: 'custom', message: SIERRA_LEONE_PHONE_MESSAGE });
      return z.NEVER;
    }
    return e164;
  });

const challengeId = z.uuid('This code request has ended. Please ask for a new code.');
export const oneTimeCode = z
  .string({ error: 'Please enter the verification code.' })
  .trim()
  .min(1, 'Please enter the verification code.')
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), `The code has ${VERIFICATION_CODE_LENGTH} digits.`);

export const forgotPasswordSchema = z.object({
  identifier: z
    .string({ error: 'Enter your username, e-mail or phone number' })
    .trim()
    .min(1, 'Enter your username, e-mail or phone number')
    .max(200, 'That is too long for a username, e-mail or phone number'),
});

export const resetPasswordSchema = z.object({ challengeId, code: oneTimeCode, password: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const phoneCodeRequestSchema = z.object({ phoneNumber: sierraLeonePhone });
export const phoneCodeVerifySchema = z.object({ challengeId, code: oneTimeCode });

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, `${label} is too long`).nullish(),
  ).transform((v) => v ?? null);

const name = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(80, `${label} is too long`);

export const profileUpdateSchema = z.object({
  username: usernameSchema,
  firstName: name('First name'),
  // Optional: one name is enough to be addressed by, and a phone sign-up adds it just before a first message.
  lastName: optionalText('Last name', 80),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address')).nullish(),
  ).transform((v) => v ?? null),
  phoneNumber: optionalPhoneNumber,
  whatsappNumber: optionalPhoneNumber,
  address: optionalText('Address', ADDRESS_MAX_LENGTH),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;

export const passwordChangeSchema = z.object({
  // Accounts made by phone or a provider have no password yet: they set one without a current one.
  currentPassword: z.string().max(200).optional().default(''),
  newPassword: newPasswordSchema,
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** POST /api/users/me/sessions/end-others: signs out every other browser and device; no options (yet). */
export const endOtherSessionsSchema = z.strictObject({}).default({});
