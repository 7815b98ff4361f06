// How many downloads build at once (server/modules/reports/downloadQueue.ts): `places` at a time, the rest wait
// their turn, and a download whose client left (its signal aborted) leaves the queue at once.
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createDownloadQueue } from "../../../server/modules/reports/downloadQueue";

describe("the download queue", () => {
  it("runs `places` builds at once and the others in turn", async () => {
    const queue = createDownloadQueue(2);
    let running = 0;
    let most = 0;
    const build = () =>
      queue.run(new AbortController().signal, async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(20);
        running -= 1;
      });
    await Promise.all([build(), build(), build(), build(), build()]);
    expect(most).toBe(2);
  });

  it("drops a waiter whose signal aborts, and its place goes to the next", async () => {
    const queue = createDownloadQueue(1);
    const first = queue.run(new AbortController().signal, () => sleep(50));
    const leaving = new AbortController();
    const second = queue.run(leaving.signal, () => Promise.resolve("ran"));
    const third = queue.run(new AbortController().signal, () => Promise.resolve("third ran"));
    leaving.abort(new Error("The client went away."));
    await expect(second).rejects.toThrow("The client went away.");
    await first;
    expect(await third).toBe("third ran");
  });
});
