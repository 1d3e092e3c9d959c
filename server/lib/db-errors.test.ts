import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './db-errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
// Drizzle wraps a failed statement: "Failed query: …" with the driver's error as its cause.
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnreachable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection refused on every address', Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: 'ECONNREFUSED' })],
    ['administrator shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', withCode('57P02')],
    ['starting up', withCode('57P03', 'the database system is starting up')],
    ['connection failure', withCode('08006')],
    ['connection does not exist', withCode('08003')],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('timeout exceeded when trying to connect')],
    ['pool ended', new Error('Cannot use a pool after calling end on the pool')],
    ['PGlite closed', new Error('PGlite is closed')],
  ])('%s, also wrapped by Drizzle', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(isDatabaseUnreachable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
    expect(isDatabaseUnreachable(wrapped(error))).toBe(false);
  });
});
