// Counts requests whose handlers are still running, so shutdown can let them finish before the database closes.
export interface InFlightRequests {
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves when no request is running, or after `timeoutMs`. */
  drained(timeoutMs: number): Promise<void>;
}

export function createInFlightRequests(): InFlightRequests {
  let running = 0;
  let waiters: Array<() => void> = [];
  const settle = () => {
    running -= 1;
    if (running === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  return {
    track(work) {
      running += 1;
      return work.finally(settle);
    },
    drained(timeoutMs) {
      if (running === 0) return Promise.resolve();
      return new Promise<void>((done) => {
        const timer = setTimeout(done, timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          done();
        });
      });
    },
  };
}
