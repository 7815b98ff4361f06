import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "../../../server/http/compression";

describe("negotiateEncoding (Accept-Encoding)", () => {
  it("prefers brotli when the client takes both, as browsers send it", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
  });

  it("takes gzip when it is all the client takes", () => {
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("deflate, gzip;q=0.5")).toBe("gzip");
    expect(negotiateEncoding("x-gzip")).toBe("gzip");
  });

  it("sends the bytes as they are without a header, for identity, or for codings it cannot make", () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding("")).toBeNull();
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding("deflate, zstd")).toBeNull();
  });

  it("honours q=0 as a refusal", () => {
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(negotiateEncoding("*;q=0")).toBeNull();
    expect(negotiateEncoding("gzip, *;q=0")).toBe("gzip");
  });

  it("follows the client's weights over its own preference", () => {
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.8, gzip;q=0.8")).toBe("br");
  });

  it("lets * stand for the codings the header does not name", () => {
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("br;q=0, *")).toBe("gzip");
  });

  it("is case- and space-insensitive and reads a header sent twice", () => {
    expect(negotiateEncoding(" GZIP ; Q=1 ,BR ;q=0.1")).toBe("gzip");
    expect(negotiateEncoding(["gzip;q=0.2", "br"])).toBe("br");
  });

  it("treats a malformed weight as a refusal", () => {
    expect(negotiateEncoding("br;q=high, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=1.5, gzip")).toBe("gzip");
  });

  it("chooses only among the encodings offered (a file's precompressed copies)", () => {
    expect(negotiateEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("br", ["gzip"])).toBeNull();
    expect(negotiateEncoding("br, gzip", [])).toBeNull();
  });
});
