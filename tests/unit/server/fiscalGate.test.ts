// The fiscal authority gate (issue 25, item 3): an integration's postings take at most LANE_MAX places; after
// FAILURES_TO_OPEN failures running its authority is left alone, for longer each time, then tried with one
// posting; an answer closes it. And never echo a secret: an authority's message without the POS ID and token.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { createAuthorityGate, FAILURES_TO_OPEN, LANE_MAX } from "../../../server/modules/fiscal/authorityGate";
import { redactSecrets } from "../../../server/modules/fiscal/redact";

function gateAt(start = 1_000_000) {
  let now = start;
  const gate = createAuthorityGate({ retryDelaySeconds: 30, timeoutMs: 15_000, now: () => now, random: () => 0 });
  return { gate, advance: (ms: number) => (now += ms) };
}

describe("the authority gate", () => {
  it("lets LANE_MAX postings of one integration go at once, and any number of other integrations'", () => {
    const { gate } = gateAt();
    const held = Array.from({ length: LANE_MAX }, () => gate.enter("a"));
    expect(held.every((decision) => decision.go)).toBe(true);
    const third = gate.enter("a");
    expect(third.go).toBe(false);
    expect(gate.enter("b").go).toBe(true);
    const first = held[0];
    if (first.go) first.done("answered", 300);
    expect(gate.enter("a").go).toBe(true);
  });

  it("opens after FAILURES_TO_OPEN failures, for the retry delay then twice as long, and closes on an answer", () => {
    const { gate, advance } = gateAt();
    for (let failure = 0; failure < FAILURES_TO_OPEN; failure += 1) {
      const decision = gate.enter("a");
      if (!decision.go) throw new Error("should go");
      decision.done("failed", 15_000);
    }
    const closed = gate.enter("a");
    expect(closed).toMatchObject({ go: false });
    if (!closed.go) expect(closed.waitSeconds).toBeCloseTo(30, 0);
    advance(30_001);
    const trial = gate.enter("a");
    expect(trial.go).toBe(true);
    // one trial at a time while half-open
    expect(gate.enter("a").go).toBe(false);
    if (trial.go) trial.done("failed", 15_000);
    const again = gate.enter("a");
    if (!again.go) expect(again.waitSeconds).toBeCloseTo(60, 0);
    advance(60_001);
    const second = gate.enter("a");
    if (!second.go) throw new Error("should go");
    second.done("answered", 200);
    expect(gate.enter("a").go).toBe(true);
    expect(gate.enter("a").go).toBe(true);
  });

  it("learns nothing from a posting that never called the authority", () => {
    const { gate } = gateAt();
    for (let run = 0; run < 10; run += 1) {
      const decision = gate.enter("a");
      if (!decision.go) throw new Error("should go");
      decision.done("not-called", 0);
    }
    expect(gate.enter("a").go).toBe(true);
  });
});

describe("an authority's message", () => {
  it("loses the POS ID where it stands alone, and the token", () => {
    expect(redactSecrets("POSID 812001 is not registered; token tok-123456 refused; ref 98120015", { posId: "812001", accessToken: "tok-123456" })).toBe(
      "POSID [POS ID] is not registered; token [access token] refused; ref 98120015",
    );
  });
});

describe("a production server", () => {
  it("never serves the sandbox, and refuses to start when told to", () => {
    expect(loadConfig({ NODE_ENV: "production" }).fiscal.sandbox).toBe(false);
    expect(() => loadConfig({ NODE_ENV: "production", FISCAL_SANDBOX: "1" })).toThrow(/never posts to the sandbox/);
    expect(loadConfig({}).fiscal.sandbox).toBe(true);
  });
});
