import { z } from 'zod';
import { agentProfileSchema, splitSpecializations } from '../../../../common/schemas/agent-profile';
import type { AgentProfileView } from '../../../../common/api/users';

/** The server's schema, with specializations typed as comma-separated text and split before checking. */
export const agentProfileFormSchema = agentProfileSchema.extend({
  specializations: z.string().transform(splitSpecializations).pipe(agentProfileSchema.shape.specializations),
});
export type AgentProfileFormValues = z.input<typeof agentProfileFormSchema>;
export type AgentProfileFormOutput = z.output<typeof agentProfileFormSchema>;

export const AGENT_PROFILE_FIELDS = [
  'firstName', 'lastName', 'agentBio', 'companyName', 'licenseNumber', 'yearsInBusiness', 'phoneNumber', 'whatsappNumber', 'email',
  'address', 'specializations',
] as const;

export function profileToFormValues(p: AgentProfileView | undefined): AgentProfileFormValues {
  return {
    firstName: p?.firstName ?? '',
    lastName: p?.lastName ?? '',
    agentBio: p?.agentBio ?? '',
    companyName: p?.companyName ?? '',
    licenseNumber: p?.licenseNumber ?? '',
    yearsInBusiness: p?.yearsInBusiness ?? '',
    phoneNumber: p?.phoneNumber ?? '',
    whatsappNumber: p?.whatsappNumber ?? '',
    email: p?.email ?? '',
    address: p?.address ?? '',
    specializations: (p?.specializations ?? []).join(', '),
  };
}
