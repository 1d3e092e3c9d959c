// Renders the toast store with Radix Toast (spec section 9): 5000 ms, swipe right past 50 px to dismiss,
// F8 focuses the notification region. The store keeps at most one toast, so a new one replaces the old.
import { Toast as T } from 'radix-ui';
import { X } from 'lucide-react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../../common/constants';
import { cn } from '../../lib/cn';
import { useToast } from '../../lib/use-toast';
import { TOAST_LOOKS } from './toast-look';

export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <T.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notification">
      {toasts.map(({ id, title, description, variant = 'default', open, duration }) => {
        const look = TOAST_LOOKS[variant];
        const Icon = look.icon;
        return (
        <T.Root
          key={id}
          open={open}
          duration={duration}
          type={look.urgent ? 'foreground' : 'background'}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-xl',
            'data-[state=open]:animate-[toast-in_200ms_ease-out] data-[state=closed]:animate-[fade-out_150ms_ease-in]',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:animate-[swipe-out_150ms_ease-out]',
            look.box,
          )}
          data-variant={variant}
        >
          <Icon className={cn('mt-0.5 size-5 shrink-0', look.iconClass)} aria-hidden="true" />
          <div className="min-w-0 flex-1 space-y-0.5">
            {title ? <T.Title className="text-sm font-semibold">{title}</T.Title> : null}
            {description ? (
              <T.Description className={cn('text-sm', look.descriptionClass)}>
                {description}
              </T.Description>
            ) : null}
          </div>
          <T.Close
            aria-label="Close notification"
            className={cn(
              'absolute top-3 right-3 rounded-full p-1 opacity-80 hover:opacity-100 focus-visible:ring-2 focus-visible:outline-none',
              look.urgent ? 'focus-visible:ring-white' : 'text-slate-500 focus-visible:ring-brand-500',
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </T.Close>
        </T.Root>
        );
      })}
      <T.Viewport
        hotkey={['F8']}
        className={cn(
          'fixed z-[100] flex w-full max-w-[calc(100vw-1.5rem)] flex-col gap-2 outline-none sm:max-w-sm',
          // Above the bottom bar on phones, top right on larger screens. While a dialog is open it is a bottom
          // sheet on phones, with its buttons at the bottom: the toast moves to the top so it never hides them.
          'right-3 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] md:top-24 md:right-6 md:bottom-auto',
          'max-md:[body:has([role=dialog][data-state=open])_&]:top-[calc(0.75rem+env(safe-area-inset-top))]',
          'max-md:[body:has([role=dialog][data-state=open])_&]:bottom-auto',
        )}
      />
    </T.Provider>
  );
}
