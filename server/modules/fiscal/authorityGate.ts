// Keeps one integration's authority from holding up the others: in this process at most
// LANE_MAX postings of an integration are with its authority at once, and an authority that failed
// FAILURES_TO_OPEN times running (no answer, an outage) is left alone for a while (the circuit is open), then
// tried with one posting. A posting that may not go now is postponed (its job runs again later, no attempt
// counted), so the postings of other integrations pass it. The state is process memory and only a cache: after a
// restart, or in another process, an authority is tried afresh; the worst staleness costs a few more calls to a
// failing authority, or a few seconds' wait for a healthy one.

/** Postings of one integration with its authority at once, per process. */
export const LANE_MAX = 2;
/** Errors running (a rejection is an answer, not one) that open the circuit. */
export const FAILURES_TO_OPEN = 3;
/** The longest the circuit stays open. */
const OPEN_MAX_SECONDS = 600;
/** Integrations remembered at most (those failing; a healthy idle one is forgotten at once). */
const REMEMBERED_MAX = 10_000;

export type CallResult = "answered" | "failed" | "not-called";

type GateDecision = { go: true; done(result: CallResult, durationMs: number): void } | { go: false; waitSeconds: number; reason: string };

interface LaneState {
  inFlight: number;
  failures: number;
  /** Times the circuit opened running (each doubles how long it stays open). */
  openings: number;
  openUntil: number;
  /** The lane's recent call time, for how long a posting waits for a place. */
  averageMs: number;
}

export interface AuthorityGate {
  enter(integrationId: string): GateDecision;
}

export function createAuthorityGate(options: { retryDelaySeconds: number; timeoutMs: number; now?: () => number; random?: () => number }): AuthorityGate {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const lanes = new Map<string, LaneState>();
  const jitter = () => random() * 0.5;

  function laneOf(integrationId: string): LaneState {
    let lane = lanes.get(integrationId);
    if (!lane) {
      lane = { inFlight: 0, failures: 0, openings: 0, openUntil: 0, averageMs: 1000 };
      lanes.set(integrationId, lane);
      if (lanes.size > REMEMBERED_MAX) lanes.delete(lanes.keys().next().value as string);
    }
    return lane;
  }

  function finish(integrationId: string, lane: LaneState, result: CallResult, durationMs: number): void {
    lane.inFlight = Math.max(0, lane.inFlight - 1);
    if (result === "not-called") {
      // nothing learnt of the authority
    } else {
      lane.averageMs = lane.averageMs * 0.7 + durationMs * 0.3;
      if (result === "answered") {
        lane.failures = 0;
        lane.openings = 0;
        lane.openUntil = 0;
      } else {
        lane.failures += 1;
        if (lane.failures >= FAILURES_TO_OPEN) {
          lane.openings += 1;
          const seconds = Math.min(OPEN_MAX_SECONDS, options.retryDelaySeconds * 2 ** (lane.openings - 1));
          lane.openUntil = now() + seconds * 1000;
        }
      }
    }
    if (lane.inFlight === 0 && lane.failures === 0 && lanes.get(integrationId) === lane) lanes.delete(integrationId);
  }

  return {
    enter(integrationId) {
      const lane = laneOf(integrationId);
      const at = now();
      if (lane.openUntil > at) {
        return { go: false, waitSeconds: (lane.openUntil - at) / 1000 + jitter(), reason: "the authority failed repeatedly (circuit open)" };
      }
      const halfOpen = lane.failures >= FAILURES_TO_OPEN;
      const places = halfOpen ? 1 : LANE_MAX;
      if (lane.inFlight >= places) {
        const seconds = Math.min(options.timeoutMs, Math.max(1000, lane.averageMs)) / 1000;
        return { go: false, waitSeconds: seconds + jitter(), reason: halfOpen ? "the authority is being tried again" : "the integration's earlier postings are with the authority" };
      }
      lane.inFlight += 1;
      let finished = false;
      return {
        go: true,
        done(result, durationMs) {
          if (finished) return;
          finished = true;
          finish(integrationId, lane, result, durationMs);
        },
      };
    },
  };
}
