import { z } from 'zod';
import { SELF_SERVICE_USER_TYPES, BUSINESS_USER_TYPES } from '../constants.js';
import { newPasswordSchema, refusePasswordEqualToUsername, usernameSchema } from './credentials.js';
import { optionalPhoneNumber } from './phone.js';
import { LICENCE_FORMAT, licenseNumberSchema } from './licence.js';

export * from './credentials.js';

const requiredName = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(80, `${label} is too long`);

// Only agents have a licence (spec: 'License number is required' for them). Anyone else's is dropped, so a form
// that switched from agent to owner is not refused for what the agent field still holds. Null is what this very
// schema makes of a non-agent's field, and the web app sends its parsed values: the server must take it back.
const rawLicence = z.string().max(200, LICENCE_FORMAT).nullish();

function requireAgentLicence(value: { userType: string; licenseNumber?: string | null | undefined }, ctx: z.RefinementCtx) {
  if (value.userType !== 'agent') return;
  const parsed = licenseNumberSchema.safeParse(value.licenseNumber ?? '');
  if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['licenseNumber'], message: parsed.error.issues[0]!.message });
}

function keepLicenceOfAgents<T extends { userType: string; licenseNumber?: string | null | undefined }>(value: T) {
  const licenseNumber = value.userType === 'agent' ? licenseNumberSchema.parse(value.licenseNumber) : null;
  return { ...value, licenseNumber };
}

export const registerSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  email: z.string({ error: 'Valid email is required' }).trim().toLowerCase().pipe(z.email('Valid email is required')),
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  phoneNumber: optionalPhoneNumber,
  userType: z.enum(SELF_SERVICE_USER_TYPES, { error: 'Choose owner, agent or home hunter' }),
  licenseNumber: rawLicence,
}).superRefine(refusePasswordEqualToUsername).superRefine(requireAgentLicence).transform(keepLicenceOfAgents);
export type RegisterInput = z.infer<typeof registerSchema>;

export const registrationTypeSchema = z.object({
  userType: z.enum(BUSINESS_USER_TYPES, { error: 'Account type must be agent or owner' }).default('owner'),
  licenseNumber: rawLicence,
}).superRefine(requireAgentLicence).transform(keepLicenceOfAgents);
export type RegistrationTypeInput = z.infer<typeof registrationTypeSchema>;
