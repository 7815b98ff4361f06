import { inject } from "vitest";
import "./providedContext";

export type GqlError = {
  message: string;
  extensions?: { code?: string; fields?: Record<string, string> } & Record<string, unknown>;
};
export type GqlResult<T> = { data: T | null; errors?: GqlError[] };
export type GqlOptions = { token?: string; accountId?: string };

export type LoginPayload = {
  token: string;
  user: { id: string; email: string; firstName: string; lastName: string; role: { id: string; name: string } };
  tenant: { id: string; name: string; accountId: string; currency: string };
  permissions: { id: string; permission: string }[];
  allowedLocations: { id: string; name: string; type: "RETAIL" | "WAREHOUSE" }[];
};

export const LOGIN_PAYLOAD_FIELDS = `
  token
  user { id email firstName lastName role { id name } }
  tenant { id name accountId currency }
  permissions { id permission }
  allowedLocations { id name type }
`;

const LOGIN = `mutation Login($email: String!, $password: String!, $accountId: String) {
  loginUser(email: $email, password: $password, accountId: $accountId) { ${LOGIN_PAYLOAD_FIELDS} }
}`;

export type ApiClient = {
  gql<T = Record<string, unknown>>(query: string, variables?: object, options?: GqlOptions): Promise<GqlResult<T>>;
  /** Signs in and returns the payload; throws with the server's message when it fails. */
  login(email: string, password: string, accountId?: string): Promise<LoginPayload>;
};

/** A GraphQL client for the server at baseUrl, over real HTTP. */
export function createApiClient(baseUrl: string): ApiClient {
  async function gql<T>(query: string, variables: object = {}, options: GqlOptions = {}): Promise<GqlResult<T>> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (options.token) headers["x-api-key"] = options.token;
    if (options.accountId) headers["x-account-id"] = options.accountId;
    const response = await fetch(`${baseUrl}/graphql`, { method: "POST", headers, body: JSON.stringify({ query, variables }) });
    const text = await response.text();
    try {
      return JSON.parse(text) as GqlResult<T>;
    } catch {
      throw new Error(`The server answered ${response.status} with a body that is not JSON: ${text.slice(0, 300)}`);
    }
  }

  async function login(email: string, password: string, accountId?: string): Promise<LoginPayload> {
    const result = await gql<{ loginUser: LoginPayload }>(LOGIN, { email, password, accountId });
    if (!result.data?.loginUser) {
      throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(result.errors)}`);
    }
    return result.data.loginUser;
  }

  return { gql, login };
}

/** The client for the shared server that the api project's global setup started. */
function sharedClient(): ApiClient {
  return createApiClient(inject("apiUrl"));
}

export function gql<T = Record<string, unknown>>(query: string, variables?: object, options?: GqlOptions) {
  return sharedClient().gql<T>(query, variables, options);
}

export function login(email: string, password: string, accountId?: string) {
  return sharedClient().login(email, password, accountId);
}

export { LOGIN as LOGIN_MUTATION };
