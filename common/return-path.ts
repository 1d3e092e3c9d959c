// Where to send someone after they sign in, taken from `?next=` on the sign-in page or `/api/login`. Only a
// path on this site is accepted: anything else (another site, a protocol-relative '//host', the sign-in pages
// themselves, the API) would make sign-in an open redirect or a loop, so it falls back to the default.

const MAX_LENGTH = 512;
const NOT_A_DESTINATION = /^\/(?:api(?:\/|$)|login(?:[/?#]|$)|local-login(?:[/?#]|$)|admin-setup(?:[/?#]|$))/;

/** `value` when it is a safe same-site path to return to, otherwise null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  // One leading slash, then not a second slash or backslash (browsers read both as '//host').
  if (!/^\/(?![/\\])/.test(value)) return null;
  // Control characters, spaces and backslashes: browsers strip or rewrite some of them, which can turn
  // '/\t/host' into '//host'.
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\') return null;
  }
  if (NOT_A_DESTINATION.test(value)) return null;
  return value;
}

/** The sign-in page address that brings the reader back to `path` afterwards. */
export function signInReturningTo(path: string): string {
  const safe = safeReturnPath(path);
  return safe && safe !== '/' ? `/local-login?next=${encodeURIComponent(safe)}` : '/local-login';
}
