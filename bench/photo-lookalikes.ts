// photo_reused on honest look-alikes at scale (issue 30): many demo scenes of each kind, every ordered pair within a
// kind (as uploaded, and in greyscale) through the lookup and, for candidates, the confirm; prints the pairs that
// would be flagged and those the outline rule alone stops. About 5 minutes: npx tsx bench/photo-lookalikes.ts
import { mapWithLimit } from '../server/db/demo/photos.js';
import { renderStored, type Edit, type Scene } from '../tests/trust-corpus/photo-pairs.js';
import { alignPictures, type MatchImage } from '../server/features/trust/photo-align.js';
import { colourFit, isSamePicture, SAME_PICTURE } from '../server/features/trust/photo-same-picture.js';
import { areCandidates, fingerprintPhoto, matchImageOfPhoto, queryOf, type PhotoQuery } from '../server/features/trust/photo-hash.js';
type Kind = Scene['kind'];
const plan: [Kind, number][] = [['living', 60], ['kitchen', 60], ['bedroom', 60], ['house', 25], ['villa', 25], ['townhouse', 25], ['apartment', 25], ['land', 25], ['commercial', 25]];
const uploadEdits: Record<string, Edit[]> = { plain: [], grey: [{ op: 'greyscale' }] };
interface Item { kind: Kind; seed: number; hashes: bigint[]; picture: MatchImage; uploads: Record<string, { query: PhotoQuery; picture: MatchImage }> }
const started = performance.now();
const jobs = plan.flatMap(([kind, n]) => Array.from({ length: n }, (_, i) => ({ kind, seed: 1 + i * 4 + (i % 4) })));
const items: Item[] = await mapWithLimit(jobs, 2, async ({ kind, seed }) => {
  const stored = await renderStored({ scene: { kind, seed }, edits: [] });
  const uploads: Item['uploads'] = {};
  for (const [name, edits] of Object.entries(uploadEdits)) {
    const up = edits.length ? await renderStored({ scene: { kind, seed }, edits }) : stored;
    uploads[name] = { query: await queryOf(up), picture: await matchImageOfPhoto(up) };
  }
  return { kind, seed, hashes: (await fingerprintPhoto(stored)).hashes, picture: await matchImageOfPhoto(stored), uploads };
});
let pairs = 0, candidates = 0, flagged = 0, confirmMs = 0;
const near: string[] = [];
for (const a of items) for (const b of items) {
  if (a === b || a.kind !== b.kind) continue;
  for (const [name, up] of Object.entries(b.uploads)) {
    pairs++;
    if (!areCandidates(up.query, a.hashes)) continue;
    candidates++;
    const t0 = performance.now();
    const same = isSamePicture(up.picture, a.picture);
    confirmMs += performance.now() - t0;
    const t = alignPictures(up.picture, a.picture);
    if (!t) continue;
    const f = colourFit(up.picture, a.picture, t);
    const line = `${a.kind} ${a.seed}<-${b.seed} ${name} inl ${t.inliers} ov ${f.overlap.toFixed(2)} rel ${f.relative.toFixed(3)} bad ${f.badBlocks.toFixed(3)} mis ${f.misfitArea.toFixed(3)} outl ${f.outlineOnEdges.toFixed(2)}`;
    if (same) { flagged++; console.log('FLAGGED', line); continue; }
    if (f.overlap >= SAME_PICTURE.minOverlap && f.relative <= SAME_PICTURE.maxRelative && f.badBlocks <= SAME_PICTURE.maxBadBlocks) near.push(line);
  }
}
console.log(`items ${items.length}, pairs ${pairs}, candidates ${candidates}, flagged ${flagged}, confirm mean ${(confirmMs / Math.max(1, candidates)).toFixed(1)} ms, ${Math.round((performance.now() - started) / 1000)} s`);
console.log(`stopped only by the outline rule: ${near.length}`);
for (const l of near.sort()) console.log('  ', l);
