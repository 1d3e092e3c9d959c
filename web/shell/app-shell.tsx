import { useEffect, useRef, type ReactElement } from 'react';
import { useLocation } from 'wouter';
import { ToasterHost } from '../components/ui/toaster-host';
import { HydrateWhenIdle } from '../boot/hydrate-when-idle';
import { BackgroundWork } from './background-work';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { TopBar } from './top-bar';

/**
 * Starts each new page at the top, as a full page load would. Not on the page the app opened with: the
 * browser has placed it already (at the top, or where a reload or Back left the reader), and scrolling there
 * would make the browser lay the page out in the middle of start-up.
 */
function ScrollToTop() {
  const [location] = useLocation();
  const openedWith = useRef<string | null>(location);
  useEffect(() => {
    if (location === openedWith.current) return;
    // Once the reader has moved on, every page starts at the top, the opening one too when they come back.
    openedWith.current = null;
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppShell({ children }: { children: ReactElement }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <OfflineBanner />
      {/* The header and the phone's bottom bar too: links that work as the server drew them (web/boot/hydrate-when-idle.tsx). */}
      <HydrateWhenIdle>
        <TopBar />
      </HydrateWhenIdle>
      {/* At least a screen tall: while a page or its data loads, the footer stays below the fold instead of
          showing and then jumping away (a layout shift phones feel, and Lighthouse counts). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 pt-2 focus:outline-none md:pt-6">
        {/* The page itself too, apart from the shell (each page draws one root element; its own parts follow in
            turns of their own): starting the app and taking the page over were one task. */}
        <HydrateWhenIdle>{children}</HydrateWhenIdle>
      </main>
      {/* The bottom bar is fixed on phones, so the footer leaves room for it. Far below the first screen, the
          footer of a server-drawn page is taken over after the page, when the browser is idle. */}
      <HydrateWhenIdle>
        <div className="pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
          <Footer />
        </div>
      </HydrateWhenIdle>
      <HydrateWhenIdle>
        <BottomNav />
      </HydrateWhenIdle>
      <ToasterHost />
      <BackgroundWork />
    </div>
  );
}
