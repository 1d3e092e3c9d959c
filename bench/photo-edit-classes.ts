// photo_reused by class of edit (issue 30), on fresh demo scenes (seeds the photo corpus does not use), so the
// detector can be tuned on the kinds of edit without reading the corpus. Each class is applied at several
// strengths; every reuse is run stage by stage (candidate lookup, then alignment, then colour fit) so a miss says
// which stage lost it. Look-alikes (rooms and buildings of one kind from other seeds) check that nothing else is
// confirmed. Prints timings of the confirm step.
//   npx tsx bench/photo-edit-classes.ts [filter]   (filter: substrings of the edit labels joined by |, e.g. "rotate|square")
import { mapWithLimit } from '../server/db/demo/photos.js';
import { renderStored, type Edit, type Scene } from '../tests/trust-corpus/photo-pairs.js';
import { alignPictures, type MatchImage } from '../server/features/trust/photo-align.js';
import { colourFit, isSamePicture, SAME_PICTURE } from '../server/features/trust/photo-same-picture.js';
import { areCandidates, CANDIDATE_MAX_DISTANCE, fingerprintPhoto, hammingDistance, matchImageOfPhoto, queryOf } from '../server/features/trust/photo-hash.js';

type Kind = Scene['kind'];
const KINDS: Kind[] = ['house', 'villa', 'townhouse', 'apartment', 'land', 'commercial', 'living', 'kitchen', 'bedroom'];
/** Far from the corpus's and the demo's seeds. */
const SEEDS = [7_300_011, 7_300_913];

const text = '+232 76 555 123';
const EDITS: Record<string, Edit[]> = {};
for (const d of [2, 4, 6, 8]) {
  for (const fill of ['#fff', '#000', 'crop']) EDITS[`rotate ${d} ${fill}`] = [{ op: 'rotate', degrees: d, fill }];
  EDITS[`rotate -${d} crop`] = [{ op: 'rotate', degrees: -d, fill: 'crop' }];
}
EDITS['rotate 4 crop, 10% off bottom'] = [{ op: 'rotate', degrees: 4, fill: 'crop' }, { op: 'crop', left: 0, top: 0, width: 1, height: 0.9 }];
EDITS['rotate -5 #fff, 15% off left'] = [{ op: 'rotate', degrees: -5, fill: '#fff' }, { op: 'crop', left: 0.15, top: 0, width: 0.85, height: 1 }];
// A small turn and then a cut from one side (straightened, then trimmed), at several strengths.
for (const [d, fill, cut, side] of [[3, 'crop', 0.05, 'bottom'], [5, 'crop', 0.1, 'top'], [-4, 'crop', 0.12, 'bottom'], [6, 'crop', 0.15, 'right'],
  [-6, '#000', 0.08, 'left'], [4, '#fff', 0.1, 'top'], [-3, 'crop', 0.15, 'bottom'], [5, 'crop', 0.06, 'right']] as const) {
  const c = { bottom: [0, 0, 1, 1 - cut], top: [0, cut, 1, 1 - cut], left: [cut, 0, 1 - cut, 1], right: [0, 0, 1 - cut, 1] }[side];
  EDITS[`rotate ${d} ${fill}, ${Math.round(cut * 100)}% off ${side}`] = [{ op: 'rotate', degrees: d, fill }, { op: 'crop', left: c[0]!, top: c[1]!, width: c[2]!, height: c[3]! }];
}
for (const [name, c] of Object.entries({
  'bottom 10%': [0, 0, 1, 0.9], 'top 20%': [0, 0.2, 1, 0.8], 'left 25%': [0.25, 0, 0.75, 1], 'right 15%': [0, 0, 0.85, 1],
  'corner tl 13%': [0, 0, 0.87, 0.87], 'corner br 13%': [0.13, 0.13, 0.87, 0.87], 'centre 85%': [0.075, 0.075, 0.85, 0.85],
  'square left': [0, 0, 0.75, 1], 'square off-centre': [0.1, 0, 0.75, 1], 'square right': [0.25, 0, 0.75, 1],
  'square at 0.04': [0.04, 0, 0.75, 1], 'square at 0.125': [0.125, 0, 0.75, 1], 'square at 0.2': [0.2, 0, 0.75, 1],
  'square at 0.21': [0.21, 0, 0.75, 1], 'square 0.72 at 0.14,0.02': [0.14, 0.02, 0.72, 0.96],
  'off-centre 80x90': [0.12, 0.03, 0.8, 0.9], 'off-centre 90x83': [0.02, 0.12, 0.9, 0.83],
})) EDITS[`crop ${name}`] = [{ op: 'crop', left: c[0]!, top: c[1]!, width: c[2]!, height: c[3]! }];
for (const bars of ['#000', '#fff', '#888', '#d0d0d0', '#1e3a5f', 'blur']) {
  EDITS[`screenshot phone ${bars}`] = [{ op: 'screenshot', top: 0.35, bottom: 0.35, left: 0, right: 0, bars, statusBar: true }];
  EDITS[`screenshot window ${bars}`] = [{ op: 'screenshot', top: 0.14, bottom: 0.06, left: 0.06, right: 0.06, bars, statusBar: false }];
}
EDITS['screenshot phone blur, jpeg 35'] = [{ op: 'screenshot', top: 0.3, bottom: 0.3, left: 0, right: 0, bars: 'blur', statusBar: true }, { op: 'encode', format: 'jpeg', quality: 35 }];
EDITS['screenshot window #888, jpeg 50'] = [{ op: 'screenshot', top: 0.1, bottom: 0.1, left: 0.1, right: 0.1, bars: '#888', statusBar: false }, { op: 'encode', format: 'jpeg', quality: 50 }];
for (const q of [30, 50, 70, 90]) EDITS[`jpeg ${q}`] = [{ op: 'encode', format: 'jpeg', quality: q }];
EDITS['webp 25'] = [{ op: 'encode', format: 'webp', quality: 25 }];
for (const s of [0.5, 0.4, 0.36, 0.33, 0.3, 0.25, 0.2]) {
  EDITS[`resize ${s}`] = [{ op: 'resize', scale: s }];
  EDITS[`resize ${s}, jpeg 50`] = [{ op: 'resize', scale: s }, { op: 'encode', format: 'jpeg', quality: 50 }];
}
for (const at of ['top', 'middle', 'bottom'] as const) {
  for (const height of [0.08, 0.14, 0.2, 0.22, 0.25]) EDITS[`band ${at} ${height}`] = [{ op: 'band', text, at, height, colour: '#c0392b', opacity: 0.9 }];
}
EDITS['band middle 0.12 black 0.6'] = [{ op: 'band', text: 'FOR RENT', at: 'middle', height: 0.12, colour: '#000', opacity: 0.6 }];
EDITS['band middle 0.16 white'] = [{ op: 'band', text, at: 'middle', height: 0.16, colour: '#fff', opacity: 1 }];
EDITS['watermark logo centre'] = [{ op: 'watermark', text: 'HOMES SL', x: 0.35, y: 0.5, size: 0.1, opacity: 0.7, logo: true }];
EDITS['greyscale, crop, jpeg 60'] = [{ op: 'greyscale' }, { op: 'crop', left: 0.1, top: 0.05, width: 0.85, height: 0.9 }, { op: 'encode', format: 'jpeg', quality: 60 }];
EDITS['mirror, tint, band bottom'] = [{ op: 'mirror' }, { op: 'tint', warmth: 0.5 }, { op: 'band', text, at: 'bottom', height: 0.12, colour: '#2c3e50', opacity: 0.85 }];
EDITS['mirror, rotate 3, resize 0.4'] = [{ op: 'mirror' }, { op: 'rotate', degrees: 3, fill: 'crop' }, { op: 'resize', scale: 0.4 }];

