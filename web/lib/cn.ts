// Joins class names and lets a later Tailwind class win over an earlier one of the same kind: a component's
// default `bg-slate-100` and a caller's `bg-red-600` both in the CSS would leave the colour to stylesheet
// order (the card's "Reduced" badge came out white on near-white).
//
// tailwind-merge did this, but it is 9.5 KB of gzip JavaScript on every page's first load (most of it the
// table of every Tailwind class), a sixth of the 60 KB budget (issue 18). This knows only the kinds of class
// this app writes; a class it does not know never removes another (as plain joining would). cn.test.ts checks
// it against tailwind-merge for every pair of classes written in web/, so a new kind of class that conflicts
// differently fails there until it is added below.

/** Groups a later class of the key's group also clears (tailwind-merge's "conflicting class groups"). */
const ALSO_CLEARS: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-ss', 'rounded-se', 'rounded-ee', 'rounded-es', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-s', 'border-w-e', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['border-color-x', 'border-color-y', 'border-color-t', 'border-color-r', 'border-color-b', 'border-color-l'],
  'font-size': ['leading'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['basis', 'grow', 'shrink'],
  touch: ['touch-x', 'touch-y', 'touch-pz'],
  'touch-x': ['touch'],
  'touch-y': ['touch'],
  'touch-pz': ['touch'],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'line-clamp': ['overflow', 'display'],
};

/** Classes that are a whole word and the group they set. */
const BARE: Record<string, string> = { rounded: 'rounded', shadow: 'shadow', ring: 'ring-w', border: 'border-w', transition: 'transition', outline: 'outline-w', grow: 'grow', shrink: 'shrink', blur: 'blur' };
const SIZES = /^(xs|sm|base|lg|xl|[2-9]xl)(\/.+)?$/;
const DISPLAY = /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|table|contents|flow-root|list-item|hidden)$/;
const POSITION = /^(static|fixed|absolute|relative|sticky)$/;
const SIDES = /^(x|y|s|e|t|r|b|l)$/;
const BORDER_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
const LENGTH = /^(\d+(\.\d+)?|px|\[.+\])$/;

