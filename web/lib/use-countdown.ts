import { useEffect, useState } from 'react';

/** Seconds left until `until` (a Date.now() value), never below 0, rounded up so "0:01" shows until the end. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** '0:45', '1:05': a short countdown as people read it. */
export function countdownText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Counts down to `until` once a second; answers the seconds left (0 when done or when `until` is null). */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : secondsLeft(until, now);
}
