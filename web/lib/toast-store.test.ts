import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from '../../common/constants';
import { dismissToast, getToastState, toast, toastReducer, type ToastItem, type ToastState } from './toast-store';

const item = (id: string): ToastItem => ({ id, open: true, title: `Toast ${id}` });

describe('toastReducer', () => {
  it('keeps at most one toast: a new one replaces the old', () => {
    let state: ToastState = { toasts: [] };
    state = toastReducer(state, { type: 'ADD', toast: item('1') });
    state = toastReducer(state, { type: 'ADD', toast: item('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('honours a larger limit, newest first', () => {
    let state: ToastState = { toasts: [] };
    for (const id of ['1', '2', '3', '4']) state = toastReducer(state, { type: 'ADD', toast: item(id) }, 3);
    expect(state.toasts.map((t) => t.id)).toEqual(['4', '3', '2']);
  });

  it('updates, dismisses and removes by id', () => {
    let state: ToastState = { toasts: [item('1')] };
    state = toastReducer(state, { type: 'UPDATE', toast: { id: '1', title: 'Changed' } });
    expect(state.toasts[0]?.title).toBe('Changed');
    state = toastReducer(state, { type: 'DISMISS', toastId: '1' });
    expect(state.toasts[0]?.open).toBe(false);
    state = toastReducer(state, { type: 'REMOVE', toastId: '1' });
    expect(state.toasts).toEqual([]);
  });

  it('dismisses and removes everything without an id', () => {
    let state: ToastState = { toasts: [item('1'), item('2')] };
    state = toastReducer(state, { type: 'DISMISS' }, 5);
    expect(state.toasts.every((t) => !t.open)).toBe(true);
    expect(toastReducer(state, { type: 'REMOVE' }).toasts).toEqual([]);
  });
});

describe('toast()', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns id, dismiss and update, and removes a dismissed toast after the remove delay', () => {
    vi.useFakeTimers();
    const handle = toast({ title: 'Login successful' });
    expect(getToastState().toasts).toHaveLength(1);
    handle.update({ description: 'Welcome back' });
    expect(getToastState().toasts[0]?.description).toBe('Welcome back');
    handle.dismiss();
    expect(getToastState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('shows only the newest of two toasts', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second' });
    expect(getToastState().toasts.map((t) => t.id)).toEqual([second.id]);
    dismissToast();
  });
});
