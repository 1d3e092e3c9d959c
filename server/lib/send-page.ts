import type { FastifyReply } from 'fastify';

/** Plain arrays (the spec's web code reads arrays) with the total of the whole list in x-total-count. */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; total: number }) {
  return reply.header('x-total-count', String(page.total)).send(page.items);
}
