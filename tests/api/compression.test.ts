// Compressed answers over real HTTP: GraphQL answers on the fly, the web app from its precompressed copies.
// node:http, not fetch, so that the bytes are seen as they travel (fetch would decompress them).
import { request } from "node:http";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { precompressDirectory } from "../../scripts/precompress.mjs";
import { COMPRESSION_THRESHOLD_BYTES } from "../../server/http/compression";
import { login } from "../support/api";
import { demoAdmin } from "../support/logins";
import { GET_LOCATIONS } from "../support/operations";
import { startTestServer, type TestServer } from "../support/testServer";

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? "GET", headers: options.headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

function decoded(response: RawResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(response.body).toString("utf8");
  if (encoding === undefined) return response.body.toString("utf8");
  throw new Error(`Unexpected content-encoding ${String(encoding)}`);
}

describe("GraphQL answers", () => {
  let token: string;
  const graphql = (query: string, variables: object, acceptEncoding?: string) =>
    rawRequest(`${inject("apiUrl")}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-api-key": token,
        "x-account-id": "demo",
        ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }),
      },
      body: JSON.stringify({ query, variables }),
    });
  const locationPage = (acceptEncoding?: string) => graphql(GET_LOCATIONS, { page: 1, limit: 20 }, acceptEncoding);

  beforeAll(async () => {
    token = (await login(demoAdmin.email, demoAdmin.password)).token;
  });

  it("come back in brotli above the threshold when the client takes it, and decompress to the same JSON", async () => {
    const plain = await locationPage();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const compressed = await locationPage("gzip, deflate, br");
    expect(compressed.status).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
    const body = JSON.parse(decoded(compressed)) as { data?: { getLocations: { data: unknown[] } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body).toEqual(JSON.parse(plain.body.toString("utf8")));
  });

  it("come back in gzip when gzip is all the client takes, or brotli is refused with q=0", async () => {
    for (const acceptEncoding of ["gzip", "br;q=0, gzip"]) {
      const response = await locationPage(acceptEncoding);
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(decoded(response))).toHaveProperty("data.getLocations.data");
    }
  });

  it("come back as they are when the client takes neither", async () => {
    const response = await locationPage("identity, br;q=0, gzip;q=0");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(response.body.toString("utf8"))).toHaveProperty("data.getLocations.data");
  });

  it("below the threshold come back as they are", async () => {
    const response = await graphql("{ __typename }", {}, "br, gzip");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(JSON.parse(response.body.toString("utf8"))).toEqual({ data: { __typename: "Query" } });
  });
});

describe("the web app's files", () => {
  const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/app-3f2a1c.js"></script></head><body>${"<p>Pharmacy Back Office</p>".repeat(60)}</body></html>`;
  const appJs = `export const screens = [${Array.from({ length: 200 }, (_, i) => `"screen-${i}"`).join(",")}];\n`;
  let staticDir: string;
  let server: TestServer;

  beforeAll(async () => {
    // A tiny built app, precompressed by the build's own step; the server is the real one on its own database.
    staticDir = await mkdtemp(join(tmpdir(), "pharmacy-static-"));
    await mkdir(join(staticDir, "assets"));
    await mkdir(join(staticDir, ".vite"));
    await writeFile(join(staticDir, "index.html"), indexHtml);
    await writeFile(join(staticDir, "assets", "app-3f2a1c.js"), appJs);
    await writeFile(join(staticDir, "assets", "logo-9b8e7d.png"), Buffer.alloc(4096, 7));
    await writeFile(join(staticDir, ".vite", "manifest.json"), "{}");
    await precompressDirectory(staticDir);
    server = await startTestServer({ staticDir, seedDemo: false });
  });

  afterAll(async () => {
    await server?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it("are precompressed at build time, except images and hidden files", async () => {
    expect((await readdir(join(staticDir, "assets"))).sort()).toEqual(["app-3f2a1c.js", "app-3f2a1c.js.br", "app-3f2a1c.js.gz", "logo-9b8e7d.png"]);
    expect((await readdir(join(staticDir, ".vite"))).sort()).toEqual(["manifest.json"]);
  });

  it("send index.html in brotli, never cached without asking, also for a deep link", async () => {
    for (const path of ["/", "/index.html", "/app/system/locations"]) {
      const response = await rawRequest(`${server.url}${path}`, { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(Number(response.headers["content-length"])).toBe(response.body.length);
      expect(decoded(response)).toBe(indexHtml);
    }
  });

  it("send a hashed asset in gzip to a gzip-only client, cached for good", async () => {
    const response = await rawRequest(`${server.url}/assets/app-3f2a1c.js`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(decoded(response)).toBe(appJs);
  });

  it("send the file as it is when the client refuses both codings or names none", async () => {
    const refusingOrSilent: Record<string, string>[] = [{ "accept-encoding": "br;q=0, gzip;q=0" }, {}];
    for (const headers of refusingOrSilent) {
      const response = await rawRequest(`${server.url}/assets/app-3f2a1c.js`, { headers });
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.body.toString("utf8")).toBe(appJs);
    }
  });

  it("answer HEAD with the headers of the copy it would send and no body", async () => {
    const get = await rawRequest(`${server.url}/assets/app-3f2a1c.js`, { headers: { "accept-encoding": "br" } });
    const head = await rawRequest(`${server.url}/assets/app-3f2a1c.js`, { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });

  it("send images as they are, without Vary", async () => {
    const response = await rawRequest(`${server.url}/assets/logo-9b8e7d.png`, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body.length).toBe(4096);
  });

  it("do not serve the build's hidden files", async () => {
    const response = await rawRequest(`${server.url}/.vite/manifest.json`);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body.toString("utf8")).toBe(indexHtml);
  });
});
