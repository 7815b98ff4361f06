// What getLostSales can filter and sort by.
import { LOST_SALE_REASONS, LOST_SALE_TYPES } from "../../../common/schemas/lostSale";
import { lostSales, users } from "../../db/schema";
import type { ListFieldMap } from "../../core/listEngine";

export const lostSaleListFields: ListFieldMap = {
  id: { column: lostSales.id, kind: "uuid" },
  secondaryId: { column: lostSales.secondaryId, kind: "text" },
  locationId: { column: lostSales.locationId, kind: "uuid" },
  productId: { column: lostSales.productId, kind: "uuid" },
  productName: { column: lostSales.productName, kind: "text" },
  quantity: { column: lostSales.quantity, kind: "number" },
  price: { column: lostSales.price, kind: "number" },
  value: { column: lostSales.value, kind: "number" },
  currentInventory: { column: lostSales.currentInventory, kind: "number" },
  reason: { column: lostSales.reason, kind: "enum", values: LOST_SALE_REASONS },
  type: { column: lostSales.type, kind: "enum", values: LOST_SALE_TYPES },
  "createdBy.firstName": { column: users.firstName, kind: "text" },
  createdAt: { column: lostSales.createdAt, kind: "date" },
};
