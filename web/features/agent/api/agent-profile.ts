import { useQuery } from '@tanstack/react-query';

/** GET /api/agent/profile: the agent's business profile (server agents.service presentAgentProfile). */
export interface AgentProfileView {
  id: string;
  firstName: string | null;
  lastName: string | null;
  agentBio: string | null;
  companyName: string | null;
  licenseNumber: string | null;
  yearsInBusiness: number | null;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  email: string | null;
  address: string | null;
  specializations: string[] | null;
  profileImageUrl: string | null;
  accountStatus: string;
  updatedAt: string;
}

export const AGENT_PROFILE_KEY = ['/api/agent/profile'] as const;

export function useAgentProfile() {
  return useQuery<AgentProfileView>({ queryKey: AGENT_PROFILE_KEY });
}
