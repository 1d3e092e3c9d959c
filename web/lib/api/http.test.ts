import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiGetPage, apiRequest, errorMessage } from './http';

/** Each call gets a fresh copy: a Response body can be read only once. */
function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => response.clone());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApiError message (spec section 8)', () => {
  it('is "status: body text" when the body has text', async () => {
    stubFetch(json({ message: 'Invalid username or password', code: 'unauthorized' }, 401, 'Unauthorized'));
    const error = await apiRequest('POST', '/api/local/login', { username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.message).toBe('401: {"message":"Invalid username or password","code":"unauthorized"}');
    expect(e.status).toBe(401);
    expect(e.serverMessage).toBe('Invalid username or password');
    expect(e.code).toBe('unauthorized');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const error = (await apiGet('/api/anything').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps a plain-text body as it is and has no server message', async () => {
    stubFetch(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await apiGet('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: Bad gateway');
    expect(error.serverMessage).toBeUndefined();
  });

  it('exposes per-field messages', async () => {
    stubFetch(json({ message: 'Username is taken', code: 'conflict', fields: { username: 'Username is taken' } }, 409));
    const error = (await apiRequest('POST', '/api/register', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.fields).toEqual({ username: 'Username is taken' });
  });
});

describe('requests', () => {
  it('sends credentials and a JSON content type only with a body', async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    await apiRequest('POST', '/api/x', { a: 1 });
    await apiRequest('DELETE', '/api/x');
    const [, withBody] = fetchMock.mock.calls[0]!;
    const [, withoutBody] = fetchMock.mock.calls[1]!;
    expect(withBody?.credentials).toBe('include');
    expect((withBody?.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(withBody?.body).toBe('{"a":1}');
    expect(withoutBody?.credentials).toBe('include');
    expect((withoutBody?.headers as Record<string, string>)['content-type']).toBeUndefined();
    expect(withoutBody?.body).toBeUndefined();
  });

  it('reads 204 as null', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/logout')).resolves.toBeNull();
  });

  it('turns a 401 into null only when asked (the current-user read)', async () => {
    stubFetch(json({ message: 'Please sign in', code: 'unauthorized' }, 401));
    await expect(apiGet('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
    stubFetch(json({ message: 'Please sign in', code: 'unauthorized' }, 401));
    await expect(apiGet('/api/properties/my')).rejects.toBeInstanceOf(ApiError);
  });

  it('sends the development-mode role on reads when dev_mode_state is on', async () => {
    const store = new Map([['dev_mode_state', JSON.stringify({ enabled: true, role: 'agent' })]]);
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null });
    const fetchMock = stubFetch(json([]));
    await apiGet('/api/properties');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)['x-dev-mode-role']).toBe('agent');
  });

  it('sends no role header when development mode is off', async () => {
    vi.stubGlobal('localStorage', { getItem: () => JSON.stringify({ enabled: false, role: 'agent' }) });
    const fetchMock = stubFetch(json([]));
    await apiGet('/api/properties');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)['x-dev-mode-role']).toBeUndefined();
  });
});

describe('a page of a list', () => {
  it('reads the array and the whole list\'s total from x-total-count', async () => {
    stubFetch(new Response(JSON.stringify([{ id: 'a' }]), { headers: { 'content-type': 'application/json', 'x-total-count': '41' } }));
    expect(await apiGetPage('/api/saved-homes')).toEqual({ data: [{ id: 'a' }], total: 41 });
  });

  it('refuses an answer of another shape instead of showing an empty list', async () => {
    stubFetch(json({ items: [{ id: 'a' }], total: 1 }));
    const notAList = (await apiGetPage('/api/saved-homes').catch((e: unknown) => e)) as ApiError;
    expect(notAList).toBeInstanceOf(ApiError);
    expect(notAList.status).toBe(502);
    stubFetch(json([{ id: 'a' }]));
    const noTotal = (await apiGetPage('/api/saved-homes').catch((e: unknown) => e)) as ApiError;
    expect(noTotal.message).toContain('x-total-count');
  });
});

describe('errorMessage', () => {
  it('prefers the server message, else the fallback', () => {
    expect(errorMessage(new ApiError(400, 'Bad Request', '{"message":"Nope"}'), 'Login failed')).toBe('Nope');
    expect(errorMessage(new ApiError(500, 'Internal Server Error', ''), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Login failed');
  });
});

describe('a lost or slow connection', () => {
  it('turns a failed connection into a NetworkError with a message for people', async () => {
    const { NetworkError, OFFLINE_MESSAGE } = await import('./http');
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const error = await apiGet('/api/properties').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessage(error, 'fallback')).toBe(OFFLINE_MESSAGE);
  });

  it('gives up on a read that gets no answer in time', async () => {
    const { NetworkError, READ_TIMEOUT_MS, TIMEOUT_MESSAGE } = await import('./http');
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })));
      const pending = apiGet('/api/properties').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS + 1);
      const error = await pending;
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as Error).message).toBe(TIMEOUT_MESSAGE);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes on a cancellation by the caller as it was', async () => {
    const { NetworkError } = await import('./http');
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const controller = new AbortController();
    const pending = apiGet('/api/properties', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).not.toBeInstanceOf(NetworkError);
  });
});
