import type { Plugin } from 'vite';
import { joinShapes, type IconData } from '../../web/lib/icons/icon-shapes.ts';
import { fromRoot } from './paths.ts';

/**
 * Every lucide-react icon module calls createLucideIcon from '../createLucideIcon.mjs' with its shapes. This
 * rewrites each icon module to call leanIcon (web/lib/icons/lean-icon.ts) with the shapes already joined into
 * one path (web/lib/icons/icon-shapes.ts), so the app draws each icon with one plain component and one path
 * (docs/decisions/0007-lean-icons.md) and a phone neither downloads nor runs the joining. A module it cannot
 * read keeps its call, pointed at lean-icon's createLucideIcon, which joins at run time. The app keeps
 * importing icons from 'lucide-react'.
 */
export function leanLucideIcons(): Plugin {
  const LUCIDE_ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
  const leanIcon = fromRoot('web/lib/icons/lean-icon.ts');
  const ICON_DATA = /^const __iconData = (\{[\s\S]*?\n\});$/m;
  const ICON = /^const (\w+) = createLucideIcon\(__iconData\);$/m;
  return {
    name: 'salone-lean-lucide-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && LUCIDE_ICON_MODULE.test(importer)) return leanIcon;
      return null;
    },
    transform(code, id) {
      if (!LUCIDE_ICON_MODULE.test(id)) return null;
      const literal = ICON_DATA.exec(code)?.[1];
      const icon = ICON.exec(code)?.[1];
      if (!literal || !icon) return null;
      // The module's own object literal (names, numbers, strings and arrays only), read as lucide wrote it.
      const data = new Function(`return ${literal};`)() as IconData;
      const { d, others } = joinShapes(data.node);
      const kept = others.map(([tag, { key: _key, ...attrs }]) => [tag, attrs]);
      const args = [JSON.stringify(data.name), JSON.stringify(data.size ?? 24), JSON.stringify(d), ...(kept.length ? [JSON.stringify(kept)] : [])];
      return { code: `import { leanIcon } from ${JSON.stringify(leanIcon)};\nconst ${icon} = leanIcon(${args.join(', ')});\nexport { ${icon} as default };\n`, map: null };
    },
  };
}
