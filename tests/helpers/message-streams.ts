// An open live message stream (GET /api/messages/stream) as a browser tab holds it: everything it received, and
// whether the server ended it.
import { expect } from 'vitest';

export interface HeldStream {
  /** Everything received so far. */
  text(): string;
  /** True once the server ended the stream within `ms`, false if it is still open then. */
  endsWithin(ms: number): Promise<boolean>;
  /** Resolves once the received text contains `part`; fails after `ms`. */
  waitFor(part: string, ms?: number): Promise<void>;
  abort(): void;
}

export async function openStream(baseUrl: string, cookie: string): Promise<HeldStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/messages/stream`, { headers: { cookie }, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  let changed: () => void = () => {};
  const ended = (async () => {
    try {
      while (true) {
        const { done, value } = await reader.read();
        if (done) return;
        received += decoder.decode(value, { stream: true });
        changed();
      }
    } catch {
      /* aborted by the test */
    }
  })();
  const nextChange = () => new Promise<void>((resolve) => { changed = resolve; });
  const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));
  // The opening line means the server holds the stream now.
  while (!received.includes('retry:')) await Promise.race([nextChange(), ended]);
  return {
    text: () => received,
    endsWithin: (ms) => Promise.race([ended.then(() => true), after(ms, false)]),
    async waitFor(part, ms = 5_000) {
      const deadline = Date.now() + ms;
      while (!received.includes(part)) {
        if (Date.now() > deadline) throw new Error(`The stream did not receive ${part} within ${ms} ms; it got:\n${received}`);
        await Promise.race([nextChange(), ended, after(100, undefined)]);
      }
    },
    abort: () => controller.abort(),
  };
}
