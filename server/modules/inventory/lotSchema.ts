// Lot types and operations (inventory:stock-intake:read; also for GRN and product readers, and for stock returns:
// scanning a lot and listing a vendor's returnable lots). Stock intake, which makes lots, is a GRN operation.
import { P } from "../../../common/permissions/catalogue";
import { PURCHASE_PRICE_READERS } from "../../../common/permissions/fieldGuards";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { guardedField } from "../../graphql/fieldGuards";
import { listArgs, listType } from "../../graphql/listTypes";
import { ledgerQuantities } from "./lotLedger";
import { PRODUCT_LOT_STATUSES, getProductLot, listReturnableLots, listUnexpiredLots, type ProductLotRow } from "./lotService";
import { LocationSummaryRef } from "../locations";

const ProductLotStatusEnum = builder.enumType("ProductLotStatus", { values: PRODUCT_LOT_STATUSES });

export const ProductLotRef = builder.objectRef<ProductLotRow>("ProductLot").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    actionId: t.exposeString("actionId"),
    status: t.field({ type: ProductLotStatusEnum, resolve: (l) => l.status }),
    isOpened: t.exposeBoolean("isOpened"),
    isFoc: t.exposeBoolean("isFoc"),
    quantity: t.exposeInt("quantity"),
    sellableQuantity: t.exposeInt("sellableQuantity"),
    cartQuantity: t.int({ resolve: () => 0 }),
    // Batched per request (one query for a whole page) and only when asked for: the screens never need it.
    ledgerQuantity: t.loadable({
      type: "Int",
      description: "Sum of the lot's stock movements (always equals quantity).",
      load: (lotIds: string[], ctx) => inTransaction(ctx, (scope) => ledgerQuantities(scope, lotIds)),
      resolve: (l) => l.id,
    }),
    purchasingPrice: t.exposeFloat("purchasingPrice", guardedField(PURCHASE_PRICE_READERS, "Per selling unit, rounded to the paisa. Null unless the user may read purchase prices (a procurement or stock intake read permission).")),
    purchaseValue: t.exposeFloat(
      "purchaseValue",
      guardedField(
        PURCHASE_PRICE_READERS,
        "What the units the lot holds cost: its pack's purchase price for a full pack, that price's share otherwise; 0 for a free pack. Null unless the user may read purchase prices.",
      ),
    ),
    mrpSellingUnit: t.exposeFloat("mrpSellingUnit"),
    taxSellingUnit: t.exposeFloat("taxSellingUnit"),
    batchNumber: t.exposeString("batchNumber"),
    batchExpiry: t.exposeString("batchExpiry"),
    productId: t.exposeID("productId"),
    locationId: t.exposeID("locationId"),
    location: t.field({ type: LocationSummaryRef, resolve: (l) => l.location }),
    grnItemId: t.exposeID("grnItemId"),
    createdAt: t.field({ type: "DateTime", resolve: (l) => l.createdAt }),
  }),
});

export const ProductLotList = listType("ProductLot", ProductLotRef);
const stockIntake = P.inventory.stockIntake.read;
const grn = P.procurement.goodsReceiptNote;
const productRead = P.productCatalog.product.read;
const stockReturnCreate = P.procurement.stockReturn.create;
// a hand adjustment finds its lots by scanning or by product
const adjustmentCreate = P.system.adjustment.create;

builder.queryField("getProductLot", (t) =>
  t.field({
    type: ProductLotRef,
    authScopes: { permission: [stockIntake, grn.read, productRead, stockReturnCreate, adjustmentCreate] },
    args: { actionId: t.arg.string({ required: true }), locationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getProductLot(scope, args.actionId, String(args.locationId))),
  }),
);

builder.queryField("getUnexpiredProductLots", (t) =>
  t.field({
    type: ProductLotList,
    authScopes: { permission: [stockIntake, grn.read, productRead, adjustmentCreate] },
    args: { ...listArgs(t.arg), locationId: t.arg.id({ required: true }), productId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listUnexpiredLots(scope, { ...args, locationId: String(args.locationId), productId: args.productId === null || args.productId === undefined ? null : String(args.productId) })),
  }),
);

builder.queryField("getReturnableProductLots", (t) =>
  t.field({
    type: ProductLotList,
    description: "The vendor's IN_INVENTORY lots at the location, expired ones included: what a stock return can send back.",
    authScopes: { permission: stockReturnCreate },
    args: { ...listArgs(t.arg), vendorId: t.arg.id({ required: true }), locationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listReturnableLots(scope, { ...args, vendorId: String(args.vendorId), locationId: String(args.locationId) })),
  }),
);
