// Who may upload (the roles that may write the entity), whom a file is served to (its tenant's sessions and
// signed, unexpired URLs; everyone else the same 404), the per-tenant quota, and records saved with the signed
// URLs the API answers keep the plain path.
import { createHmac } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApiClient, login, type LoginPayload } from "../support/api";
import { uniqueName } from "../support/fixtures";
import { acmeAdmin, demoAdmin, demoCashier } from "../support/logins";
import { startTestServer, type TestServer } from "../support/testServer";
import { call, op, readonlyUser } from "./catalogueHelpers";
import { getFile, tinyPng, upload, uploaded, type Uploaded } from "./fileHelpers";

const baseUrl = () => inject("apiUrl");
let demo: LoginPayload;
let acme: LoginPayload;

beforeAll(async () => {
  [demo, acme] = await Promise.all([login(demoAdmin.email, demoAdmin.password), login(acmeAdmin.email, acmeAdmin.password)]);
});

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

describe("who may upload", () => {
  it("refuses the read-only and cashier roles with 403 and a readable message", async () => {
    const [readonly, cashier] = await Promise.all([login(readonlyUser.email, readonlyUser.password), login(demoCashier.email, demoCashier.password)]);
    const byReadonly = await upload({ baseUrl: baseUrl(), token: readonly.token, purpose: "product" });
    expect(byReadonly.status).toBe(403);
    expect(await messageOf(byReadonly)).toBe("You do not have permission to upload product images.");
    const byCashier = await upload({ baseUrl: baseUrl(), token: cashier.token, purpose: "category" });
    expect(byCashier.status).toBe(403);
    expect(await messageOf(byCashier)).toBe("You do not have permission to upload category images.");
    expect((await upload({ baseUrl: baseUrl(), token: cashier.token, purpose: "vendor" })).status).toBe(403);
  });

  it("accepts the admin's uploads for products, categories and vendors", async () => {
    for (const purpose of ["product", "category", "vendor"]) {
      const response = await upload({ baseUrl: baseUrl(), token: demo.token, purpose });
      expect(response.status, purpose).toBe(201);
    }
  });

  it("answers 400 when the upload does not say what it is for, or names something unknown", async () => {
    for (const purpose of [null, "", "user", "__proto__"]) {
      const response = await upload({ baseUrl: baseUrl(), token: demo.token, purpose });
      expect(response.status, String(purpose)).toBe(400);
      expect(await messageOf(response)).toBe("Say what the file is for: ?for=product, category, vendor, integration, company.");
    }
  });
});

