import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets the later of two conflicting Tailwind classes win, and keeps the rest', () => {
    expect(cn('bg-slate-100 text-slate-700', 'bg-red-600 text-white')).toBe('bg-red-600 text-white');
    expect(cn('text-brand-700', false, 'text-sm')).toBe('text-brand-700 text-sm');
  });
});
