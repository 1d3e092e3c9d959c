import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { applyHeaders, securityHeaderList } from './security-headers.js';

async function headersFrom(listener: RequestListener): Promise<Record<string, string>> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers = Object.fromEntries(res.headers);
    delete headers.date;
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('precomputed security headers', () => {
  const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } }, crossOriginEmbedderPolicy: false };

  it('are exactly what helmet itself sets on a response', async () => {
    const middleware = helmet(options);
    const byHelmet = await headersFrom((req, res) => middleware(req, res, () => res.end('ok')));
    const list = securityHeaderList(options);
    const byList = await headersFrom((_req, res) => {
      applyHeaders(res, list);
      res.end('ok');
    });
    expect(byList).toEqual(byHelmet);
    expect(byList['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(byList['x-content-type-options']).toBe('nosniff');
  });
});
