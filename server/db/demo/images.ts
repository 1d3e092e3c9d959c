// Demo listing photos drawn as SVG scenes and rendered with sharp (there is no network to fetch real ones).
// Every picture is deterministic from its seed, so the demo looks the same on every machine.
import sharp from 'sharp';
import { createRandom, type Random } from './random.js';
import { drawApartmentBlock } from './scenes/apartment.js';
import { drawCommercial } from './scenes/commercial.js';
import { drawHouse } from './scenes/house.js';
import { drawInterior } from './scenes/interior.js';
import { drawLand } from './scenes/land.js';
import { H, W } from './scenes/svg.js';

export type SceneKind = 'house' | 'villa' | 'townhouse' | 'apartment' | 'land' | 'commercial' | 'living' | 'kitchen' | 'bedroom';

export interface SceneSpec {
  kind: SceneKind;
  seed: number;
  /** By the sea (Aberdeen, Lumley, the peninsula beaches): the sea instead of hills. */
  coastal?: boolean;
  /** A closer view of the same scene: where to cut it from, as fractions of the room left at 1.5x zoom. */
  closeUp?: { x: number; y: number };
  /** Output size as a fraction of 1200x900 (the test-sized demo renders smaller, which is much cheaper). */
  scale?: number;
}

export function drawSceneSvg(spec: SceneSpec): string {
  const r = createRandom(spec.seed);
  const coastal = spec.coastal ?? false;
  switch (spec.kind) {
    case 'house': return drawHouse(r, { storeys: 1, coastal });
    case 'villa': return drawHouse(r, { storeys: 2, coastal });
    case 'townhouse': return drawHouse(r, { storeys: 2, coastal, terrace: true });
    case 'apartment': return drawApartmentBlock(r, { coastal });
    case 'land': return drawLand(r, { coastal });
    case 'commercial': return drawCommercial(r);
    case 'living':
    case 'kitchen':
    case 'bedroom': return drawInterior(r, spec.kind);
  }
}

// Darkened corners, as a phone camera's lens leaves them: the flat drawings read more like photos. Drawn in
// the same SVG pass, which costs far less than compositing an overlay afterwards.
function vignette(x: number, y: number, w: number, h: number): string {
  return '<defs><radialGradient id="vignette" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient></defs>' +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#vignette)"/>`;
}

const ZOOM = 1.5;

/** A 1200x900 JPEG of the scene (or smaller, see `scale`), ready for storeImage. */
export async function renderScene(spec: SceneSpec): Promise<Buffer> {
  let svg = drawSceneSvg(spec);
  let view: [number, number, number, number] = [0, 0, W, H];
  if (spec.closeUp) {
    // A close-up draws only part of the scene at full size, so it stays sharp and costs no more than the whole.
    view = [Math.round(spec.closeUp.x * (W - W / ZOOM)), Math.round(spec.closeUp.y * (H - H / ZOOM)), W / ZOOM, H / ZOOM];
    svg = svg.replace(`viewBox="0 0 ${W} ${H}"`, `viewBox="${view.join(' ')}"`);
  }
  svg = svg.replace(/<\/svg>$/, `${vignette(...view)}</svg>`);
  const scale = spec.scale ?? 1;
  if (scale !== 1) svg = svg.replace(`width="${W}" height="${H}"`, `width="${Math.round(W * scale)}" height="${Math.round(H * scale)}"`);
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** The scenes of a listing's photos: its own cover first, then rooms (or closer views for land and shops). */
export function planScenes(category: string | null, count: number, seed: number, coastal: boolean, bedrooms = 0, lister = 0): SceneSpec[] {
  const r = createRandom(seed);
  // Big family houses get two storeys; the rest of the houses are a mix.
  const kind = category === 'house' && bedrooms >= 5 ? 'villa' : coverKind(category, r);
  const cover: SceneSpec = { kind, seed, coastal };
  const closeUp = (): SceneSpec => ({ ...cover, closeUp: { x: r.range(0.2, 0.8), y: r.range(0.45, 0.9) } });
  if (!hasRooms(category)) return [cover, ...Array.from({ length: Math.max(0, count - 1) }, closeUp)].slice(0, count);
  // The same few rooms serve a lister's listings (rendering is the slow part); each listing still stores its own
  // copy. Never another lister's rooms: the same photo on two accounts is what the photo_reused flag catches.
  const room = (kind: SceneKind): SceneSpec => ({ kind, seed: lister * INTERIOR_VARIETY + r.int(1, INTERIOR_VARIETY) });
  const views: (() => SceneSpec)[] =
    count >= 5 ? [closeUp, () => room('living'), () => room('kitchen'), () => room('bedroom')]
    : count === 4 ? [() => room('living'), () => room('kitchen'), () => room('bedroom')]
    : [() => room('living'), () => room('bedroom')];
  return [cover, ...views.map((view) => view())].slice(0, count);
}

/** How many different drawings of each room a lister has. */
export const INTERIOR_VARIETY = 4;

/** The cover picture for a listing of this category (the first photo on its card). */
export function coverKind(category: string | null | undefined, r: Random): SceneKind {
  switch (category) {
    case 'land':
    case 'investment':
      return 'land';
    case 'commercial':
      return 'commercial';
    case 'apartment':
      return 'apartment';
    case 'townhouse':
      return 'townhouse';
    default:
      return r.chance(0.5) ? 'villa' : 'house';
  }
}

/** Land and commercial listings have no rooms to show: closer views of the outside instead. */
function hasRooms(category: string | null | undefined): boolean {
  return category !== 'land' && category !== 'investment' && category !== 'commercial';
}
