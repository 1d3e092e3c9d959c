import { z } from 'zod';
import { BIO_MAX, BIO_MIN, YEARS_IN_BUSINESS_MAX } from '../constants.js';
import { optionalPhoneNumber, phoneNumber } from './phone.js';
import { licenseNumberSchema } from './licence.js';

const required = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Comma-separated text becomes a trimmed list without empty entries. */
export function splitSpecializations(text: string): string[] {
  return text.split(',').map((s) => s.trim()).filter(Boolean);
}

export const agentProfileSchema = z.object({
  firstName: required('First name is required', 80),
  lastName: required('Last name is required', 80),
  agentBio: z
    .string({ error: 'Bio must be at least 10 characters' })
    .trim()
    .min(BIO_MIN, `Bio must be at least ${BIO_MIN} characters`)
    .max(BIO_MAX, `Bio cannot exceed ${BIO_MAX} characters`),
  companyName: required('Company name is required'),
  licenseNumber: licenseNumberSchema,
  yearsInBusiness: z.coerce
    .number({ error: 'Years must be 0 or greater' })
    .int('Years must be a whole number')
    .min(0, 'Years must be 0 or greater')
    .max(YEARS_IN_BUSINESS_MAX, `Years cannot exceed ${YEARS_IN_BUSINESS_MAX}`),
  phoneNumber: phoneNumber('Phone number is required'),
  whatsappNumber: optionalPhoneNumber,
  email: z.string({ error: 'Valid email is required' }).trim().toLowerCase().pipe(z.email('Valid email is required')),
  address: required('Business address is required', 200),
  specializations: z
    .array(z.string().trim().max(60, 'Each specialization must be at most 60 characters'))
    .transform((list) => list.filter(Boolean))
    .pipe(z.array(z.string()).min(1, 'At least one specialization is required').max(20, 'At most 20 specializations')),
});
export type AgentProfileInput = z.input<typeof agentProfileSchema>;
export type AgentProfile = z.output<typeof agentProfileSchema>;
