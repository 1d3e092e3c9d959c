import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Sierra Leone numbers may be typed locally (076 123456) or with +232; both become E.164. */
export function toE164(raw: string): string | null {
  const phone = parsePhoneNumberFromString(raw.trim(), 'SL');
  return phone && phone.isValid() ? phone.number : null;
}

export const INVALID_PHONE_MESSAGE = 'Enter a valid phone number, for example +232 76 123456';

export const phoneNumber = (requiredMessage = 'Phone number is required') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((value, ctx) => {
      const e164 = toE164(value);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: INVALID_PHONE_MESSAGE });
        return z.NEVER;
      }
      return e164;
    });

/** Optional phone: empty input means none. */
export const optionalPhoneNumber = z
  .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), phoneNumber().nullish())
  .transform((v) => v ?? null);
