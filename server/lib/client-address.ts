import type { Server } from 'node:http';
import type { Socket } from 'node:net';

// Node asks the operating system for a socket's peer each time remoteAddress is read, and once a client has
// hung up (a reset) there is no peer left to ask: request.ip (which reads it) became undefined in the middle
// of a request, and the rate limiter failed on it with a 500 logged for each early hang-up. The address is read
// once, as the connection is accepted, and kept on the socket for its whole life.
const PINNED = ['remoteAddress', 'remotePort', 'remoteFamily'] as const;

/** Keeps the socket's peer; a connection already reset before it was accepted has none and is closed. */
export function pinPeer(socket: Pick<Socket, (typeof PINNED)[number] | 'destroy'>) {
  // Nobody is left to answer, and a request without an address would pass every per-address limit.
  if (socket.remoteAddress === undefined) {
    socket.destroy();
    return;
  }
  for (const name of PINNED) Object.defineProperty(socket, name, { value: socket[name], enumerable: true });
}

/** Every connection `server` accepts keeps its client's address after the client has gone. */
export function keepClientAddresses(server: Server) {
  server.on('connection', pinPeer);
}
