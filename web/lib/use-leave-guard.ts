// Warns before leaving a page with unsaved work: the browser's own prompt on reload, close or an outside link
// (beforeunload), and a confirm for in-app links, which never unload the page.
import { useEffect } from 'react';

export const LEAVE_WARNING = 'You have changes that are not saved yet. Leave this page anyway?';

let leavingOnPurpose = false;

/** The app itself sends the person away (signed out): no "leave this page?" prompt; the work is kept locally. */
export function allowLeaving(): void {
  leavingOnPurpose = true;
}

export function useLeaveGuard(active: boolean, message = LEAVE_WARNING): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leavingOnPurpose) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = message;
    };
    // Capture phase on the document: runs before the router's own click handler on the link.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, message]);
}
