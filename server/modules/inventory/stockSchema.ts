// A product's stock for its page: getProductStock (on hand per location), getProductLots and getProductMovements
// (the stock ledger, newest first). Guarded by a stock reader's permission (common/permissions/stock.ts) and kept
// to the user's allowed locations; a locationId outside them is FORBIDDEN.
import { STOCK_READ_PERMISSIONS } from "../../../common/permissions/stock";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { ProductLotList } from "./lotSchema";
import { LocationSummaryRef } from "../locations";
import { productLotsPage, productMovementsPage, productStock, type ProductLocationStock, type StockMovementRow } from "./stockQueries";

const ProductLocationStockRef = builder.objectRef<ProductLocationStock>("ProductLocationStock").implement({
  description: "A product's stock at one location: IN_INVENTORY lots, in selling units.",
  fields: (t) => ({
    location: t.field({ type: LocationSummaryRef, resolve: (s) => s.location }),
    quantity: t.exposeInt("quantity", { description: "Selling units on hand." }),
    lots: t.exposeInt("lots", { description: "Packs on hand." }),
    openedLots: t.exposeInt("openedLots"),
    expiredQuantity: t.exposeInt("expiredQuantity", { description: "Units on hand whose batch has expired." }),
    nextExpiry: t.exposeString("nextExpiry", { nullable: true }),
  }),
});

const StockMovementLotRef = builder.objectRef<StockMovementRow["lot"]>("StockMovementLot").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    actionId: t.exposeString("actionId"),
    batchNumber: t.exposeString("batchNumber"),
    batchExpiry: t.exposeString("batchExpiry"),
  }),
});

const StockMovementRef = builder.objectRef<StockMovementRow>("StockMovement").implement({
  description: "One row of the stock ledger: a change of a lot's quantity, status or location.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind"),
    quantity: t.exposeInt("quantity", { description: "The change in selling units (negative when stock leaves)." }),
    fromStatus: t.exposeString("fromStatus", { nullable: true }),
    toStatus: t.exposeString("toStatus", { nullable: true }),
    fromLocation: t.field({ type: LocationSummaryRef, nullable: true, resolve: (m) => m.fromLocation }),
    toLocation: t.field({ type: LocationSummaryRef, nullable: true, resolve: (m) => m.toLocation }),
    documentType: t.exposeString("documentType"),
    documentId: t.exposeID("documentId"),
    documentCode: t.exposeString("documentCode", { nullable: true }),
    lot: t.field({ type: StockMovementLotRef, resolve: (m) => m.lot }),
    userName: t.exposeString("userName", { nullable: true }),
    createdAt: t.field({ type: "DateTime", resolve: (m) => m.createdAt }),
  }),
});

const StockMovementList = listType("StockMovement", StockMovementRef);
const stockReader = { permission: STOCK_READ_PERMISSIONS };
const optionalId = (id: string | number | null | undefined) => (id === null || id === undefined ? null : String(id));

builder.queryField("getProductStock", (t) =>
  t.field({
    type: [ProductLocationStockRef],
    description: "Stock on hand of the product at each allowed location that holds any of its lots.",
    authScopes: stockReader,
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => productStock(scope, String(args.productId))),
  }),
);

builder.queryField("getProductLots", (t) =>
  t.field({
    type: ProductLotList,
    description: "The product's lots of every status at the allowed locations (or at locationId), earliest expiry first.",
    authScopes: stockReader,
    args: { productId: t.arg.id({ required: true }), locationId: t.arg.id(), ...listArgs(t.arg) },
    resolve: (_root, { productId, locationId, ...args }, ctx) => inTransaction(ctx, (scope) => productLotsPage(scope, String(productId), { ...args, locationId: optionalId(locationId) })),
  }),
);

builder.queryField("getProductMovements", (t) =>
  t.field({
    type: StockMovementList,
    description: "The product's stock movements at the allowed locations (or at locationId), newest first.",
    authScopes: stockReader,
    args: { productId: t.arg.id({ required: true }), locationId: t.arg.id(), ...listArgs(t.arg) },
    resolve: (_root, { productId, locationId, ...args }, ctx) => inTransaction(ctx, (scope) => productMovementsPage(scope, String(productId), { ...args, locationId: optionalId(locationId) })),
  }),
);
