// The one way the web app talks to the API: POST /graphql with the spec's headers (x-account-id, x-api-key).
// GraphQL errors become GraphqlRequestError (HttpError-compatible: message, statusCode, errors for forms).
import type { HttpError, ValidationErrors } from "@refinedev/core";
import { clearSession, getStoredAccountId, getToken } from "./session";

const GRAPHQL_PATH = "/graphql";

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BAD_USER_INPUT: 422,
  BAD_REQUEST: 400,
  QUANTITY_MISMATCH: 400,
  INTERNAL_SERVER_ERROR: 500,
};

export class GraphqlRequestError extends Error implements HttpError {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** Per-field messages in the shape Refine's useForm puts onto form fields. */
  readonly errors?: ValidationErrors;

  constructor(message: string, options: { code: string; statusCode?: number; fields?: Record<string, string> }) {
    super(message);
    this.name = "GraphqlRequestError";
    this.code = options.code;
    this.statusCode = options.statusCode ?? STATUS_BY_CODE[options.code] ?? 400;
    this.fields = options.fields ?? {};
    if (Object.keys(this.fields).length > 0) this.errors = { ...this.fields };
  }
}

interface GraphqlErrorBody {
  message?: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; fields?: Record<string, string> };
}

interface GraphqlResponseBody<T> {
  data?: T | null;
  errors?: GraphqlErrorBody[];
}

/** The stored account id, else the first sub-domain when the host has 3 or more parts (none on localhost). */
function resolveAccountId(hostname: string = window.location.hostname): string | null {
  const stored = getStoredAccountId();
  if (stored) return stored;
  if (hostname === "localhost" || /^[\d.]+$/.test(hostname) || hostname.includes(":")) return null;
  const parts = hostname.split(".");
  return parts.length >= 3 ? parts[0] : null;
}

/** The headers that name the company and the session on every call to the server (GraphQL and uploads). */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const accountId = resolveAccountId();
  if (accountId) headers["x-account-id"] = accountId;
  const token = getToken();
  if (token) headers["x-api-key"] = token;
  return headers;
}

function requestHeaders(): Record<string, string> {
  return { "content-type": "application/json", accept: "application/json", ...sessionHeaders() };
}

function toRequestError(error: GraphqlErrorBody, httpStatus: number): GraphqlRequestError {
  const code = error.extensions?.code ?? (httpStatus >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST");
  return new GraphqlRequestError(error.message ?? "Something went wrong. Please try again.", {
    code,
    fields: error.extensions?.fields,
  });
}

function isAuthenticateTokenError(error: GraphqlErrorBody, query: string): boolean {
  if (error.path?.[0] === "authenticateToken") return true;
  return !error.path && /\bauthenticateToken\b/.test(query);
}

/** A stored token the server refuses: sign out, back to the login page, fresh start. */
function endRejectedSession(): void {
  clearSession();
  window.location.assign("/");
}

export async function gqlRequest<T>(
  query: string,
  variables?: object,
  options?: { ignoreErrors?: boolean; signal?: AbortSignal },
): Promise<T> {
  let response: Response;
  let body: GraphqlResponseBody<T>;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: "POST",
      headers: requestHeaders(),
      body: JSON.stringify({ query, variables: variables ?? {} }),
      // aborted (a caller's timeout): no answer, as a network failure
      signal: options?.signal,
    });
    body = (await response.json()) as GraphqlResponseBody<T>;
  } catch (cause) {
    console.error("Network error while calling the API", cause);
    throw new GraphqlRequestError("Network error", { code: "NETWORK_ERROR", statusCode: 503 });
  }

  const firstError = body.errors?.[0];
  if (firstError) {
    if (isAuthenticateTokenError(firstError, query)) {
      endRejectedSession();
    }
    if (options?.ignoreErrors) {
      // Flagged operations keep whatever data came back; the errors are only logged.
      console.warn("Ignored API error", body.errors);
      return (body.data ?? null) as T;
    }
    throw toRequestError(firstError, response.status);
  }
  if (!response.ok || body.data === undefined || body.data === null) {
    throw new GraphqlRequestError("Something went wrong. Please try again.", {
      code: "INTERNAL_SERVER_ERROR",
      statusCode: response.status >= 400 ? response.status : 500,
    });
  }
  return body.data;
}
