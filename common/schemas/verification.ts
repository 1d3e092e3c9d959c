import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../constants.js';
import { toE164 } from './phone.js';

export const VERIFICATION_METHODS = ['email', 'phone'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

const method = z.enum(VERIFICATION_METHODS, { error: 'Choose e-mail or phone' });

/** The contact is checked per method with the spec's texts; phone numbers become E.164 (+232...). */
export const sendCodeSchema = z
  .object({ verificationMethod: method, contact: z.string().trim().max(200).optional().default('') })
  .transform((value, ctx) => {
    const { verificationMethod, contact } = value;
    if (verificationMethod === 'email') {
      if (!contact) ctx.addIssue({ code: 'custom', path: ['contact'], message: 'Please enter your email address.' });
      else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact)) {
        ctx.addIssue({ code: 'custom', path: ['contact'], message: 'Please enter a valid email address.' });
      }
      return { verificationMethod, contact: contact.toLowerCase() };
    }
    if (!contact) {
      ctx.addIssue({ code: 'custom', path: ['contact'], message: 'Please enter your phone number.' });
      return z.NEVER;
    }
    const e164 = toE164(contact);
    if (!e164) {
      ctx.addIssue({ code: 'custom', path: ['contact'], message: 'Please enter a valid phone number, for example +232 76 123456.' });
      return z.NEVER;
    }
    return { verificationMethod, contact: e164 };
  });

export const verifyCodeSchema = z.object({
  verificationMethod: method,
  code: z
    .string({ error: 'Please enter the verification code.' })
    .trim()
    .min(1, 'Please enter the verification code.')
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), `The code has ${VERIFICATION_CODE_LENGTH} digits.`),
});
