// The page's first API answers, written by the server into a page it draws (server/web-boot-hints.ts), keyed
// by the address the app reads them from. A query given one as its initial data draws at once, with content,
// instead of drawing a placeholder and drawing again when its request returns.
import { getDevModeRole } from '../lib/dev-mode';

type PageDocument = Pick<Document, 'getElementById'> | null;

/** The JSON the server wrote into `<script type="application/json" id=…>`; undefined when absent or broken. */
export function readPageJson(doc: PageDocument, id: string): unknown {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

let answers: Map<string, unknown> | null = null;

function readAnswers(doc: PageDocument): Map<string, unknown> {
  const value = readPageJson(doc, 'boot-data');
  return value && typeof value === 'object' && !Array.isArray(value) ? new Map(Object.entries(value)) : new Map();
}

/**
 * The answer the page came with for `url`, handed out once: a later visit to the same screen asks the server
 * as usual. Nothing in development with a development-mode role, which changes who the server sees.
 */
export function takeBootData<T>(url: string, doc: PageDocument = typeof document === 'undefined' ? null : document): T | undefined {
  if (getDevModeRole()) return undefined;
  answers ??= readAnswers(doc);
  if (!answers.has(url)) return undefined;
  const value = answers.get(url) as T;
  answers.delete(url);
  return value;
}

/**
 * The answers for one server render (web/boot/entry-server.tsx): the server renders a page with the same answers it
 * writes into that page, so the browser's first render finds the same data and hydrates without a redraw.
 */
export function provideAnswersForServerRender(given: Record<string, unknown>): void {
  answers = new Map(Object.entries(given));
}

/** Forgets what was read (tests). */
export function resetBootData(): void {
  answers = null;
}
