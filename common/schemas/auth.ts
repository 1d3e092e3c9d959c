import { z } from 'zod';
import { SELF_SERVICE_USER_TYPES, BUSINESS_USER_TYPES } from '../constants.js';
import { newPasswordSchema, refusePasswordEqualToUsername, usernameSchema } from './credentials.js';
import { optionalPhoneNumber } from './phone.js';

export * from './credentials.js';

const requiredName = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(80, `${label} is too long`);

export const registerSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  email: z.string({ error: 'Valid email is required' }).trim().toLowerCase().pipe(z.email('Valid email is required')),
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  phoneNumber: optionalPhoneNumber,
  userType: z.enum(SELF_SERVICE_USER_TYPES, { error: 'Choose owner, agent or home hunter' }),
}).superRefine(refusePasswordEqualToUsername);
export type RegisterInput = z.infer<typeof registerSchema>;

export const registrationTypeSchema = z.object({
  userType: z.enum(BUSINESS_USER_TYPES, { error: 'Account type must be agent or owner' }).default('owner'),
});
export type RegistrationTypeInput = z.infer<typeof registrationTypeSchema>;
