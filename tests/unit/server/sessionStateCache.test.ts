import { describe, expect, it } from "vitest";
import { createSessionStateCache } from "../../../server/session/sessionStateCache";
import type { SessionState } from "../../../server/core/auth";

const state: SessionState = {
  user: { id: "u1", email: "a@b.test", firstName: "A", lastName: "B", role: { id: "r1", name: "Cashier" } },
  permissions: [{ id: "p1", permission: "sales-orders:pos:*" }],
  allowedLocations: [{ id: "l1", name: "Gulberg Store", type: "RETAIL" }],
};

describe("the session state cache", () => {
  it("answers within its time to live and forgets after it", () => {
    let now = 1_000;
    const cache = createSessionStateCache(10_000, () => now);
    cache.set("s1", "v1", state);
    now += 9_999;
    expect(cache.get("s1", "v1")).toBe(state);
    now += 1;
    expect(cache.get("s1", "v1")).toBeUndefined();
  });

  it("forgets a state as soon as the user's version changes (role, permissions or locations changed)", () => {
    const cache = createSessionStateCache();
    cache.set("s1", "v1", state);
    expect(cache.get("s1", "v2")).toBeUndefined();
    expect(cache.get("s1", "v1")).toBeUndefined();
  });

  it("keeps sessions apart and forgets a deleted one", () => {
    const cache = createSessionStateCache();
    cache.set("s1", "v1", state);
    expect(cache.get("s2", "v1")).toBeUndefined();
    cache.delete("s1");
    expect(cache.get("s1", "v1")).toBeUndefined();
  });
});