const filter = process.argv[2];
const wanted = (label: string) => !filter || filter.split('|').some((f) => label.includes(f));
const pictures = new Map<string, Promise<Buffer>>();
const stored = (scene: Scene, edits: Edit[] = [], key = '') => {
  const id = `${scene.kind}/${scene.seed}/${key}`;
  if (!pictures.has(id)) pictures.set(id, renderStored({ scene, edits }));
  return pictures.get(id)!;
};
const matchImages = new Map<Buffer, Promise<MatchImage>>();
const matchOf = (b: Buffer) => {
  if (!matchImages.has(b)) matchImages.set(b, matchImageOfPhoto(b));
  return matchImages.get(b)!;
};

interface Outcome { label: string; scene: string; values: number; candidate: boolean; distance: number; inliers: number; fit: string; same: boolean; ms: number }

async function run(first: Buffer, second: Buffer, label: string, scene: string): Promise<Outcome> {
  const [fp, query] = await Promise.all([fingerprintPhoto(first), queryOf(second)]);
  const candidate = areCandidates(query, fp.hashes);
  let distance = 64;
  for (const q of query.hashes) for (const h of fp.hashes) distance = Math.min(distance, hammingDistance(q, h));
  const [up, st] = await Promise.all([matchOf(second), matchOf(first)]);
  const t0 = performance.now();
  const same = isSamePicture(up, st);
  const ms = performance.now() - t0;
  const t = alignPictures(up, st);
  let fit = '-';
  if (t) {
    const f = colourFit(up, st, t);
    const why = [
      f.overlap < SAME_PICTURE.minOverlap ? 'overlap' : '', f.relative > SAME_PICTURE.maxRelative ? 'relative' : '',
      f.badBlocks > SAME_PICTURE.maxBadBlocks ? 'edges' : '',
      f.misfitArea >= SAME_PICTURE.recolouredArea && f.outlineOnEdges >= SAME_PICTURE.recolouredOutline ? 'outline' : '',
    ].filter(Boolean).join('+');
    fit = `ov ${f.overlap.toFixed(2)} rel ${f.relative.toFixed(3)} bad ${f.badBlocks.toFixed(3)} mis ${f.misfitArea.toFixed(3)}/${f.outlineOnEdges.toFixed(2)} turn ${(Math.atan2(t.b, t.a) * 180 / Math.PI).toFixed(1)} sc ${Math.hypot(t.a, t.b).toFixed(2)}${why ? ` [${why}]` : ''}`;
  }
  return { label, scene, values: query.bands.reduce((n, b) => n + b.length, 0), candidate, distance, inliers: t?.inliers ?? 0, fit, same, ms };
}

