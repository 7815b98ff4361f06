// The demo catalogue obeys the same rules as the forms: a seeded row must be one a user could have saved.
import { describe, expect, it } from "vitest";
import { productInputSchema } from "../../../common/schemas/product";
import { vendorInputSchema } from "../../../common/schemas/vendor";
import { gtinProblem } from "../../../common/validation/gtin";
import { ibanWithCheckDigits } from "../../../common/validation/iban";
import { demoGtin } from "../../../server/seed/catalogue";
import { demoCategoryTree, demoManufacturers, demoProducts, demoVendors } from "../../../server/seed/catalogueData";

describe("demo catalogue data", () => {
  it("has about 60 valid products, each with a known manufacturer and category path", () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(55);
    for (const product of demoProducts) {
      const result = productInputSchema.safeParse({ ...product, status: "ACTIVE" });
      expect(result.success, product.name).toBe(true);
      expect(demoManufacturers[product.manufacturer], product.name).toBeDefined();
      const [top, second, third] = product.category.split("/");
      const children = demoCategoryTree[top]?.[second];
      expect(children, product.category).toBeDefined();
      if (third) expect(children).toContain(third);
    }
    expect(new Set(demoProducts.map((product) => product.name)).size).toBe(demoProducts.length);
  });

  it("gives distinct, valid GTINs", () => {
    const gtins = demoProducts.map((_, index) => demoGtin(index + 1));
    for (const gtin of gtins) expect(gtinProblem(gtin), gtin).toBeNull();
    expect(new Set(gtins).size).toBe(gtins.length);
  });

  it("gives vendors valid phones, e-mails and IBANs", () => {
    for (const { manufacturers, bban, ...vendor } of demoVendors) {
      const result = vendorInputSchema.safeParse({ ...vendor, status: "ACTIVE", ibanNumber: ibanWithCheckDigits("PK", bban) });
      expect(result.success, `${vendor.name}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
      for (const name of manufacturers) expect(demoManufacturers[name], name).toBeDefined();
    }
  });
});
