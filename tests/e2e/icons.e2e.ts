// Every lucide icon the app uses, drawn as lucide draws it and as web/lib/icons/lean-icon.ts draws it (its
// shapes joined into one path), must look the same. Compared pixel by pixel in Chromium at 96 px.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { joinShapes, type IconData, type IconNode } from '../../web/lib/icons/lean-icon.js';
import { launchBrowser } from './browser.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LUCIDE = path.join(ROOT, 'node_modules/lucide-react/dist/esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The icon names the app imports from 'lucide-react', and the module of each (from lucide's own index). */
async function iconsInUse(): Promise<Array<{ name: string; data: IconData }>> {
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(ROOT, 'web'))) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from 'lucide-react'/g)) {
      for (const part of list!.split(',')) {
        const name = part.trim().split(/\s+/)[0];
        if (name && name !== 'type') names.add(name);
      }
    }
  }
  const index = readFileSync(path.join(LUCIDE, 'lucide-react.mjs'), 'utf8');
  return Promise.all(
    [...names].map(async (name) => {
      const file = new RegExp(`default as ${name}[,\\s}][^;]*from '\\./icons/([^']+)'`).exec(index)?.[1];
      expect(file, `lucide-react exports ${name}`).toBeTruthy();
      const module = (await import(path.join(LUCIDE, 'icons', file!))) as { __iconData: IconData };
      return { name, data: module.__iconData };
    }),
  );
}

const attributes = (attrs: IconNode[number][1]) =>
  Object.entries(attrs)
    .filter(([key]) => key !== 'key')
    .map(([key, value]) => ` ${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}"`)
    .join('');
const shapes = (node: IconNode) => node.map(([tag, attrs]) => `<${tag}${attributes(attrs)}/>`).join('');
const image = (inner: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</svg>`,
  );

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('icons drawn as one path', () => {
  it('look like lucide’s own drawings, for every icon the app uses', async () => {
    const icons = await iconsInUse();
    expect(icons.length).toBeGreaterThan(50);
    const pairs = icons.map(({ name, data }) => {
      const { d, others } = joinShapes(data.node);
      return { name, lucide: image(shapes(data.node)), lean: image(`<path d="${d}"/>${shapes(others)}`) };
    });
    const page = await browser.newPage();
    // Share of the drawing's ink that differs; a misplaced shape differs by tens of percent, while strokes that
    // overlap inside one path (instead of across two) differ by a fraction of one.
    const differences = await page.evaluate(async (list) => {
      const pixels = async (src: string) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = new OffscreenCanvas(96, 96);
        const context = canvas.getContext('2d')!;
        context.drawImage(img, 0, 0);
        return context.getImageData(0, 0, 96, 96).data;
      };
      const out: Record<string, number> = {};
      for (const { name, lucide, lean } of list) {
        const [a, b] = [await pixels(lucide), await pixels(lean)];
        let diff = 0;
        let ink = 0;
        for (let i = 3; i < a.length; i += 4) {
          diff += Math.abs(a[i]! - b[i]!);
          ink += a[i]!;
        }
        out[name] = diff / Math.max(ink, 1);
      }
      return out;
    }, pairs);
    await page.close();
    const different = Object.entries(differences).filter(([, share]) => share > 0.01);
    expect(different).toEqual([]);
  });
});
