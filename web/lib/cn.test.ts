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
  });
});
