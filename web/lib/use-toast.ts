import { useSyncExternalStore } from 'react';
import { dismissToast, getToastState, subscribeToasts, toast } from './toast-store';

export { toast, dismissToast } from './toast-store';
export type { ToastHandle, ToastInput, ToastVariant } from './toast-store';

/** The current toasts plus the `toast` and `dismiss` functions, for components. */
export function useToast() {
  const state = useSyncExternalStore(subscribeToasts, getToastState, getToastState);
  return { ...state, toast, dismiss: dismissToast };
}
