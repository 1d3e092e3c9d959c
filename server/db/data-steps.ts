// One-time changes to existing rows that need the app's own code (a SQL migration cannot call the place matcher
// in common/). Each runs once in a database's life, at start-up after the migrations, inside one transaction
// with its claim in data_steps: a second server starting at the same moment waits on the claim's row and then
// finds it taken; a step that fails rolls back with its claim, so the next start runs it again.
import { eq } from 'drizzle-orm';
import { asDb, type Db } from './client.js';
import { dataSteps } from './schema.js';
import { refileListingsByAddress } from './refile-listings-by-address.js';

export interface DataStep {
  /** Never reused: a changed step is a new step with a new name. */
  name: string;
  /** Does the work inside the step's transaction; answers how many rows it changed. */
  run(db: Db): Promise<number>;
}

export const DATA_STEPS: readonly DataStep[] = [
  { name: '2026-issue-29-refile-listings-by-address', run: refileListingsByAddress },
];

export async function runDataSteps(db: Db, steps: readonly DataStep[] = DATA_STEPS): Promise<void> {
  for (const step of steps) {
    await db.transaction(async (t) => {
      const tx = asDb(t);
      const claimed = await tx.insert(dataSteps).values({ name: step.name }).onConflictDoNothing().returning({ name: dataSteps.name });
      if (!claimed.length) return;
      const rowsChanged = await step.run(tx);
      await tx.update(dataSteps).set({ rowsChanged }).where(eq(dataSteps.name, step.name));
    });
  }
}
