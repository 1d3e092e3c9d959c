// Starts the longest test files first. Vitest orders files by the durations it cached on an earlier run, and
// a clean checkout (CI) has none, so it fell back to file size and started the longest file (the full demo
// seed, over a minute and a half) last, with the other worker idle meanwhile. Files not listed keep
// Vitest's own order after these. Order changes only how long the run takes, never what it tests.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Slowest first, from a clean-checkout run on the 2-core CI machine (a file's time with its import: the trust
 * corpus files judge their texts while they load); a rough order is enough. With the longest last, one worker
 * ran it alone for a minute and a half at the end of the run.
 */
const SLOW_FILES = [
  'tests/api/trust-demo.test.ts',
  'tests/trust-corpus/repost-edits.test.ts',
  'tests/api/properties-lifecycle.test.ts',
  'tests/api/shutdown.test.ts',
  'tests/trust-corpus/photo-pairs.test.ts',
  'tests/trust-corpus/ask-edits.test.ts',
  'tests/trust-corpus/text-detectors.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/api/crash-recovery.test.ts',
  'tests/api/trust-price-too-low.test.ts',
  'tests/api/ownership-documents.test.ts',
  'tests/api/admin.test.ts',
  'tests/api/sign-in-under-attack.test.ts',
  'tests/api/client-gone.test.ts',
  'tests/api/listing-view-record.test.ts',
  'tests/api/trust-flags.test.ts',
  'tests/api/authorization-matrix.test.ts',
  'tests/api/media.test.ts',
  'tests/multi/two-servers.test.ts',
  'tests/api/database-restart.test.ts',
  // Browser journeys (vitest.e2e.config.ts)
  'tests/e2e/listings.e2e.ts',
  'tests/e2e/server-rendered.e2e.ts',
  'tests/e2e/accessibility.e2e.ts',
];

function rank(spec: TestSpecification): number {
  const id = spec.moduleId.replaceAll('\\', '/');
  const index = SLOW_FILES.findIndex((file) => id.endsWith(`/${file}`));
  return index < 0 ? SLOW_FILES.length : index;
}

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    // Array.prototype.sort is stable: unlisted files keep Vitest's order.
    return [...ordered].sort((a, b) => rank(a) - rank(b));
  }
}
