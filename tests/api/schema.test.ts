import { readFileSync } from "node:fs";
import { buildClientSchema, buildSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema, type IntrospectionQuery } from "graphql";
import { describe, expect, inject, it } from "vitest";
import { printedSchema, schemaFile } from "../../server/graphql/printSchema";
import { login } from "../support/api";
import { demoAdmin } from "../support/logins";
import "../support/providedContext";

const normalise = (sdl: string) => printSchema(lexicographicSortSchema(buildSchema(sdl)));

describe("server/schema.graphql", () => {
  it("is what the code prints (run `npm run schema:print` when this fails)", () => {
    expect(readFileSync(schemaFile, "utf8")).toBe(printedSchema());
  });

  it("is the schema the running server answers introspection with (to a signed-in user)", async () => {
    const { token } = await login(demoAdmin.email, demoAdmin.password);
    const response = await fetch(`${inject("apiUrl")}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": token },
      body: JSON.stringify({ query: getIntrospectionQuery({ specifiedByUrl: true, directiveIsRepeatable: true }) }),
    });
    const body = (await response.json()) as { data: IntrospectionQuery };
    const served = printSchema(lexicographicSortSchema(buildClientSchema(body.data)));
    expect(served).toBe(normalise(readFileSync(schemaFile, "utf8")));
  });
});
