// Radix Dialog with the house styling. Radix traps focus, restores it on close and closes on Escape.
import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

export const Dialog = D.Root;

interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof D.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Visually hide the title (it stays for screen readers), e.g. for an image viewer. */
  hideTitle?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

// Title and description ids of our own: Radix takes them from useId, and Preact's useId repeats itself across
// separately rendered parts of the page (a lazily loaded menu and a dialog's portal got the same id, so the
// dialog was named after the account button). A page-wide counter cannot repeat.
let dialogCount = 0;
const useDialogIds = () => useState(() => {
  dialogCount += 1;
  return { title: `dialog-${dialogCount}-title`, description: `dialog-${dialogCount}-description` };
})[0];

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' };

export function DialogContent({ title, description, hideTitle, size = 'md', className, children, ...props }: DialogContentProps) {
  const ids = useDialogIds();
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <D.Content
        className={cn(
          // A bottom sheet on phones (thumb reach), a centred card from sm up.
          'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl',
          'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
          'focus:outline-none data-[state=open]:animate-[dialog-in_180ms_ease-out]',
          widths[size],
          className,
        )}
        aria-labelledby={ids.title}
        aria-describedby={description ? ids.description : undefined}
        {...props}
      >
        <div className={cn('mb-4 pr-10', hideTitle && 'sr-only')}>
          <D.Title id={ids.title} className="text-lg font-semibold text-slate-900">{title}</D.Title>
          {description ? <D.Description id={ids.description} className="mt-1 text-sm text-slate-600">{description}</D.Description> : null}
        </div>
        {children}
        <D.Close
          className="absolute top-4 right-4 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          aria-label="Close"
        >
          <X className="size-5" aria-hidden="true" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
