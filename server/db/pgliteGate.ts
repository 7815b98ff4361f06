// The embedded database has one connection: PGlite runs one query or transaction at a time and queues the rest
// without a bound. This gate sits in front of it, first come first served, so that a request that cannot get the
// connection within the acquire timeout fails with DatabaseBusyError (503) instead of waiting forever, as
// node-postgres's pool does with connectionTimeoutMillis.
import type { PGlite } from "@electric-sql/pglite";
import { DatabaseBusyError } from "./databaseBusy";

export interface Gate {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** A FIFO mutex whose waiters give up after `acquireTimeoutMs` (0: they wait as long as it takes). */
export function createGate(acquireTimeoutMs: number): Gate {
  let held = false;
  const waiting: Array<() => void> = [];
  const acquire = (): Promise<void> => {
    if (!held) {
      held = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const granted = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer =
        acquireTimeoutMs > 0
          ? setTimeout(() => {
              waiting.splice(waiting.indexOf(granted), 1);
              reject(new DatabaseBusyError(acquireTimeoutMs));
            }, acquireTimeoutMs)
          : undefined;
      waiting.push(granted);
    });
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else held = false;
  };
  return {
    async run(work) {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

const GATED = new Set<PropertyKey>(["query", "exec", "transaction"]);

/**
 * The client with its top-level query, exec and transaction behind the gate. Statements inside a transaction
 * go through the transaction object PGlite hands its callback, so they never queue behind the gate again.
 */
export function gatedPglite(client: PGlite, gate: Gate): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!GATED.has(property)) return method.bind(target);
      return (...args: unknown[]) => gate.run(() => Promise.resolve(method.apply(target, args)));
    },
  });
}
