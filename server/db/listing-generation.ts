// The listing generation (decision 0010): a number that triggers move in the same transaction as any write that
// can change a public answer. Caches of public reads ask for it on every request, so how it is read matters.
import type { Pool } from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/** What the caches ask on every request. `inMemory`: answered without touching the database. */
export interface GenerationSource {
  current(): Promise<number>;
  inMemory: boolean;
}

/** PGlite's channel; see migration 0014 (the bump notifies only where `salone.generation_notify` is on). */
const GENERATION_CHANNEL = 'salone_listing_generation';

/**
 * PostgreSQL: a primary-key read per call, so a write committed through any server process is seen at once.
 * As a named (prepared) statement straight on the pool: built by Drizzle, the query cost more of a cached
 * read's CPU than the answer did.
 */
export function postgresGeneration(pool: Pool): GenerationSource {
  const query = { name: 'salone_listing_generation', text: 'select value from listing_generation where id = 1' };
  return {
    inMemory: false,
    async current() {
      const result = await pool.query<{ value: string }>(query);
      return Number(result.rows[0]?.value ?? 0);
    },
  };
}

/**
 * PGlite: one process owns the database, so every write goes through it. The bump also sends a notification
 * (on this session only), which PGlite hands to its listeners before the writing query's promise resolves; a
 * counter moved by it is therefore current for any request that starts after the write, with no read at all.
 * Notifications of one transaction are folded into one, which is all a cache needs: the number moved.
 */
export async function pgliteGeneration(client: PGlite): Promise<GenerationSource> {
  let generation = 0;
  await client.exec(`SET salone.generation_notify = 'on'`);
  await client.listen(GENERATION_CHANNEL, () => {
    generation += 1;
  });
  return { inMemory: true, current: async () => generation };
}
