// Someone who may edit products or vendors but not read their guarded fields (a custom role: no demo role is so)
// saves a form that showed those fields empty: the stored purchase prices and vendor terms stay as they were.
import { describe, expect, it } from "vitest";
import { inTransaction } from "../../../server/core/transaction";
import type { RequestContext } from "../../../server/core/context";
import { createProduct, getProduct, updateProduct } from "../../../server/modules/catalogue/productService";
import { createVendor, getVendor, updateVendor } from "../../../server/modules/procurement/vendorService";
import { useSignedInAdmin } from "./fixture";

const setup = useSignedInAdmin();
/** The setup.admin's request, with only these permissions. */
function withPermissions(ctx: RequestContext, permissionStrings: string[]): RequestContext {
  return { ...ctx, auth: { ...ctx.auth!, permissionStrings } };
}


const product = { name: "Guarded Tablet", status: "ACTIVE", buyingUnit: "BOX", sellingUnit: "PIECE", uomFactor: 10, maximumRetailPrice: 100 };

describe("an update by someone who may not read the guarded fields", () => {
  it("keeps the product's purchase prices and margin, and changes the rest", async () => {
    const made = await inTransaction(setup.admin, (scope) => createProduct(scope, { ...product, purchasingPrice: 80, tradePrice: 85, tradeDiscount: 2, margins: 20 }));
    const editor = withPermissions(setup.admin, ["product-catalog:product:*"]);
    await inTransaction(editor, (scope) => updateProduct(scope, made.id, { ...product, name: "Guarded Tablet 2", purchasingPrice: null, tradePrice: null, tradeDiscount: null, margins: null }));
    expect(await inTransaction(setup.admin, (scope) => getProduct(scope, made.id))).toMatchObject({ name: "Guarded Tablet 2", purchasingPrice: 80, tradePrice: 85, tradeDiscount: 2, margins: 20 });
    // a procurement reader does change them
    await inTransaction(withPermissions(setup.admin, ["product-catalog:product:*", "procurement:goods-receipt-note:read"]), (scope) => updateProduct(scope, made.id, { ...product, purchasingPrice: 70 }));
    expect(await inTransaction(setup.admin, (scope) => getProduct(scope, made.id))).toMatchObject({ purchasingPrice: 70, tradePrice: null });
  });

  it("keeps the vendor's terms and bank details", async () => {
    const made = await inTransaction(setup.admin, (scope) => createVendor(scope, { name: "Guarded Vendor", status: "ACTIVE", creditLimit: 5000, paymentTerms: "Net 30", bankName: "HBL" }));
    await inTransaction(withPermissions(setup.admin, ["procurement:vendor:update"]), (scope) => updateVendor(scope, made.id, { name: "Guarded Vendor", status: "ACTIVE", city: "Lahore" }));
    expect(await inTransaction(setup.admin, (scope) => getVendor(scope, made.id))).toMatchObject({ city: "Lahore", creditLimit: 5000, paymentTerms: "Net 30", bankName: "HBL" });
  });
});
