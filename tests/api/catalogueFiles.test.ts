// Image uploads for products, categories and vendors: POST /files?for=… with the image as the body, served back.
import { request } from "node:http";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { login } from "../support/api";
import { demoAdmin } from "../support/logins";
import { getFile, tinyPng, upload } from "./fileHelpers";

let token: string;
const baseUrl = () => inject("apiUrl");
const send = (body: Buffer, contentType: string, withSession = true) => upload({ baseUrl: baseUrl(), token: withSession ? token : undefined, body, contentType });

beforeAll(async () => {
  token = (await login(demoAdmin.email, demoAdmin.password)).token;
});

describe("uploads", () => {
  it("accepts a PNG and serves it back with its type", async () => {
    const png = tinyPng();
    const response = await send(png, "image/png");
    expect(response.status).toBe(201);
    const { url, path } = (await response.json()) as { url: string; path: string };
    expect(path).toMatch(/^\/files\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    expect(url.startsWith(`${path}?exp=`)).toBe(true);
    const served = await getFile(baseUrl(), url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it("refuses other types (415), files over 2 MB (413), empty bodies (400) and requests without a session (401)", async () => {
    const pdf = await send(Buffer.from("%PDF-1.4 hello"), "application/pdf");
    expect(pdf.status).toBe(415);
    expect(await pdf.json()).toEqual({ message: "Only PNG, JPEG or WebP images can be uploaded." });
    const disguised = await send(Buffer.from("<html><script>alert(1)</script></html>"), "image/png");
    expect(disguised.status).toBe(415);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await send(big, "image/png");
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: "The file is larger than 2 MB." });
    expect((await send(Buffer.alloc(0), "image/jpeg")).status).toBe(400);
    const anonymous = await send(tinyPng(), "image/png", false);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { message: string }).message).toEqual(expect.any(String));
  });

  /** GET with the path exactly as written (fetch would resolve dot segments first). */
  function rawGet(path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request(new URL(baseUrl()), { path, method: "GET" }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("serves nothing outside the upload folder", async () => {
    // Dot segments are resolved before routing: this one is no longer a /files path, and no file leaks.
    for (const path of ["/files/../package.json", "/files/%2e%2e/%2e%2e/package.json"]) {
      expect((await rawGet(path)).body, path).not.toContain("devDependencies");
    }
    for (const path of ["/files/..%2f..%2fpackage.json", "/files/x/y.png", "/files/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000000.png"]) {
      expect((await rawGet(path)).status, path).toBe(404);
    }
  });
});
