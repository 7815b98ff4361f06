// Whether the till can reach the server: the browser says it is offline, or a request to the server just failed
// for want of an answer (the network, the server down). The till then works from its local catalogue and keeps its
// sales (README "Offline till") until a request goes through again.
import { useSyncExternalStore } from "react";
import { GraphqlRequestError } from "../../providers/graphqlClient";

let unreachable = false;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** The request got no answer from our server (as opposed to an answer refusing it). */
export function isNoAnswer(error: unknown): boolean {
  if (error instanceof GraphqlRequestError) return error.code === "NETWORK_ERROR" || [502, 503, 504].includes(error.statusCode);
  return error instanceof TypeError;
}

export function isOffline(): boolean {
  return unreachable || (typeof navigator !== "undefined" && navigator.onLine === false);
}

export function noteServerUnreachable(): void {
  if (unreachable) return;
  unreachable = true;
  changed();
}

export function noteServerAnswered(): void {
  if (!unreachable) return;
  unreachable = false;
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** True while the till works without the server. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/** Asks the server when it can be reached, else answers from the till (and remembers that the server is away). */
export async function serverElseTill<T>(fromServer: () => Promise<T>, fromTill: () => Promise<T>): Promise<T> {
  if (isOffline()) return fromTill();
  try {
    const answer = await fromServer();
    noteServerAnswered();
    return answer;
  } catch (error) {
    if (!isNoAnswer(error)) throw error;
    noteServerUnreachable();
    return fromTill();
  }
}
