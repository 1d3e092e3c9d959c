import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS, installErrorHandler } from './error-handler.js';

/** An app whose one route fails as a query does while PostgreSQL refuses connections; its log lines kept. */
async function appWithDatabaseDown() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({ write(chunk, _encoding, done) { lines.push(JSON.parse(String(chunk))); done(); } });
  const app = Fastify({ logger: { level: 'debug', stream } });
  installErrorHandler(app);
  app.get('/down', async () => {
    throw new Error('Failed query: select 1', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) });
  });
  app.get('/bug', async () => {
    throw new TypeError('a plain bug');
  });
  await app.ready();
  return { app, lines };
}

describe('error handler', () => {
  it('answers 503 with Retry-After while the database is down, with one warning for the outage', async () => {
    const { app, lines } = await appWithDatabaseDown();
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject('/down');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(res.json()).toMatchObject({ code: 'unavailable' });
    }
    const outage = lines.filter((l) => /database unreachable/.test(l.msg));
    expect(outage.map((l) => l.level)).toEqual([40, 20, 20]);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    await app.close();
  });

  it('still answers a plain bug 500 and logs it as an error', async () => {
    const { app, lines } = await appWithDatabaseDown();
    expect((await app.inject('/bug')).statusCode).toBe(500);
    expect(lines.filter((l) => l.level >= 50)).toHaveLength(1);
    await app.close();
  });
});
