import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce, SEARCH_DEBOUNCE_MS } from "../../../common/timing";

describe("debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("calls once with the latest arguments after the quiet period", () => {
    const calls: string[] = [];
    const search = debounce((text: string) => calls.push(text), SEARCH_DEBOUNCE_MS);
    search("a");
    search("ab");
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(["ab"]);
  });

  it("can be cancelled", () => {
    const calls: string[] = [];
    const search = debounce((text: string) => calls.push(text), 300);
    search("a");
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
  });
});
