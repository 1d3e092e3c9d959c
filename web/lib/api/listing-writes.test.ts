import { afterEach, describe, expect, it, vi } from 'vitest';
import { createListing } from './listing-writes';

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each call with the next response in turn. */
function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => responses.shift()!);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const KEY = '0b6f7c9e-2f1a-4c3d-9e8b-5a4d3c2b1a09';

describe('createListing with a draft key', () => {
  it('sends the key and answers the new listing (201)', async () => {
    const fetchMock = stubFetch(json({ id: 'd1', title: 'New' }, 201));
    expect(await createListing({ status: 'draft', title: 'New' }, KEY)).toEqual({ id: 'd1', title: 'New' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ status: 'draft', title: 'New', draftKey: KEY });
  });

  it('writes its values over the listing an earlier call with the key made (200)', async () => {
    const fetchMock = stubFetch(json({ id: 'd1', title: 'Before the reload' }, 200), json({ id: 'd1', title: 'After the reload' }, 200));
    expect(await createListing({ status: 'draft', title: 'After the reload' }, KEY)).toEqual({ id: 'd1', title: 'After the reload' });
    const [url, init] = fetchMock.mock.calls[1]!;
    expect([url, init?.method]).toEqual(['/api/properties/d1', 'PUT']);
    expect(JSON.parse(init!.body as string)).toEqual({ status: 'draft', title: 'After the reload' });
  });

  it('sends no key when it has none', async () => {
    const fetchMock = stubFetch(json({ id: 'd2' }, 201));
    await createListing({ status: 'pending' });
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ status: 'pending' });
  });
});
