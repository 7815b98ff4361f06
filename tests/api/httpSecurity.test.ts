// The HTTP layer: security headers on every answer, CORS only for configured origins, and production mode
// (no GraphiQL, no introspection). A second server runs as production would, with CORS_ORIGINS and a built app.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { INTROSPECTION_MESSAGES } from "../../server/graphql/introspectionGuard";
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from "../../server/http/securityHeaders";
import { createApiClient, type LoginPayload } from "../support/api";
import { expectGqlError } from "../support/assertions";
import { demoAdmin } from "../support/logins";
import { startTestServer, type TestServer } from "../support/testServer";
import { postGraphql, resultOf, send, type Answer } from "./rawHttp";
import "../support/providedContext";
import { tinyPng } from "./fileHelpers";

const devUrl = inject("apiUrl");
const ALLOWED_ORIGIN = "https://admin.pharmacy.example";
const FOREIGN_ORIGIN = "https://evil.example";

let production: TestServer;
let admin: LoginPayload;

/** A built web app of two files, so static answers can be checked without building the real one. */
function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), "pharmacy-static-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>');
  writeFileSync(join(dir, "assets", "app.js"), "console.log('app');");
  return dir;
}

beforeAll(async () => {
  production = await startTestServer({ corsOrigins: [ALLOWED_ORIGIN], staticDir: builtApp(), graphiql: false, introspection: false });
  admin = await createApiClient(production.url).login(demoAdmin.email, demoAdmin.password);
});

afterAll(async () => {
  await production?.close();
});

/** An uploaded file answers a stricter policy of its own: nothing in it may run, even opened directly. */
const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function expectSecurityHeaders(answer: Answer, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    const expected = what === "a file" && name === "content-security-policy" ? FILE_CONTENT_SECURITY_POLICY : value;
    expect(answer.headers.get(name), `${name} on ${what}`).toBe(expected);
  }
}

function preflight(baseUrl: string, origin: string, path = "/graphql"): Promise<Answer> {
  return send(`${baseUrl}${path}`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type, x-api-key" },
  });
}

describe("security headers", () => {
  it("come with every kind of answer: GraphQL, health, the app, assets, files, and errors", async () => {
    const url = production.url;
    const upload = await send(`${url}/files?for=product`, {
      method: "POST",
      headers: { "content-type": "image/png", "x-api-key": admin.token },
      body: new Uint8Array(tinyPng()),
    });
    expect(upload.status).toBe(201);
    const { url: fileUrl } = JSON.parse(upload.text) as { url: string };
    const answers: [string, Answer, number][] = [
      ["GraphQL", await postGraphql(url, { query: "{ __typename }" }), 200],
      ["a refused GraphQL document", await postGraphql(url, { query: "{ nope" }), 400],
      ["an oversized GraphQL body", await send(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(1_100_000) }), 413],
      ["health", await send(`${url}/health`), 200],
      ["the app", await send(`${url}/app/system/locations`), 200],
      ["an asset", await send(`${url}/assets/app.js`), 200],
      ["a missing asset", await send(`${url}/assets/missing.js`), 404],
      ["a wrong method", await send(`${url}/`, { method: "PUT" }), 405],
      ["an upload", upload, 201],
      ["a file", await send(`${url}${fileUrl}`), 200],
      ["a missing file", await send(`${url}/files/00000000-0000-4000-8000-000000000000/none.png`), 404],
    ];
    for (const [what, answer, status] of answers) {
      expect(answer.status, what).toBe(status);
      expectSecurityHeaders(answer, what);
    }
  });

  it("let the app's own scripts, inline styles and data: images load, and only the app itself frame it (the receipt print frame)", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self' 'unsafe-inline'");
    expect(CONTENT_SECURITY_POLICY).toContain("img-src 'self' data: blob:");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/frame-ancestors[^;]*(\*|https?:)/);
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
  });

  it("give GraphiQL (development only) a policy of its own, still unframeable", async () => {
    const page = await send(`${devUrl}/graphql`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("renderYogaGraphiQL");
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("https://unpkg.com");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("CORS", () => {
  it("gives a foreign origin nothing and refuses its preflight (no origin is configured by default)", async () => {
    const call = await postGraphql(devUrl, { query: "{ __typename }", headers: { origin: FOREIGN_ORIGIN } });
    expect(call.headers.get("access-control-allow-origin")).toBeNull();
    expect(call.headers.get("access-control-allow-credentials")).toBeNull();
    for (const path of ["/graphql", "/files"]) {
      const refused = await preflight(devUrl, FOREIGN_ORIGIN, path);
      expect(refused.status).toBe(403);
      expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("allows an origin of CORS_ORIGINS, and only that one", async () => {
    const allowed = await preflight(production.url, ALLOWED_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
    expect(allowed.headers.get("access-control-allow-methods")).toContain("POST");
    expect(allowed.headers.get("access-control-allow-headers")).toContain("x-api-key");
    const call = await postGraphql(production.url, { query: "{ __typename }", headers: { origin: ALLOWED_ORIGIN } });
    expect(call.status).toBe(200);
    expect(call.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
    expect(call.headers.get("access-control-allow-credentials")).toBeNull();

    const foreign = await preflight(production.url, FOREIGN_ORIGIN);
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("production mode", () => {
  it("refuses introspection even to a signed-in user", async () => {
    const query = "{ __schema { queryType { name } } }";
    expectGqlError(resultOf(await postGraphql(production.url, { query, token: admin.token })), "FORBIDDEN", INTROSPECTION_MESSAGES.off);
    expectGqlError(resultOf(await postGraphql(production.url, { query })), "FORBIDDEN", INTROSPECTION_MESSAGES.off);
  });

  it("serves no GraphiQL page", async () => {
    const page = await send(`${production.url}/graphql`, { headers: { accept: "text/html" } });
    expect(page.text).not.toMatch(/graphiql/i);
    expect(page.status).toBeGreaterThanOrEqual(400);
  });
});
