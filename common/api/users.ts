// Answers about accounts: the signed-in user's own view (server users.presenter presentSelf) and the agent's
// business profile (server agents.service presentAgentProfile).
import { z } from 'zod';
import { ACCOUNT_STATUSES, USER_TYPES } from '../constants.js';

export const userTypeSchema = z.enum(USER_TYPES);
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
const isoDate = z.iso.datetime();

/**
 * GET /api/auth/user, and every call that answers the signed-in user: sign-in, sign-up, /api/registration,
 * /api/setup-admin, verify-code, PATCH /api/admin/users/:id/status, POST /api/users/me/photo, PUT /api/users/me,
 * POST /api/auth/password-reset/confirm.
 */
export const currentUserSchema = z.strictObject({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** null for a provider sign-in that has not chosen a type yet (sent to /registration). */
  userType: userTypeSchema.nullable(),
  isAdmin: z.boolean(),
  accountStatus: accountStatusSchema,
  rejectionReason: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  address: z.string().nullable(),
  isVerified: z.boolean(),
  /** Which contacts are verified: codes (forgot password) only go to a verified one. */
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  /** False for accounts made by phone or a provider: they set a password without a current one. */
  hasPassword: z.boolean(),
  /** An e-mail or SMS when a message waits unread for 10 minutes (PUT /api/users/me/notices). */
  messageNotices: z.boolean(),
  companyName: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  /** An admin checked this licence number (issue 30): only then is the agent a 'Licensed Agent'. */
  licenceChecked: z.boolean(),
  yearsInBusiness: z.number().int().nullable(),
  agentBio: z.string().nullable(),
  specializations: z.array(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * GET and PUT /api/agent/profile. Named a view: `AgentProfile` is the form's input (common/schemas/agent-profile).
 */
export const agentProfileViewSchema = z.strictObject({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  agentBio: z.string().nullable(),
  companyName: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  yearsInBusiness: z.number().int().nullable(),
  phoneNumber: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  specializations: z.array(z.string()),
  profileImageUrl: z.string().nullable(),
  accountStatus: accountStatusSchema,
  updatedAt: isoDate,
});
export type AgentProfileView = z.infer<typeof agentProfileViewSchema>;

/** The few public fields of a person next to a listing or a conversation (server presentListerSummary). */
export const listerSummarySchema = z.strictObject({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  userType: userTypeSchema.nullable(),
  /** An agent whose licence number an admin checked (issue 30); false for everyone else. */
  licenceChecked: z.boolean(),
});
export type ListerSummary = z.infer<typeof listerSummarySchema>;
