import { onlineManager } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useBrowserStore } from '../boot/hydration';
import { savedCopyTime, useSavedCopyAt } from '../lib/saved-copy';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
const ONLINE = () => true;

/**
 * Says so while the browser is offline, or while the page shows the copy kept on this phone (the server out
 * of reach though the phone has a network); what failed is read again on its own when the connection is back.
 */
export function OfflineBanner() {
  const online = useBrowserStore(subscribe, isOnline, ONLINE);
  const savedAt = useSavedCopyAt();
  if (online && !savedAt) return null;
  return (
    <div role="status" className="sticky top-0 z-40 flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 ring-1 ring-amber-300">
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {savedAt ? `Saved copy from ${savedCopyTime(savedAt)}: you are offline` : "You're offline — we'll retry when you're back"}
    </div>
  );
}
