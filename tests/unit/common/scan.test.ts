import { describe, expect, it } from "vitest";
import { scannedCode } from "../../../common/scan";

describe("scanned codes", () => {
  it("trims the code and ignores blank scans", () => {
    expect(scannedCode("  GRN-000007-1~3\n")).toBe("GRN-000007-1~3");
    expect(scannedCode(" \t ")).toBeNull();
    expect(scannedCode("")).toBeNull();
  });
});
