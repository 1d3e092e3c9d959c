// Hostile requests for the fuzz test (tests/api/fuzz.test.ts, and bench/fuzz.mjs at a larger count): fast-check
// arbitraries for ids, query strings and bodies that real clients never send — wrong types, huge and odd
// unicode strings, nulls, NaN, negative numbers, arrays for scalars, `__proto__` keys, broken JSON, wrong
// content types, truncated multipart, path tricks — aimed at every route of the server's own route table.
import fc from 'fast-check';

/** Field and parameter names the API reads, so hostile values reach the validators behind them. */
const FIELD_NAMES = [
  'username', 'password', 'currentPassword', 'newPassword', 'email', 'firstName', 'lastName', 'phoneNumber',
  'whatsappNumber', 'address', 'userType', 'identifier', 'challengeId', 'code', 'verificationMethod', 'contact',
  'title', 'description', 'location', 'propertyType', 'propertyCategory', 'priceUSD', 'priceSLL', 'priceOnRequest',
  'bedrooms', 'bathrooms', 'squareFootage', 'features', 'images', 'videos', 'status', 'rejectionReason',
  'receiverId', 'propertyId', 'content', 'sllPerUsd', 'agentBio', 'companyName', 'licenseNumber', 'specializations',
  'yearsInBusiness', 'limit', 'offset', 'cursor', 'q', 'sort', 'currency', 'minPriceUsd', 'maxPriceUsd',
  'minPriceSll', 'maxPriceSll', 'minSquareFeet', 'maxSquareFeet', 'category', 'to', 'date',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'isAdmin', '__proto__[isAdmin]',
] as const;

const ODD_STRINGS = [
  '', ' ', 'NaN', 'Infinity', '-Infinity', '-1', '0', '-0', '1e309', '9007199254740993', '0x10', '1_000', '١٢٣',
  'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor', 'toString', 'valueOf',
  "'; DROP TABLE users; --", '" OR 1=1 --', '%', '%%', '%00', '\\', '../../etc/passwd', '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>', '\u0000', 'a\u0000b', '\u202e\u0644\u0627', '👩🏾‍💻🏠', '\ud800', 'Ｆｒｅｅｔｏｗｎ', 'ǅ',
  'e\u0301', '\r\n\r\nHTTP/1.1 200 OK', '${7*7}', '{{7*7}}',
];

const hugeString = fc.constantFrom(10_000, 100_000, 600_000).chain((n) => fc.constantFrom('a', 'é', '🏠', '\u0000', ' ').map((c) => c.repeat(n)));

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: hugeString },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, -0.0001, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 63)),
  fc.integer(),
  fc.double(),
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, fc.constantFrom(null, true, false));

/** A JSON-able value of the wrong shape: scalars, arrays for scalars, nested objects with prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.array(fc.uuid(), { minLength: 0, maxLength: 60 }) },
    { weight: 1, arbitrary: fc.uniqueArray(fc.tuple(fc.constantFrom(...FIELD_NAMES), tie('value')), { maxLength: 3, selector: ([k]) => k }).map((entries) => new JsonObject(entries)) },
  ),
})).value;

/**
 * An object kept as its entries: JSON.stringify of a plain object cannot carry a `__proto__` key (it would set
 * the prototype), so the JSON text is written by hand.
 */
export class JsonObject {
  constructor(readonly entries: [string, unknown][]) {}
  toJSON() { return '<object>'; }
}

export function toJsonText(value: unknown): string {
  if (value instanceof JsonObject) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return JSON.stringify(value) ?? 'null';
}

const hostileObject = fc.uniqueArray(fc.tuple(fc.constantFrom(...FIELD_NAMES), hostileValue), { maxLength: 8, selector: ([k]) => k }).map((entries) => new JsonObject(entries));

const BROKEN_JSON = ['{', '{"a":', '{"a":1}}', '[', 'nul', 'NaN', 'undefined', "{'a':1}", '{"a":1,}', '\u0000', '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}', '{"a":"\\ud800"}', '"', '1e999999', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]'];

export interface HostileBody {
  kind: string;
  contentType?: string;
  body?: string;
}

const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';
function multipart(parts: string, close: boolean): string {
  return `${parts}${close ? `--${BOUNDARY}--\r\n` : ''}`;
}
const filePart = (field: string, name: string, type: string, data: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${data}\r\n`;

export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  { weight: 6, arbitrary: hostileObject.map((o) => ({ kind: 'json object', contentType: 'application/json', body: toJsonText(o) })) },
  { weight: 2, arbitrary: hostileValue.map((v) => ({ kind: 'json value', contentType: 'application/json', body: toJsonText(v) })) },
  { weight: 2, arbitrary: fc.constantFrom(...BROKEN_JSON).map((body) => ({ kind: 'broken json', contentType: 'application/json', body })) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=utf-16', 'image/png', 'multipart/form-data', '*/*', ''), hostileString)
      .map(([contentType, body]) => ({ kind: 'wrong content type', contentType: contentType || undefined, body })),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom('file', 'photo', '__proto__', 'images'), fc.constantFrom('house.jpg', '../../x.png', '', 'a\u0000.png', '🏠.webp'),
      fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'text/html', 'video/mp4', ''), fc.constantFrom('', '\xff\xd8\xff\xe0 not really a jpeg', '<svg onload=alert(1)>', '\x89PNG\r\n\x1a\n'),
      fc.boolean())
      .map(([field, name, type, data, close]) => ({ kind: close ? 'multipart' : 'truncated multipart', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart(filePart(field, name, type, data), close) })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'no body' }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'too large', contentType: 'application/json', body: `{"content":"${'x'.repeat(1_100_000)}"}` }) },
);

/** A path segment for an `:id`-like parameter: real ids, other ids, and path tricks. */
export function hostileSegment(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...realIds) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom('..', '.', '%2e%2e', '..%2F..%2F..%2Fetc%2Fpasswd', '%00', '%E0%A4%A', '%', '__proto__', 'constructor', 'toString', '-1', '0', 'NaN', '1e309', 'null', ' ', '%20', 'sm.webp', 'original', 'preview.jpg', 'x'.repeat(2000)) },
    { weight: 2, arbitrary: hostileString.filter((s) => s.length < 3000).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))) },
  );
}

/** A query string: known names (and prototype names), hostile values, repeated keys for arrays. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.constantFrom(...FIELD_NAMES, 'status[]', 'limit[0]'), fc.oneof(hostileString.filter((s) => s.length < 20_000), hostileNumber.map(String))), { maxLength: 6 })
  .map((pairs) => {
    const params = new URLSearchParams();
    for (const [k, v] of pairs) params.append(k, String(v).replace(/[\ud800-\udfff]/g, '?'));
    const text = params.toString();
    return text ? `?${text}` : '';
  });
