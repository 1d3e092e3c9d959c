import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// Requests refused before any route runs (by Node's HTTP parser or Fastify's router) still answer in the
// API's error shape { message, code }, so a client can always read what went wrong.
let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

/** Sends bytes as they are (fetch would refuse to) and returns the status and the JSON body. */
function rawRequest(request: string): Promise<{ status: number; body: any }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => { data += chunk; });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body: JSON.parse(body) });
    });
  });
}

describe('requests refused before routing', () => {
  it('answers headers that are too large with 431 and a code', async () => {
    const res = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res).toEqual({ status: 431, body: { message: 'The request headers are too large.', code: 'headers_too_large' } });
  });

  it('answers a request line that is not HTTP with 400 and a code', async () => {
    const res = await rawRequest('GET /api/health HTTP/1.1\r\nHost x\r\n\r\n');
    expect(res).toEqual({ status: 400, body: { message: 'Malformed request.', code: 'bad_request' } });
  });

  it('answers a broken %-escape in the address with 400 and a code', async () => {
    const res = await rawRequest('GET /api/properties/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res).toEqual({ status: 400, body: { message: 'Malformed address.', code: 'bad_request' } });
  });
});
