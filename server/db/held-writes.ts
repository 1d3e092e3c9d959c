// Writes held back in this process and made in batches, on PGlite only, where this process is the database's
// one writer and every statement waits in one queue: a listing view written alone cost about 2 ms of that queue,
// the same view in a batch of 50 a tenth of that (server/features/listings/view-ledger.ts).
// What is held must never be missed by a reader: before any other statement or transaction reaches the database,
// and before it closes, every holder writes what it holds. A read therefore sees every write whose request was
// answered before it, as if nothing had been held.
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client.js';

export interface WriteHolder {
  /** Whether anything is held now (asked before every statement: must be cheap). */
  holds(): boolean;
  /** Writes what is held now; resolves once it is in the database. */
  settle(): Promise<void>;
}

export interface HeldWrites {
  /** `holder` settles before every statement that is not its own, and before the database closes. */
  register(holder: WriteHolder): void;
  /** Every holder settled. */
  settle(): Promise<void>;
  /** The database without the hooks: for a holder's own writes, which must not wait for themselves. */
  direct: Db;
}

const HOOKED_METHODS = ['query', 'exec', 'transaction'] as const;

/**
 * Puts the hooks on `client`'s statements and transactions. `drizzleOn` makes the Db for the unhooked client
 * (a view of `client` that keeps its original methods).
 */
export function holdWritesOf(client: PGlite, drizzleOn: (client: PGlite) => Db): HeldWrites {
  const holders: WriteHolder[] = [];
  const settle = async () => {
    for (const holder of holders) if (holder.holds()) await holder.settle();
  };
  const originals = new Map<PropertyKey, (...args: unknown[]) => unknown>();
  for (const name of HOOKED_METHODS) {
    const original = (client[name] as (...args: unknown[]) => unknown).bind(client);
    originals.set(name, original);
    Object.defineProperty(client, name, {
      configurable: true,
      value: async (...args: unknown[]) => {
        if (holders.some((holder) => holder.holds())) await settle();
        return original(...args);
      },
    });
  }
  // PGlite keeps its state in private fields, so every method must run on the client itself, never on a copy.
  const unhooked = new Proxy(client, {
    get(target, name) {
      const value = originals.get(name) ?? Reflect.get(target, name, target);
      return typeof value === 'function' && !originals.has(name) ? value.bind(target) : value;
    },
  });
  return { register: (holder) => void holders.push(holder), settle, direct: drizzleOn(unhooked) };
}
