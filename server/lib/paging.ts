import type { FastifyReply } from 'fastify';
import { TOTAL_COUNT_HEADER, type Page } from '../../common/api/page.js';

export type { Page };

/** Plain arrays (the spec's web code reads arrays) with the total of the whole list in x-total-count. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>) {
  return reply.header(TOTAL_COUNT_HEADER, String(page.total)).send(page.data);
}
