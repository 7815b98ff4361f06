import { describe, expect, it } from "vitest";
import { P, permissionCatalogue } from "../../../common/permissions/catalogue";

const namedBySpec = [
  "reporting-analytics:reports:read",
  "product-catalog:product:read",
  "product-catalog:product:create",
  "product-catalog:product:update",
  "product-catalog:category:read",
  "product-catalog:category:create",
  "product-catalog:category:update",
  "procurement:manufacturer:read",
  "procurement:manufacturer:create",
  "procurement:manufacturer:update",
  "procurement:vendor:read",
  "procurement:vendor:create",
  "procurement:vendor:update",
  "procurement:purchase-order:read",
  "procurement:purchase-order:create",
  "procurement:goods-receipt-note:read",
  "procurement:goods-receipt-note:create",
  "procurement:goods-receipt-note:details",
  "procurement:stock-return:read",
  "procurement:stock-return:create",
  "inventory:stock-intake:read",
  "inventory:stock-transfer:read",
  "inventory:stock-transfer:create",
  "inventory:transfer-receipt:receive",
  "inventory:transfer-receipt:read",
  "sales-orders:pos:open-cash-register",
  "sales-orders:pos:close-cash-register",
  "sales-orders:return-order:read",
  "sales-orders:return-order:export",
  "sales-orders:loss-sale:read",
  "sales-orders:order-management:order-list-read",
  "sales-orders:order-management:order-details-read",
  "customers-partners:customer:customer-list-read",
  "customers-partners:partner:partner-list-read",
  "system:users:read",
  "system:roles:read",
  "system:adjustment:read",
  "system:adjustment:create",
  "system:audit:read",
  "system:audit:create",
  "system:locations:read",
  "system:locations:create",
  "system:locations:update",
];

describe("permissionCatalogue", () => {
  const strings = permissionCatalogue.map((entry) => entry.permission);

  it("holds every permission string the spec names, and ours", () => {
    for (const permission of namedBySpec) expect(strings).toContain(permission);
  });

  it("has no duplicates", () => {
    expect(new Set(strings).size).toBe(strings.length);
  });

  it("splits module, subModule and action from the string", () => {
    const entry = permissionCatalogue.find((e) => e.permission === "sales-orders:pos:open-cash-register");
    expect(entry).toEqual({
      module: "sales-orders",
      subModule: "pos",
      action: "open-cash-register",
      permission: "sales-orders:pos:open-cash-register",
    });
    for (const e of permissionCatalogue) {
      expect(`${e.module}:${e.subModule}:${e.action}`).toBe(e.permission);
    }
  });

  it("exposes the strings through the typed P constant", () => {
    expect(P.system.locations.read).toBe("system:locations:read");
    expect(P.salesOrders.orderManagement.orderListRead).toBe("sales-orders:order-management:order-list-read");
    expect(P.procurement.goodsReceiptNote.details).toBe("procurement:goods-receipt-note:details");
  });
});
