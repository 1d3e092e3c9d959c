import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from '../../../common/schemas/search.js';
import { parseInput } from '../../lib/validate.js';
import { searchListings } from './search.service.js';

export async function searchRoutes(app: FastifyInstance) {
  app.get('/api/properties/search', async (request) => searchListings(app.ctx.database.db, parseInput(searchQuerySchema, request.query)));
}
