// Stock return types and operations (procurement:stock-return:*).
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { ProductVendorRef } from "../catalogue";
import { createStockReturn, getStockReturn, getStockReturnPdf, listStockReturns, type StockReturnPdf, type StockReturnProductRow, type StockReturnRow } from "./stockReturnService";
import { LocationSummaryRef } from "../locations";

const StockReturnProductRef = builder.objectRef<StockReturnProductRow>("StockReturnProduct").implement({
  fields: (t) => ({
    productId: t.exposeID("productId"),
    productCode: t.exposeString("productCode", { description: "The product's secondary id." }),
    productName: t.exposeString("productName"),
    lotCount: t.exposeInt("lotCount"),
    quantity: t.exposeInt("quantity"),
    value: t.float({ resolve: (p) => p.totalPurchasingPrice }),
    averagePurchasingPrice: t.exposeFloat("averagePurchasingPrice"),
    totalPurchasingPrice: t.exposeFloat("totalPurchasingPrice"),
  }),
});

const StockReturnRef = builder.objectRef<StockReturnRow>("StockReturn").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    status: t.exposeString("status"),
    gatePassNumber: t.exposeString("gatePassNumber"),
    totalProducts: t.exposeInt("totalProducts"),
    totalQty: t.exposeInt("totalQty", { description: "Units returned (the sum of the lines' quantities), not lots." }),
    totalValue: t.exposeFloat("totalValue"),
    comment: t.exposeString("comment", { nullable: true }),
    vendorId: t.exposeID("vendorId"),
    vendor: t.field({ type: ProductVendorRef, resolve: (r) => r.vendor }),
    locationId: t.exposeID("locationId"),
    location: t.field({ type: LocationSummaryRef, resolve: (r) => r.location }),
    returnItems: t.field({ type: [StockReturnProductRef], resolve: (r) => r.returnItems }),
    lotActionIds: t.exposeStringList("lotActionIds"),
    createdAt: t.field({ type: "DateTime", resolve: (r) => r.createdAt }),
  }),
});

const StockReturnPdfRef = builder.objectRef<StockReturnPdf>("StockReturnPdf").implement({
  fields: (t) => ({
    gatepass: t.exposeString("gatepass"),
    returnDate: t.field({ type: "DateTime", resolve: (p) => p.returnDate }),
    returnId: t.exposeString("returnId"),
    vendorName: t.exposeString("vendorName"),
    locationName: t.exposeString("locationName"),
    grandTotal: t.exposeFloat("grandTotal"),
    returns: t.field({ type: [StockReturnProductRef], resolve: (p) => p.returns }),
  }),
});

const StockReturnInputRef = builder.inputType("StockReturnInput", {
  fields: (t) => ({
    vendorId: t.id({ required: true }),
    locationId: t.id({ required: true }),
    lotIds: t.idList(),
    actionIds: t.stringList(),
    comment: t.string(),
  }),
});

const StockReturnList = listType("StockReturn", StockReturnRef);
const { stockReturn } = P.procurement;

builder.queryField("getStockReturns", (t) =>
  t.field({
    type: StockReturnList,
    authScopes: { permission: stockReturn.read },
    args: { ...listArgs(t.arg), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listStockReturns(scope, { ...args, locationId: args.locationId === null || args.locationId === undefined ? null : String(args.locationId) })),
  }),
);

builder.queryField("getStockReturn", (t) =>
  t.field({
    type: StockReturnRef,
    authScopes: { permission: stockReturn.read },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getStockReturn(scope, String(args.id))),
  }),
);

builder.queryField("getPDFStockReturn", (t) =>
  t.field({
    type: StockReturnPdfRef,
    authScopes: { permission: stockReturn.read },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getStockReturnPdf(scope, String(args.id))),
  }),
);

builder.mutationField("createStockReturn", (t) =>
  t.field({
    type: StockReturnRef,
    authScopes: { permission: stockReturn.create },
    args: { stockReturnDto: t.arg({ type: StockReturnInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createStockReturn(scope, args.stockReturnDto)),
  }),
);
