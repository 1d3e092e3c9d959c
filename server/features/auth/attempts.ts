// Failed sign-ins per username, kept in memory: enough for one server process, and it forgets on restart,
// which only ever makes it more lenient. The per-IP limit is @fastify/rate-limit's job.

export interface AttemptLimiter {
  isBlocked(key: string): boolean;
  recordFailure(key: string): void;
  reset(key: string): void;
}

export function createAttemptLimiter(maxFailures: number, windowMs: number): AttemptLimiter {
  const failures = new Map<string, { count: number; firstAt: number }>();

  function current(key: string) {
    const entry = failures.get(key);
    if (entry && Date.now() - entry.firstAt > windowMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    isBlocked: (key) => (current(key)?.count ?? 0) >= maxFailures,
    recordFailure(key) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else failures.set(key, { count: 1, firstAt: Date.now() });
      if (failures.size > 50_000) failures.clear(); // never let an attacker grow memory without bound
    },
    reset: (key) => void failures.delete(key),
  };
}
