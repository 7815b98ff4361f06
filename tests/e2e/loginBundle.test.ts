// The sign-in page's JavaScript stays within its budget, as the e2e server sends it (the build of this run).
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { LOGIN_BUDGET_KB, measureLoginBundle } from "../../scripts/measureLoginBundle.mjs";
import { rootDir } from "../../scripts/webBuild.mjs";

const baseUrl = inject("e2eUrl");

describe("the sign-in page's JavaScript", () => {
  const files = measureLoginBundle(join(rootDir, "dist"));

  it(`is at most ${LOGIN_BUDGET_KB} KB in brotli`, () => {
    const total = files.reduce((sum, file) => sum + file.brotli, 0);
    expect(total, files.map((file) => `${file.file}: ${file.brotli} B`).join("\n")).toBeLessThanOrEqual(LOGIN_BUDGET_KB * 1024);
  });

  it("does not include the signed-in app", () => {
    expect(files.map((file) => file.file).filter((file) => file.includes("SignedInApp"))).toEqual([]);
  });

  it("goes out in brotli, cached for good", async () => {
    for (const { file, brotli } of files) {
      const response = await fetch(`${baseUrl}/${file}`, { method: "HEAD", headers: { "accept-encoding": "br, gzip" } });
      expect(response.headers.get("content-encoding"), file).toBe("br");
      expect(Number(response.headers.get("content-length")), file).toBe(brotli);
      expect(response.headers.get("cache-control"), file).toBe("public, max-age=31536000, immutable");
    }
  });
});
