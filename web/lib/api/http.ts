// The one way the browser talks to the API (spec sections 7 and 8): cookies always sent, JSON content type
// only when there is a body, and every non-OK answer becomes an ApiError.
import { TOTAL_COUNT_HEADER, type Page } from '../../../common/api/page';
import { DEV_MODE_HEADER, getDevModeRole } from '../dev-mode';
import { noteAnswer } from '../saved-copy';

/** The API's error body (docs/architecture.md): `{ message, code, fields? }`. */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  fields?: Record<string, string>;
}

// The fields of these errors are `declare`d and set in the constructor: a field written as a class field is
// compiled for the build's oldest targets into four helper functions (0.4 KB on every page's first load).
export class ApiError extends Error {
  declare readonly status: number;
  /** The body's `message` field when the server sent one: the text to show people. */
  declare readonly serverMessage: string | undefined;
  declare readonly code: string | undefined;
  declare readonly fields: Record<string, string> | undefined;
  declare readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    // The spec fixes this exact shape: status, colon, space, then the body text or the status text.
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    const body = parseErrorBody(bodyText);
    this.serverMessage = body?.message;
    this.code = body?.code;
    this.fields = body?.fields;
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return null;
    const p = parsed as Record<string, unknown>;
    return {
      message: typeof p.message === 'string' && p.message ? p.message : undefined,
      code: typeof p.code === 'string' ? p.code : undefined,
      fields:
        p.fields && typeof p.fields === 'object' && !Array.isArray(p.fields)
          ? (Object.fromEntries(
              Object.entries(p.fields as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
            ) as Record<string, string>)
          : undefined,
    };
  } catch {
    return null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// A phone on a weak signal can wait forever for an answer that never comes: every call gives up after these,
// and the page shows an error with "Try again" instead of an endless spinner.
export const READ_TIMEOUT_MS = 20_000;
export const WRITE_TIMEOUT_MS = 20_000;
/** Photos and videos take long on slow mobile data. */
export const UPLOAD_TIMEOUT_MS = 180_000;

export const OFFLINE_MESSAGE = "You're offline. Check your connection — we'll retry when you're back.";
export const TIMEOUT_MESSAGE = 'The connection is too slow or was lost. Please try again.';

/** The request never got an answer: no network, or no answer in time. Nothing reached the server's rules. */
export class NetworkError extends Error {
  declare readonly kind: 'offline' | 'timeout';

  constructor(kind: 'offline' | 'timeout') {
    super(kind === 'offline' ? OFFLINE_MESSAGE : TIMEOUT_MESSAGE);
    this.name = 'NetworkError';
    this.kind = kind;
  }
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/** The text to show for a failed call: the server's message, a lost connection said so, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return error.message;
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

/** fetch that gives up after `timeoutMs` and turns a failed connection into a NetworkError. */
export async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const caller = init.signal ?? undefined;
  const onCallerAbort = () => timeout.abort();
  caller?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: timeout.signal });
    if (!init.method || init.method === 'GET') noteAnswer(response);
    return response;
  } catch (error) {
    // The caller cancelled (a newer search, a closed page): not a network problem, pass it on as it was.
    if (caller?.aborted) throw caller.reason ?? error;
    throw new NetworkError(timeout.signal.aborted ? 'timeout' : 'offline');
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', onCallerAbort);
  }
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return null;
  const text = await res.text();
  if (!text) return null;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) return JSON.parse(text);
  return text;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = '';
  try {
    text = await res.text();
  } catch {
    /* the status text will do */
  }
  throw new ApiError(res.status, res.statusText, text);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** A write (or any call with a method): JSON body when given; resolves to the parsed body or null. */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return (await apiSend<T>(method, url, body, options)).body;
}

/** As apiRequest, with the answer's status, for a caller to whom 200 and 201 mean different things. */
export async function apiSend<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...options.headers };
  const hasBody = body !== undefined;
  if (hasBody && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const isUpload = body instanceof FormData;
  const res = await fetchWithTimeout(url, {
    method,
    credentials: 'include',
    headers,
    body: hasBody ? (body instanceof FormData ? body : JSON.stringify(body)) : undefined,
    signal: options.signal,
  }, isUpload ? UPLOAD_TIMEOUT_MS : WRITE_TIMEOUT_MS);
  await throwIfNotOk(res);
  return { status: res.status, body: (await readBody(res)) as T };
}

export interface GetOptions extends RequestOptions {
  /** What a 401 means for this read: an error (default) or "nobody", as for the current user. */
  on401?: 'throw' | 'returnNull';
}

/** The one GET: the development-mode role header when one is set, a non-OK answer thrown as ApiError. */
async function fetchForRead(url: string, options: GetOptions): Promise<Response | null> {
  const headers: Record<string, string> = { ...options.headers };
  const devRole = getDevModeRole();
  if (devRole) headers[DEV_MODE_HEADER] = devRole;
  const res = await fetchWithTimeout(url, { credentials: 'include', headers, signal: options.signal }, READ_TIMEOUT_MS);
  if (options.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  return res;
}

/** A default data read: GET, JSON, with the development-mode role header when one is set. */
export async function apiGet<T = unknown>(url: string, options: GetOptions = {}): Promise<T> {
  const res = await fetchForRead(url, options);
  return (res ? await readBody(res) : null) as T;
}

/**
 * A list read: lists that can grow answer a plain array with the whole list's total in x-total-count
 * (docs/architecture.md). Any other answer is the server's mistake, shown as an error with "Try again",
 * never read as an empty list.
 */
export async function apiGetPage<T>(url: string, options: RequestOptions = {}): Promise<Page<T>> {
  const res = (await fetchForRead(url, options))!;
  const body = await readBody(res);
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  if (!Array.isArray(body) || !Number.isInteger(total)) {
    throw new ApiError(502, 'Bad Gateway', `Expected a list with its ${TOTAL_COUNT_HEADER} from ${url}`);
  }
  return { data: body as T[], total };
}
