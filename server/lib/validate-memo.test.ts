import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoisedParser, rawQueryOf } from './validate.js';

const schema = z.object({ page: z.coerce.number().int().min(1), tags: z.array(z.string()).default([]) });

describe('memoisedParser', () => {
  it('parses each raw query once and shares a frozen value', () => {
    let parses = 0;
    const counted = schema.transform((v) => {
      parses += 1;
      return v;
    });
    const parse = memoisedParser(counted);
    const first = parse('page=2', { page: '2' });
    const again = parse('page=2', { page: '2' });
    expect(again).toBe(first);
    expect(parses).toBe(1);
    expect(first).toEqual({ page: 2, tags: [] });
    expect(Object.isFrozen(first) && Object.isFrozen(first.tags)).toBe(true);
  });

  it('does not keep a failure, and forgets the oldest beyond its size', () => {
    const parse = memoisedParser(schema, 2);
    expect(() => parse('page=0', { page: '0' })).toThrow();
    expect(() => parse('page=0', { page: '0' })).toThrow();
    const one = parse('page=1', { page: '1' });
    parse('page=2', { page: '2' });
    parse('page=3', { page: '3' });
    expect(parse('page=1', { page: '1' })).not.toBe(one);
  });

  it('keys by the query string of a URL', () => {
    expect(rawQueryOf('/api/properties/search?q=a&b=1')).toBe('q=a&b=1');
    expect(rawQueryOf('/api/properties/search')).toBe('');
  });
});
