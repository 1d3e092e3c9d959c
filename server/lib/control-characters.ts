import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

// C0 control characters and DEL, except tab, line feed and carriage return (descriptions and messages have
// lines). PostgreSQL refuses NUL in text outright (a 500 before this check), and the others have no place in
// anything a person types.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string within `value` that holds a control character, or null. */
export function findControlCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path.join('.') || '_' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findControlCharacter(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findControlCharacter(key, [...path, key]) ?? findControlCharacter(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Refuses, before any route runs, a request whose address, query or JSON body carries a control character. */
export function installControlCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = findControlCharacter(request.params) ?? findControlCharacter(request.query) ?? findControlCharacter(request.body);
    if (field) {
      throw new AppError('validation', 'Text cannot contain control characters such as NUL.', { [field]: 'Remove the control characters from this text.' });
    }
  });
}