const scenes: Scene[] = KINDS.flatMap((kind) => SEEDS.map((seed) => ({ kind, seed })));
const reuseJobs = Object.entries(EDITS).filter(([label]) => wanted(label)).flatMap(([label, edits]) => scenes.map((scene) => ({ label, edits, scene })));
const started = performance.now();
const reuses = await mapWithLimit(reuseJobs, 2, async ({ label, edits, scene }) => run(await stored(scene), await stored(scene, edits, label), label, `${scene.kind}/${scene.seed}`));

// Look-alikes: each kind against other seeds of the same kind, as uploaded and lightly edited.
const LOOKALIKE_SEEDS = [7_300_011, 7_300_913, 7_301_777, 7_302_003];
const lookalikeEdits: Record<string, Edit[]> = { plain: [], greyscale: [{ op: 'greyscale' }], 'crop 10%': [{ op: 'crop', left: 0.05, top: 0.05, width: 0.9, height: 0.9 }], 'mirror, jpeg 40': [{ op: 'mirror' }, { op: 'encode', format: 'jpeg', quality: 40 }], 'square': [{ op: 'crop', left: 0.2, top: 0, width: 0.75, height: 1 }] };
const negativeJobs = filter ? [] : KINDS.flatMap((kind) => LOOKALIKE_SEEDS.flatMap((a, i) => LOOKALIKE_SEEDS.slice(i + 1).flatMap((b) =>
  Object.entries(lookalikeEdits).map(([label, edits]) => ({ kind, a, b, label, edits })))));
const negatives = await mapWithLimit(negativeJobs, 2, async ({ kind, a, b, label, edits }) =>
  run(await stored({ kind, seed: a }), await stored({ kind, seed: b }, edits, label), `look-alike ${label}`, `${kind}/${a}~${b}`));

const byLabel = new Map<string, Outcome[]>();
for (const o of reuses) byLabel.set(o.label, [...(byLabel.get(o.label) ?? []), o]);
console.log(`reuses: ${reuses.filter((o) => o.candidate && o.same).length}/${reuses.length} found; lost at the lookup ${reuses.filter((o) => !o.candidate).length}, at the confirm ${reuses.filter((o) => o.candidate && !o.same).length}`);
for (const [label, list] of byLabel) {
  const found = list.filter((o) => o.candidate && o.same).length;
  const lookup = list.filter((o) => !o.candidate).length;
  const confirm = list.filter((o) => !o.same).length;
  console.log(`${label.padEnd(34)} ${found}/${list.length}  lookup-miss ${lookup}  confirm-miss ${confirm}  dist ${list.map((o) => o.distance).join(',')}`);
}
console.log('\nmisses:');
for (const o of reuses) if (!o.candidate || !o.same) console.log(`  ${o.label.padEnd(34)} ${o.scene.padEnd(20)} ${o.candidate ? '' : `LOOKUP(d ${o.distance}) `}${o.same ? '' : `CONFIRM inl ${o.inliers} ${o.fit}`}`);
const falses = negatives.filter((o) => o.same);
console.log(`\nlook-alikes: ${negatives.length}, candidates ${negatives.filter((o) => o.candidate).length}, confirmed (false) ${falses.length}, aligned ${negatives.filter((o) => o.inliers > 0).length}`);
for (const o of falses) console.log(`  FALSE ${o.label} ${o.scene} cand ${o.candidate} d ${o.distance} inl ${o.inliers} ${o.fit}`);
const near = negatives.filter((o) => !o.same && o.inliers > 0).sort((x, y) => y.inliers - x.inliers).slice(0, 8);
for (const o of near) console.log(`  near  ${o.label} ${o.scene} cand ${o.candidate} d ${o.distance} inl ${o.inliers} ${o.fit}`);
const ms = [...reuses, ...negatives].map((o) => o.ms).sort((a, b) => a - b);
const mean = ms.reduce((s, v) => s + v, 0) / Math.max(1, ms.length);
const negMs = negatives.map((o) => o.ms);
console.log(`\nconfirm ms: mean ${mean.toFixed(1)}, median ${ms[Math.floor(ms.length / 2)]?.toFixed(1)}, p90 ${ms[Math.floor(ms.length * 0.9)]?.toFixed(1)}; look-alikes mean ${(negMs.reduce((s, v) => s + v, 0) / Math.max(1, negMs.length)).toFixed(1)}; candidate-distance limit ${CANDIDATE_MAX_DISTANCE}; band values looked up per photo: mean ${(reuses.reduce((n, o) => n + o.values, 0) / Math.max(1, reuses.length)).toFixed(1)}; total ${Math.round((performance.now() - started) / 1000)} s`);
