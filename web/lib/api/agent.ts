// The agent's business profile (common/api/users AgentProfileView), read and edited at /agent-profile.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentProfile } from '../../../common/schemas/agent-profile';
import type { AgentProfileView } from '../../../common/api/users';
import { CURRENT_USER_KEY } from './current-user';
import { apiGet, apiRequest } from './http';
import { listingKeys } from './listing-keys';

const AGENT_PROFILE_URL = '/api/agent/profile';

export const agentProfileQuery = queryOptions({
  queryKey: ['agent-profile'] as const,
  queryFn: ({ signal }) => apiGet<AgentProfileView>(AGENT_PROFILE_URL, { signal }),
});

export function useAgentProfile() {
  return useQuery(agentProfileQuery);
}

/** PUT /api/agent/profile with the fields the shared schema checked. */
export function updateAgentProfile(input: AgentProfile): Promise<AgentProfileView> {
  return apiRequest<AgentProfileView>('PUT', AGENT_PROFILE_URL, input);
}

export function useUpdateAgentProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgentProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(agentProfileQuery.queryKey, profile);
      // The name and contacts show in the menu and beside every listing of the agent.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
      ]);
    },
  });
}
