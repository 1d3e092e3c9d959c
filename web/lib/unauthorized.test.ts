import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectOnceToastCanShow } from './unauthorized';

describe('the redirect after "You are logged out"', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function deferred() {
    let resolve!: () => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('waits for the toaster to arrive, then gives the toast its 500 ms', async () => {
    const toaster = deferred();
    const redirect = vi.fn();
    redirectOnceToastCanShow(toaster.promise, redirect, 500, 5_000);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(redirect).not.toHaveBeenCalled();
    toaster.resolve();
    await vi.advanceTimersByTimeAsync(499);
    expect(redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('still redirects when the toaster cannot load, or takes too long', async () => {
    const failed = deferred();
    const afterFailure = vi.fn();
    redirectOnceToastCanShow(failed.promise, afterFailure, 500, 5_000);
    failed.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(500);
    expect(afterFailure).toHaveBeenCalledTimes(1);

    const stalled = deferred();
    const afterStall = vi.fn();
    redirectOnceToastCanShow(stalled.promise, afterStall, 500, 5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(afterStall).toHaveBeenCalledTimes(1);
    stalled.resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(afterStall).toHaveBeenCalledTimes(1);
  });
});
