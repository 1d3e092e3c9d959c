// helmet's security headers, worked out once. helmet's middleware sets the same headers on every response (it
// reads nothing from the request: no nonce, no per-route choice), so the list is captured from one run of it
// at start-up and then set directly: on a cached read, helmet's chain of a dozen middlewares was several per
// cent of the CPU.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

export function securityHeaderList(options: HelmetOptions): HeaderList {
  const headers = new Map<string, readonly [string, string]>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), [name, String(value)]);
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
    finished = true;
  });
  // helmet's chain is synchronous; a version that were not would leave us without headers, so say so loudly.
  if (!finished) throw new Error('helmet did not finish synchronously: the security headers cannot be precomputed');
  if (failure) throw failure;
  return [...headers.values()];
}

export function applyHeaders(response: ServerResponse, headers: HeaderList): void {
  for (const [name, value] of headers) response.setHeader(name, value);
  // helmet's hidePoweredBy; Node itself sets no X-Powered-By, so there is nothing else to remove.
}
