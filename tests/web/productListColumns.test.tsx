// The product list's lot count is company-wide (the catalogue is the company's): its header says so, so a store
// manager does not read another location's packs as theirs (issue 25, item 18).
import { describe, expect, it } from "vitest";
import { productsResource } from "../../src/resources/catalogue/products";

describe("product list columns", () => {
  it("says that Active Lots counts every location", () => {
    const field = productsResource.declaration.fields?.find((candidate) => candidate.name === "activeLotsCount");
    expect(field?.label).toBe("Active Lots (all locations)");
  });
});
