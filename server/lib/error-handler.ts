import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { isDatabaseUnreachable } from './db-errors.js';

// A database restart or failover takes seconds to a minute; people are told to come back in a minute, programs
// (and the proxy) when to try again.
export const DATABASE_RETRY_AFTER_SECONDS = 30;
export const DATABASE_UNAVAILABLE_MESSAGE = 'Salone Homes is having trouble reaching its database. Please try again in a minute.';
// While the database is down every request fails the same way: one warning says so, not one line per request.
const OUTAGE_WARNING_EVERY_MS = 60_000;

/** Requests Fastify refuses before routing (a malformed %-escape in the address): our error shape too. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const badAddress = error.code === 'FST_ERR_BAD_URL';
  void reply.code(400).send({ message: badAddress ? 'Malformed address.' : 'Bad request.', code: 'bad_request' });
}

/**
 * Requests Node's HTTP parser refuses (headers too large, a malformed request line): no Fastify reply exists
 * yet, so the answer is written to the socket, in the same { message, code } shape as every other error.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] = error.code === 'HPE_HEADER_OVERFLOW'
    ? [431, { message: 'The request headers are too large.', code: 'headers_too_large' }]
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, { message: 'The request took too long to arrive.', code: 'request_timeout' }]
      : [400, { message: 'Malformed request.', code: 'bad_request' }];
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
  );
}

/** Every error leaves as { message, code, fields? }; bad input is never a 500 and no stack trace escapes. */
export function installErrorHandler(app: FastifyInstance) {
  let lastOutageWarningAt = -Infinity;
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send({ message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) });
    }
    const status = error.statusCode ?? 500;
    // A body cut off by its client (ECONNRESET too) comes with Fastify's 400: the client's doing, not the database's.
    if (status >= 500 && isDatabaseUnreachable(error)) {
      const now = Date.now();
      const level = now - lastOutageWarningAt >= OUTAGE_WARNING_EVERY_MS ? 'warn' : 'debug';
      if (level === 'warn') lastOutageWarningAt = now;
      request.log[level]({ err: error }, 'database unreachable: answering 503');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'unavailable' });
    }
    if (status === 429) {
      return reply.code(429).send({ message: 'Too many requests. Please wait a moment and try again.', code: 'rate_limited' });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.code(413).send({ message: 'The upload is too large.', code: 'too_large' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large...
      const message = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'Unsupported content type. Send JSON.'
        : error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.message;
      return reply.code(status).send({ message, code: 'bad_request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' });
  });
}
