import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names and skips falsy ones', () => {
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });

  it('lets the later of two conflicting Tailwind classes win (the "Reduced" badge on a neutral badge)', () => {
    expect(cn('rounded-full bg-slate-100 text-slate-700', 'bg-red-600 text-white')).toBe('rounded-full bg-red-600 text-white');
    expect(cn('bg-brand-100 text-brand-800', 'bg-white/95 text-slate-800')).toBe('bg-white/95 text-slate-800');
    expect(cn('px-2.5 py-0.5 text-xs', 'px-4')).toBe('py-0.5 text-xs px-4');
  });

  it('keeps the rest', () => {
    expect(cn('bg-slate-100 text-slate-700', 'bg-red-600 text-white')).toBe('bg-red-600 text-white');
    expect(cn('text-brand-700', false, 'text-sm')).toBe('text-brand-700 text-sm');
    expect(cn('h-10 px-4', 'h-12 rounded-2xl px-7', 'md:h-9')).toBe('h-12 rounded-2xl px-7 md:h-9');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('hover:bg-slate-100', 'bg-white', 'hover:bg-red-50')).toBe('bg-white hover:bg-red-50');
  });

  it('answers a combination it has seen the same way, also once its memory has been emptied', () => {
    expect(cn('px-2', 'p-4')).toBe('p-4');
    for (let i = 0; i < 1200; i++) expect(cn(`w-${i}`, 'size-4', i % 2 ? 'h-2' : null)).toBe(i % 2 ? 'size-4 h-2' : 'size-4');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
  });

  // The guard for replacing tailwind-merge (9.5 KB on every first load): every class written anywhere in web/,
  // paired with every other one under the same variants, merges as tailwind-merge merges it.
  it('merges every pair of classes the app writes as tailwind-merge does', () => {
    const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) && !name.includes('.test.') ? [full] : [];
      });
    const classes = new Set<string>();
    for (const file of files(webDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(["'`])((?:(?!\1)[^\\\n])*)\1/g)) {
        for (const token of match[2]!.split(/\s+/)) if (/^[!a-z0-9:\-[\]/.()%_&>*=#,@]+$/.test(token) && /-|^[a-z]+$/.test(token)) classes.add(token);
      }
    }
    // Words that are not Tailwind classes (ids, paths, prose) are left out: tailwind-merge keeps a repeated
    // class only when it does not know it.
    for (const name of classes) if (twMerge(`${name} ${name}`) !== name) classes.delete(name);
    const byVariants = new Map<string, string[]>();
    for (const name of classes) {
      const variants = name.slice(0, name.lastIndexOf(':') + 1);
      byVariants.set(variants, [...(byVariants.get(variants) ?? []), name]);
    }
    const differences: string[] = [];
    for (const group of byVariants.values()) {
      for (const a of group) {
        for (const b of group) {
          if (a === b) continue;
          const expected = twMerge(`${a} ${b}`);
          if (cn(a, b) !== expected) differences.push(`cn('${a}', '${b}') = '${cn(a, b)}', tailwind-merge '${expected}'`);
        }
      }
    }
    expect(classes.size).toBeGreaterThan(400);
    expect(differences.slice(0, 40)).toEqual([]);
  });
});
