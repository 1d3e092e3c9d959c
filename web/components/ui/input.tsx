import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 transition-colors hover:border-slate-400 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/20 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  // 16 px text keeps iOS from zooming into the field on focus.
  return <input ref={ref} type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
});
