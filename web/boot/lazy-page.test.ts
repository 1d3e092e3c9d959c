import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { lazyPage } from './lazy-page';

const ThePage = () => null;

/** What the page component renders for `props`: the loaded page itself, or React's suspending lazy wrapper. */
const rendered = (Page: (props: object) => ReactElement, props: object = {}) => Page(props);

describe('lazyPage', () => {
  it('suspends until its chunk has loaded, then renders the page itself (no loading state in between)', async () => {
    const load = vi.fn(() => Promise.resolve({ default: ThePage }));
    const Page = lazyPage(load);
    expect(rendered(Page).type).not.toBe(ThePage);
    await Page.preload();
    const element = rendered(Page, { id: 'x' });
    expect(element.type).toBe(ThePage);
    expect(element.props).toEqual({ id: 'x' });
    // One download however often it is asked for.
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resolves preload even when the chunk fails, and tries again next time (a dropped connection)', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof ThePage }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: ThePage });
    const Page = lazyPage(load);
    const failedLoader = rendered(Page).type;
    await expect(Page.preload()).resolves.toBeUndefined();
    // Rendering after the failure loads again (React's lazy() would keep the failure for good).
    expect(rendered(Page).type).not.toBe(ThePage);
    expect(rendered(Page).type).not.toBe(failedLoader);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(rendered(Page).type).toBe(ThePage);
  });
});
