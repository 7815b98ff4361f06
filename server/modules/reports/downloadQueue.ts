// How many downloads build their file at once in this process: a few, so that downloads never take the
// connections ordinary requests need (a quarter of the pool on PostgreSQL; one at a time on the embedded
// database, whose single connection they share batch by batch with every other request). A download waits its
// turn here, never on the pool, for as long as its own bounds allow (its signal). Process memory is right for
// this: it guards this process's own pool.
export interface DownloadQueue {
  /** Runs `work` when a place is free; gives up when `signal` aborts first. */
  run<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T>;
}

export function createDownloadQueue(places: number): DownloadQueue {
  let free = Math.max(1, places);
  const waiting: Array<() => void> = [];
  const take = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      signal.throwIfAborted();
      if (free > 0) {
        free -= 1;
        return resolve();
      }
      const granted = () => {
        signal.removeEventListener("abort", gaveUp);
        resolve();
      };
      const gaveUp = () => {
        waiting.splice(waiting.indexOf(granted), 1);
        reject(signal.reason);
      };
      signal.addEventListener("abort", gaveUp, { once: true });
      waiting.push(granted);
    });
  const give = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    async run(signal, work) {
      await take(signal);
      try {
        return await work();
      } finally {
        give();
      }
    },
  };
}
