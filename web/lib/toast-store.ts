// Toast state (spec sections 4 and 9): at most TOAST_LIMIT visible, a new toast replaces the old, toasts can be
// added, updated, dismissed, then removed. The reducer is pure; timers live in `dispatch` below.
import type { ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../common/constants';

/** 'destructive' is the older name of 'error'; 'default' looks like 'info'. */
export type ToastVariant = 'default' | 'info' | 'success' | 'warning' | 'error' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the viewport's default duration (ms). */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: 'ADD'; toast: ToastItem }
  | { type: 'UPDATE'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS'; toastId?: string }
  | { type: 'REMOVE'; toastId?: string };

export function toastReducer(state: ToastState, action: ToastAction, limit = TOAST_LIMIT): ToastState {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, limit) };
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE', toastId: id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dispatch(action: ToastAction): void {
  if (action.type === 'DISMISS') {
    const ids = action.toastId === undefined ? state.toasts.map((t) => t.id) : [action.toastId];
    ids.forEach(scheduleRemoval);
  }
  state = toastReducer(state, action);
  listeners.forEach((l) => l());
}

export function getToastState(): ToastState {
  return state;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let counter = 0;
function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (next: ToastInput) => void;
}

/** Shows a toast; usable anywhere (hooks, mutation callbacks, plain functions). */
export function toast(input: ToastInput): ToastHandle {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'DISMISS', toastId: id });
  const update = (next: ToastInput) => dispatch({ type: 'UPDATE', toast: { ...next, id } });
  dispatch({ type: 'ADD', toast: { ...input, id, open: true } });
  return { id, dismiss, update };
}

export function dismissToast(toastId?: string): void {
  dispatch({ type: 'DISMISS', toastId });
}

// The toaster's code is a chunk of its own, loaded by the host that draws toasts (web/components/ui). Code that
// must know a toast can be seen before it moves on (the redirect after "You are logged out") asks here.
let loadToasterCode: () => Promise<unknown> = () => Promise.resolve();

/** Called once by the toaster host with the function that loads (or has loaded) its code. */
export function registerToasterLoader(load: () => Promise<unknown>): void {
  loadToasterCode = load;
}

/** Settles when the toaster's code is here, so a toast asked for now can be drawn. */
export function toasterReady(): Promise<unknown> {
  return loadToasterCode();
}
