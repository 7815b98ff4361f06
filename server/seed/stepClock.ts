// How long each step of the demo seed took (SEED_TIMINGS=1 prints them at the start; bench/seedHistory.ts reads
// them): a mark ends a step and starts the next, so the steps add up to the whole seed.

/** Ends the running step under its name. */
export type StepMark = (step: string) => void;

export type StepListener = (step: string, ms: number) => void;

/** A clock whose marks report to the listener; without one, marks cost nothing. */
export function stepClock(listener?: StepListener): StepMark {
  if (!listener) return () => {};
  let last = performance.now();
  return (step) => {
    const now = performance.now();
    listener(step, now - last);
    last = now;
  };
}

/** Prints each step as it ends (the server's SEED_TIMINGS=1). */
export const printStep: StepListener = (step, ms) => console.log(`seed ${step}: ${Math.round(ms)} ms`);
