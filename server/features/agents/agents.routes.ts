import type { FastifyInstance } from 'fastify';
import { agentProfileSchema } from '../../../common/schemas/agent-profile.js';
import { parseInput } from '../../lib/validate.js';
import { requireAgent } from './agents.policy.js';
import { presentAgentProfile, updateAgentProfile } from './agents.service.js';

export async function agentRoutes(app: FastifyInstance) {
  const db = app.ctx.database.db;

  app.get('/api/agent/profile', async (request) => presentAgentProfile(requireAgent(request.user)));

  app.put('/api/agent/profile', async (request) => {
    const agent = requireAgent(request.user);
    const input = parseInput(agentProfileSchema, request.body);
    return presentAgentProfile(await updateAgentProfile(db, agent, input));
  });
}
