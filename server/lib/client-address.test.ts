import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { keepClientAddresses, pinPeer } from './client-address.js';

/** A socket whose peer lookup answers `peer` until `hangUp()`, as net.Socket's getters do. */
function fakeSocket(peer: { address: string; port: number; family: string } | null) {
  let current = peer;
  const socket = {
    destroy: vi.fn(),
    hangUp: () => { current = null; },
    get remoteAddress() { return current?.address; },
    get remotePort() { return current?.port; },
    get remoteFamily() { return current?.family; },
  };
  return socket;
}

describe('pinPeer', () => {
  it('keeps the address, port and family after the client has hung up', () => {
    const socket = fakeSocket({ address: '10.1.2.3', port: 41000, family: 'IPv4' });
    pinPeer(socket);
    socket.hangUp();
    expect([socket.remoteAddress, socket.remotePort, socket.remoteFamily]).toEqual(['10.1.2.3', 41000, 'IPv4']);
    expect(socket.destroy).not.toHaveBeenCalled();
  });

  it('closes a connection that was reset before it was accepted (no address to answer or to limit)', () => {
    const socket = fakeSocket(null);
    pinPeer(socket);
    expect(socket.destroy).toHaveBeenCalledOnce();
  });

  it('is applied to every connection the server accepts', () => {
    const server = new EventEmitter();
    keepClientAddresses(server as never);
    const socket = fakeSocket({ address: '::1', port: 5, family: 'IPv6' });
    server.emit('connection', socket);
    socket.hangUp();
    expect(socket.remoteAddress).toBe('::1');
  });
});