/** The group of a class without its variants and `!`, or null when this file does not know it. */
function groupOf(base: string): string | null {
  const simple = DISPLAY.test(base) ? 'display' : POSITION.test(base) ? 'position' : null;
  if (simple) return simple;
  if (base === 'truncate') return 'text-overflow';
  const bare = BARE[base];
  if (bare) return bare;
  if (base === 'sr-only' || base === 'not-sr-only') return 'sr';
  if (/^(underline|overline|line-through|no-underline)$/.test(base)) return 'text-decoration';
  if (/^(uppercase|lowercase|capitalize|normal-case)$/.test(base)) return 'text-transform';
  if (/^(italic|not-italic)$/.test(base)) return 'font-style';
  if (/^(grow|shrink)(-0)?$/.test(base)) return base.replace(/-0$/, '');
  const dash = base.indexOf('-');
  if (dash < 0) return null;
  const root = base.slice(0, dash);
  const rest = base.slice(dash + 1);
  switch (root) {
    case 'p': case 'px': case 'py': case 'ps': case 'pe': case 'pt': case 'pr': case 'pb': case 'pl':
    case 'm': case 'mx': case 'my': case 'ms': case 'me': case 'mt': case 'mr': case 'mb': case 'ml':
    case 'w': case 'h': case 'size': case 'top': case 'right': case 'bottom': case 'left': case 'start': case 'end':
    case 'z': case 'order': case 'basis': case 'leading': case 'tracking': case 'opacity': case 'duration': case 'ease':
    case 'delay': case 'cursor': case 'aspect': case 'columns': case 'whitespace': case 'rotate':
      return root;
    case 'min': case 'max':
      return /^(w|h)-/.test(rest) ? `${root}-${rest[0]}` : null;
    case 'inset':
      return /^(x|y)-/.test(rest) ? `inset-${rest[0]}` : 'inset';
    case 'gap':
      return /^(x|y)-/.test(rest) ? `gap-${rest[0]}` : 'gap';
    case 'space':
      return /^(x|y)-/.test(rest) && rest.slice(2) !== 'reverse' ? `space-${rest[0]}` : null;
    case 'rounded': {
      const side = /^(ss|se|ee|es|tl|tr|br|bl|s|e|t|r|b|l)(-|$)/.exec(rest);
      return side ? `rounded-${side[1]}` : 'rounded';
    }
    case 'text':
      if (SIZES.test(rest) || /^\[\d/.test(rest)) return 'font-size';
      if (/^(left|center|right|justify|start|end)$/.test(rest)) return 'text-align';
      if (/^(wrap|nowrap|balance|pretty)$/.test(rest)) return 'text-wrap';
      if (/^(ellipsis|clip)$/.test(rest)) return 'text-overflow';
      return 'text-color';
    case 'font':
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(rest) ? 'font-weight' : 'font-family';
    case 'break':
      return /^(normal|words|all|keep)$/.test(rest) ? 'break' : null;
    case 'touch':
      if (/^pan-(x|left|right)$/.test(rest)) return 'touch-x';
      if (/^pan-(y|up|down)$/.test(rest)) return 'touch-y';
      return rest === 'pinch-zoom' ? 'touch-pz' : 'touch';
    case 'bg':
      if (/^(fixed|local|scroll|repeat.*|no-repeat|auto|cover|contain|none|clip-.*|origin-.*|linear-.*|radial.*|conic.*|gradient-.*|(top|bottom|left|right|center).*)$/.test(rest)) return null;
      return 'bg-color';
    case 'border': {
      const [first = '', ...more] = rest.split('-');
      if (SIDES.test(first)) {
        const value = more.join('-');
        return !value || LENGTH.test(value) ? `border-w-${first}` : `border-color-${first}`;
      }
      if (BORDER_STYLE.test(rest)) return 'border-style';
      if (/^(collapse|separate|spacing.*)$/.test(rest)) return null;
      return LENGTH.test(rest) ? 'border-w' : 'border-color';
    }
    case 'shadow':
      return /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(rest) ? 'shadow' : 'shadow-color';
    case 'ring':
      if (rest === 'inset') return 'ring-inset';
      if (rest.startsWith('offset-')) return LENGTH.test(rest.slice(7)) ? 'ring-offset-w' : 'ring-offset-color';
      return LENGTH.test(rest) ? 'ring-w' : 'ring-color';
    case 'outline':
      if (BORDER_STYLE.test(rest)) return 'outline-style';
      if (rest.startsWith('offset-')) return 'outline-offset';
      return LENGTH.test(rest) ? 'outline-w' : 'outline-color';
    case 'flex':
      if (/^(row|col)(-reverse)?$/.test(rest)) return 'flex-direction';
      if (/^(wrap|wrap-reverse|nowrap)$/.test(rest)) return 'flex-wrap';
      return 'flex';
    case 'items': case 'justify': case 'self': case 'content': case 'place': case 'object':
      return /^(contain|cover|fill|none|scale-down)$/.test(rest) || root !== 'object' ? root : 'object-position';
    case 'overflow':
      return /^(x|y)-/.test(rest) ? `overflow-${rest[0]}` : 'overflow';
    case 'line':
      return rest.startsWith('clamp-') ? 'line-clamp' : null;
    case 'grid':
      return rest.startsWith('cols-') ? 'grid-cols' : rest.startsWith('rows-') ? 'grid-rows' : rest.startsWith('flow-') ? 'grid-flow' : null;
    case 'col':
      if (rest.startsWith('start-')) return 'col-start';
      if (rest.startsWith('end-')) return 'col-end';
      return rest.startsWith('span-') || rest === 'auto' ? 'col-span' : null;
    case 'align':
      return 'align';
    case 'underline':
      return rest.startsWith('offset-') ? 'underline-offset' : null;
    case 'decoration':
      if (BORDER_STYLE.test(rest) || rest === 'wavy') return 'decoration-style';
      return /^(\d+|auto|from-font|\[\d.*\])$/.test(rest) ? 'decoration-thickness' : 'decoration-color';
    case 'translate': case 'scale':
      return /^(x|y)-/.test(rest) ? `${root}-${rest[0]}` : root;
    case 'transition':
      return 'transition';
    case 'pointer':
      return rest.startsWith('events-') ? 'pointer-events' : null;
    case 'select':
      return 'select';
    case 'backdrop':
      return rest.startsWith('blur') ? 'backdrop-blur' : null;
    case 'blur':
      return 'blur';
    case 'animate':
      return 'animate';
    case 'fill': case 'stroke':
      return LENGTH.test(rest) ? `${root}-w` : root;
    default:
      return null;
  }
}

/** `hover:md:!bg-red-600` → its variants (`hover:md:`) and the class itself (`bg-red-600`, leading - kept). */
function split(name: string): [variants: string, base: string] {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) cut = i + 1;
  }
  const base = name.slice(cut).replace(/^!|!$/g, '');
  return [name.slice(0, cut) + (name.slice(cut).startsWith('!') || name.endsWith('!') ? '!' : ''), base.replace(/^-/, '')];
}

// A page asks for the same few dozen combinations over and over (every card, badge and button): working one
// out was a sixth of hydrating /search. Remembered by the joined input, up to a bound, since class names can be
// built from data.
const MERGED_LIMIT = 500;
const merged = new Map<string, string>();

export function cn(...classes: Array<string | false | null | undefined>): string {
  const joined = classes.filter(Boolean).join(' ');
  let result = merged.get(joined);
  if (result === undefined) {
    if (merged.size >= MERGED_LIMIT) merged.clear();
    result = merge(joined);
    merged.set(joined, result);
  }
  return result;
}

function merge(joined: string): string {
  const names = joined.split(/\s+/).filter(Boolean);
  const kept: { name: string; key: string | null }[] = [];
  // Later classes win: walk from the end, keeping a class unless a later one of its group (or of a group that
  // clears it) was kept, under the same variants.
  const taken = new Set<string>();
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i]!;
    const [variants, base] = split(name);
    const group = groupOf(base);
    if (group === null) {
      if (!kept.some((k) => k.name === name)) kept.push({ name, key: null });
      continue;
    }
    const key = `${variants}|${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const cleared of ALSO_CLEARS[group] ?? []) taken.add(`${variants}|${cleared}`);
    kept.push({ name, key });
  }
  return kept.reverse().map((k) => k.name).join(' ');
}
