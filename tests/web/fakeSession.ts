// What the web tests fake at the edge of the app: the signed-in session in localStorage, and /graphql (fetch).
import { vi } from "vitest";

export interface GraphqlCall {
  query: string;
  variables: Record<string, unknown>;
}

interface Location {
  id: string;
  name: string;
  type: string;
}

/** Stores a signed-in session as the login screen would; the first location becomes the current one. */
export function signInForTest(options: { permissions?: string[]; locations?: Location[]; tenantName?: string } = {}): void {
  const { permissions = ["*"], locations = [], tenantName = "Demo" } = options;
  localStorage.setItem("token", "t");
  localStorage.setItem("tenant", JSON.stringify({ id: "t", name: tenantName, accountId: "demo", currency: "PKR" }));
  localStorage.setItem(
    "user",
    JSON.stringify({ id: "u", email: "a@b.c", firstName: "A", lastName: "B", role: { id: "r", name: "Admin" }, permissions, allowedLocations: locations }),
  );
  if (locations[0]) localStorage.setItem(locations[0].type === "RETAIL" ? "retailId" : "warehouseId", locations[0].id);
}

/** Replaces fetch with a /graphql that answers each request body with `answer`; returns the calls made. */
export function stubGraphql(answer: (call: GraphqlCall) => object): GraphqlCall[] {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: { body: string }) => {
      const call = JSON.parse(init.body) as GraphqlCall;
      calls.push(call);
      return new Response(JSON.stringify(answer(call)), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}
