// SQL on the shared API server's database from a test file, on either engine (see databaseProbe.ts). For what no
// API offers: prefer the API wherever it answers.
import { inject } from "vitest";
import "./providedContext";
import type { ProbeRequest } from "./databaseProbe";

export function queryApiDatabase<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return queryProbe<T>(inject("apiDatabaseProbe"), text, params);
}

/** The same on the browser tests' server (an expired lot, a user of a role no screen makes in one step). */
export function queryE2eDatabase<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return queryProbe<T>(inject("e2eDatabaseProbe"), text, params);
}

async function queryProbe<T>(url: string, text: string, params: unknown[]): Promise<T[]> {
  const request: ProbeRequest = { text, params };
  const response = await fetch(url, { method: "POST", body: JSON.stringify(request) });
  if (!response.ok) throw new Error(`The test query failed: ${await response.text()}`);
  return (await response.json()) as T[];
}