describe("who a file is served to", () => {
  let file: Uploaded;
  const png = tinyPng(7);

  beforeAll(async () => {
    file = await uploaded({ baseUrl: baseUrl(), token: demo.token, body: png });
  });

  it("serves the plain path to a session of its tenant, with its type, nosniff and no caching", async () => {
    const served = await getFile(baseUrl(), file.path, demo.token);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toBe(`inline; filename="${file.path.split("/").pop()}"`);
    expect(served.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(served.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers 404 to another company's session and to a visitor without one, as for a file that does not exist", async () => {
    const missing = file.path.replace(/[0-9a-f-]{36}\.png$/, "00000000-0000-4000-8000-000000000000.png");
    const answers = [await getFile(baseUrl(), file.path, acme.token), await getFile(baseUrl(), file.path), await getFile(baseUrl(), missing, demo.token)];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: "File not found." });
    }
    // HEAD tells no more than GET
    expect((await fetch(`${baseUrl()}${file.path}`, { method: "HEAD" })).status).toBe(404);
  });

  it("serves a signed URL to anyone (an <img> sends no session) until it expires, cached privately until then", async () => {
    const served = await getFile(baseUrl(), file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const exp = Number(new URL(file.url, baseUrl()).searchParams.get("exp"));
    const left = exp - Date.now() / 1000;
    expect(left).toBeGreaterThan(12 * 3600 - 60);
    expect(left).toBeLessThanOrEqual(13 * 3600);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(served.headers.get("cache-control") ?? "")?.[1]);
    expect(Math.abs(maxAge - left)).toBeLessThan(60);
  });

  it("answers 404 to a tampered, borrowed or incomplete signature", async () => {
    const signed = new URL(file.url, baseUrl());
    const exp = signed.searchParams.get("exp") ?? "";
    const sig = signed.searchParams.get("sig") ?? "";
    const flipped = `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`;
    const other = await uploaded({ baseUrl: baseUrl(), token: demo.token });
    const tries = [
      `${file.path}?exp=${exp}&sig=${flipped}`,
      `${file.path}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `${file.path}?exp=${exp}`,
      `${file.path}?sig=${sig}`,
      `${other.path}?exp=${exp}&sig=${sig}`,
    ];
    for (const url of tries) expect((await getFile(baseUrl(), url)).status, url).toBe(404);
  });

  it("answers the acme admin's image fields unsigned for a demo file, which then stays unreadable to them", async () => {
    const product = await createProduct(acme.token, [file.path]);
    expect(product.images).toEqual([file.path]);
    expect((await getFile(baseUrl(), file.path, acme.token)).status).toBe(404);
  });
});

type ProductImages = { id: string; images: string[] };

function createProduct(token: string, images: string[]): Promise<ProductImages> {
  const productDto = { name: uniqueName("Imaged product"), status: "ACTIVE", buyingUnit: "BOX", sellingUnit: "PIECE", uomFactor: 10, maximumRetailPrice: 100, images };
  return call<ProductImages>(op.createProduct, "createProduct", { productDto }, token);
}

/** The images column as stored, when the shared server runs on PostgreSQL (PGlite is locked by the server). */
async function storedImages(productId: string): Promise<string[] | null> {
  const databaseUrl = inject("apiDatabaseUrl");
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ images: string[] }>("select images from products where id = $1", [productId]);
    return rows[0].images;
  } finally {
    await client.end();
  }
}

describe("records saved with signed URLs", () => {
  it("stores a product's image as the plain path and answers it freshly signed", async () => {
    const file = await uploaded({ baseUrl: baseUrl(), token: demo.token });
    // a form left open past the expiry sends back a stale signature: the path is what counts
    const stale = `${file.path}?exp=1&sig=stale`;
    const product = await createProduct(demo.token, [file.url, stale]);
    expect(product.images.map((url) => url.split("?")[0])).toEqual([file.path, file.path]);
    expect(product.images[1]).not.toBe(stale);
    expect((await getFile(baseUrl(), product.images[1])).status).toBe(200);
    const stored = await storedImages(product.id);
    if (stored) expect(stored).toEqual([file.path, file.path]);
  });

  it("stores a category's image and a vendor's document as plain paths", async () => {
    const image = await uploaded({ baseUrl: baseUrl(), token: demo.token, purpose: "category" });
    const categoryDto = { name: uniqueName("Imaged category"), status: "ACTIVE", imageUrl: `${image.path}?exp=1&sig=stale`, categoryIcon: image.url };
    const category = await call<{ imageUrl: string; categoryIcon: string }>(op.createCategory, "createCategory", { categoryDto }, demo.token);
    expect(category.imageUrl).toMatch(new RegExp(`^${image.path}\\?exp=\\d+&sig=[\\w-]+$`));
    expect((await getFile(baseUrl(), category.imageUrl)).status).toBe(200);
    expect(category.categoryIcon.split("?")[0]).toBe(image.path);

    const scan = await uploaded({ baseUrl: baseUrl(), token: demo.token, purpose: "vendor" });
    const vendorDto = { name: uniqueName("Imaged vendor"), status: "ACTIVE", document: `${scan.path}?exp=1&sig=stale` };
    const vendor = await call<{ document: string }>(op.createVendor, "createVendor", { vendorDto }, demo.token);
    expect((await getFile(baseUrl(), vendor.document)).status).toBe(200);
  });
});

describe("on a server of its own: a 1 MB quota and a known signing key", () => {
  const secret = "a-test-signing-key-of-at-least-32-characters";
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ filesQuotaBytes: 1024 * 1024, fileUrlSecret: secret });
    token = (await createApiClient(server.url).login(demoAdmin.email, demoAdmin.password)).token;
  });

  afterAll(async () => {
    await server?.close();
  });

  it("refuses the upload that would pass the quota with 413, and accepts smaller ones that fit", async () => {
    const quarter = tinyPng(256 * 1024);
    for (let index = 0; index < 3; index += 1) await uploaded({ baseUrl: server.url, token, body: quarter });
    const past = await upload({ baseUrl: server.url, token, body: quarter });
    expect(past.status).toBe(413);
    expect(await messageOf(past)).toBe("Your company's file storage is full (1 MB). Remove unused images or ask for more space.");
    // what is left still takes a small file
    expect((await upload({ baseUrl: server.url, token, body: tinyPng() })).status).toBe(201);
  });

  it("serves a URL signed with the key until its expiry, and 404 after", async () => {
    const { path } = await uploaded({ baseUrl: server.url, token });
    const signed = (exp: number) => `${path}?exp=${exp}&sig=${createHmac("sha256", secret).update(`${path}?exp=${exp}`).digest("base64url")}`;
    const now = Math.floor(Date.now() / 1000);
    expect((await getFile(server.url, signed(now + 120))).status).toBe(200);
    expect((await getFile(server.url, signed(now - 1))).status).toBe(404);
  });
});
