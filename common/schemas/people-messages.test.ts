import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel } from './people-messages.js';

describe('messages for people', () => {
  it('names fields as people read them', () => {
    expect(fieldLabel(['whatsappNumber'])).toBe('WhatsApp number');
    expect(fieldLabel(['priceUSD'])).toBe('Price USD');
    expect(fieldLabel(['features', 2])).toBe('Features');
    expect(fieldLabel([])).toBe('This value');
  });

  it('replaces zod\'s own texts for missing and wrong-typed fields, and keeps a schema\'s own message', () => {
    const schema = z.object({ bedrooms: z.number(), tags: z.array(z.string()), kind: z.enum(['a', 'b']), name: z.string({ error: 'Name please' }) });
    const messages = schema.safeParse({ bedrooms: 'two', kind: 'c' }).error!.issues.map((i) => i.message);
    expect(messages).toEqual(['Bedrooms must be a number', 'Tags is required', 'Kind: please choose one of the options offered', 'Name please']);
    expect(schema.safeParse([]).error!.issues[0]!.message).toBe('The form could not be read. Please reload the page and try again.');
  });
});
