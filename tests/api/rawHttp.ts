// Plain HTTP against the test server, for what the GraphQL client hides: status codes, headers, timing, bodies
// that are not JSON.
import type { GqlResult } from "../support/api";

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** Milliseconds from sending to the whole body. */
  ms: number;
}

export async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, ms: performance.now() - started };
}

export interface GraphqlPost {
  query: string;
  variables?: object;
  token?: string;
  headers?: Record<string, string>;
}

/** POST /graphql as the web app does (JSON, its headers). */
export function postGraphql(baseUrl: string, { query, variables = {}, token, headers = {} }: GraphqlPost): Promise<Answer> {
  return send(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...(token ? { "x-api-key": token } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

export function resultOf<T = Record<string, unknown>>(answer: Answer): GqlResult<T> {
  try {
    return JSON.parse(answer.text) as GqlResult<T>;
  } catch {
    throw new Error(`The server answered ${answer.status} with a body that is not JSON: ${answer.text.slice(0, 300)}`);
  }
}
