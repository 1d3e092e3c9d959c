import { randomBytes } from 'node:crypto';

/**
 * A new PostgreSQL database beside the one in `baseUrl`, empty or a copy of `template`; `drop()` removes it
 * (even with clients on it).
 */
export async function createFreshPostgresDatabase(baseUrl: string, template?: string) {
  const { default: pg } = await import('pg');
  const name = `salone_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`DATABASE_URL is set but PostgreSQL cannot be reached at ${baseUrl}: ${(error as Error).message}`, { cause: error });
  }
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
