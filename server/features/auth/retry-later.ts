// A refusal that knows when the client may try again: the answer carries it as Retry-After (RFC 9110), so a
// script or a proxy can wait the right time, while people read it in the message.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';

export class RetryLaterError extends AppError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super('rate_limited', message);
  }
}

/** For the routes of one plugin: onError runs before the app's error handler, which keeps headers already set. */
export function sendRetryAfter(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  });
}
