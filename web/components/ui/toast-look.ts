// How each toast variant looks: its own icon and colours, so a warning never wears a success tick.
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ToastVariant } from '../../lib/toast-store';

export interface ToastLook {
  icon: LucideIcon;
  /** The toast's border, background and text. */
  box: string;
  iconClass: string;
  descriptionClass: string;
  /** Errors interrupt (assertive); the rest wait their turn (polite). */
  urgent: boolean;
}

const ERROR: ToastLook = {
  icon: CircleAlert,
  // red-700, not red-600: the description's near-white is 4.4:1 on red-600, under the 4.5:1 body text needs.
  box: 'border-red-800 bg-red-700 text-white',
  iconClass: '',
  descriptionClass: 'text-red-50',
  urgent: true,
};
const INFO: ToastLook = {
  icon: Info,
  box: 'border-slate-200 bg-white text-slate-900',
  iconClass: 'text-sky-700',
  descriptionClass: 'text-slate-600',
  urgent: false,
};

export const TOAST_LOOKS: Record<ToastVariant, ToastLook> = {
  default: INFO,
  info: INFO,
  success: { ...INFO, icon: CircleCheck, box: 'border-brand-200 bg-white text-slate-900', iconClass: 'text-brand-600' },
  warning: { ...INFO, icon: TriangleAlert, box: 'border-amber-300 bg-amber-50 text-slate-900', iconClass: 'text-amber-700', descriptionClass: 'text-slate-700' },
  error: ERROR,
  destructive: ERROR,
};
