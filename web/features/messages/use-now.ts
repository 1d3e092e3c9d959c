import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`, so "5m" ages while the page stays open (no network involved). */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
