import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentProfile } from '../../../../common/schemas/agent-profile';
import { apiRequest } from '../../../lib/api';
import { CURRENT_USER_KEY } from '../../auth/api/current-user';
import { AGENT_PROFILE_KEY, type AgentProfileView } from './agent-profile';

/** PUT /api/agent/profile with the fields the shared schema checked. */
export function updateAgentProfile(input: AgentProfile): Promise<AgentProfileView> {
  return apiRequest<AgentProfileView>('PUT', '/api/agent/profile', input);
}

export function useUpdateAgentProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgentProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(AGENT_PROFILE_KEY, profile);
      // The name and contacts show in the menu and beside every listing of the agent.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/properties') }),
      ]);
    },
  });
}
