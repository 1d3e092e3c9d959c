import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * The requests a stopping server still answers, so a shutdown can say which ones held it; and, once stopping,
 * every keep-alive connection is closed as soon as its last answer is sent (Fastify closes the connections idle
 * when the stop begins, not those that become idle after, which would otherwise wait out the keep-alive timeout).
 */
export function trackRequestsInFlight(server: Server) {
  const running = new Map<IncomingMessage, number>();
  let stopping = false;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    running.set(request, Date.now());
    response.once('close', () => {
      running.delete(request);
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    describe: () => [...running].map(([request, since]) => `${request.method} ${request.url} (for ${Date.now() - since} ms)`),
    closeEachConnectionWhenIdle() {
      stopping = true;
    },
  };
}
