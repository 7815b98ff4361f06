import { expect } from "vitest";
import type { GqlResult } from "./api";

/** Asserts the call failed with exactly one GraphQL error of this code (and message, when given); returns it. */
export function expectGqlError<T>(result: GqlResult<T>, code: string, message?: string) {
  expect(result.errors, `expected a ${code} error, got data ${JSON.stringify(result.data)}`).toBeDefined();
  const [error] = result.errors ?? [];
  expect(error.extensions?.code, JSON.stringify(result.errors)).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
  return error;
}

/** Asserts the call succeeded and returns its data. */
export function expectData<T>(result: GqlResult<T>): T {
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  expect(result.data).not.toBeNull();
  return result.data as T;
}
