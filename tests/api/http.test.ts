import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import "../support/providedContext";

describe("the HTTP server", () => {
  it("answers /health with the database in use", async () => {
    const response = await fetch(`${inject("apiUrl")}/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: string };
    expect(body.status).toBe("ok");
    expect(body.database).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
  });

  it("answers a GraphQL request without a token with UNAUTHENTICATED, not a crash", async () => {
    const response = await fetch(`${inject("apiUrl")}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ getLocations { meta { totalCount } } }" }),
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("answers an unknown company account exactly as a request without a session, naming no account", async () => {
    const ask = (headers: Record<string, string>) =>
      fetch(`${inject("apiUrl")}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query: "{ getCountries { meta { totalCount } } }" }),
      }).then((response) => response.json() as Promise<{ errors?: { message: string; extensions?: { code?: string } }[] }>);
    const unknown = await ask({ "x-account-id": "no-such-company" });
    const known = await ask({ "x-account-id": "demo" });
    const none = await ask({});
    expect(unknown.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(unknown.errors).toEqual(none.errors);
    expect(unknown.errors).toEqual(known.errors);
  });
});
