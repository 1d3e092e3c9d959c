// An estate agent's licence number, as agents type it at sign-up and on their profile (issue 30, item 4).
import { z } from 'zod';

export const LICENCE_REQUIRED = 'License number is required';
export const LICENCE_FORMAT =
  'License number must be 3 to 40 letters and digits, with dashes, slashes, dots or spaces between them (e.g. SL-REA-2019-0147)';

/**
 * Sierra Leone has no single published format for agent licences: the numbers we see look like SL-REA-2019-0147,
 * MLHCP/REA/112 or 2021.0999. So we take letters and digits in groups joined by one dash, slash, dot or space, at
 * least one digit, 3 to 40 characters, and store it in capitals with single spaces so the admin compares the same
 * text the register shows. What this refuses is junk ("n/a", "---", a sentence), not a forged number: only an admin
 * checking the register makes the badge (decision 0019).
 */
const LICENCE_PATTERN = /^[A-Z0-9]+(?:[-/. ][A-Z0-9]+)*$/;

export function normaliseLicenceNumber(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toUpperCase();
}

export const licenseNumberSchema = z
  .string({ error: LICENCE_REQUIRED })
  .transform(normaliseLicenceNumber)
  .pipe(
    z
      .string()
      .min(1, LICENCE_REQUIRED)
      .refine((s) => s.length >= 3 && s.length <= 40 && LICENCE_PATTERN.test(s) && /\d/.test(s), LICENCE_FORMAT),
  );
