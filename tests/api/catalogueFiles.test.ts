// Image uploads for products, categories and vendors: POST /files with the image as the body, served back.
import { request } from "node:http";
import { deflateSync } from "node:zlib";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { login } from "../support/api";
import { demoAdmin } from "../support/logins";

let token: string;
const baseUrl = () => inject("apiUrl");

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND with CRCs). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function upload(body: Buffer, contentType: string, withSession = true) {
  const headers: Record<string, string> = { "content-type": contentType, "x-file-name": "photo.png" };
  if (withSession) headers["x-api-key"] = token;
  return fetch(`${baseUrl()}/files`, { method: "POST", headers, body: new Uint8Array(body) });
}

beforeAll(async () => {
  token = (await login(demoAdmin.email, demoAdmin.password)).token;
});

describe("uploads", () => {
  it("accepts a PNG and serves it back with its type", async () => {
    const png = tinyPng();
    const response = await upload(png, "image/png");
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/files\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${baseUrl()}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it("refuses other types (415), files over 2 MB (413), empty bodies (400) and requests without a session (401)", async () => {
    const pdf = await upload(Buffer.from("%PDF-1.4 hello"), "application/pdf");
    expect(pdf.status).toBe(415);
    expect(await pdf.json()).toEqual({ message: "Only PNG, JPEG or WebP images can be uploaded." });
    const disguised = await upload(Buffer.from("<html><script>alert(1)</script></html>"), "image/png");
    expect(disguised.status).toBe(415);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(big, "image/png");
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: "The file is larger than 2 MB." });
    expect((await upload(Buffer.alloc(0), "image/jpeg")).status).toBe(400);
    const anonymous = await upload(tinyPng(), "image/png", false);
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
