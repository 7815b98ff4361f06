// The Stock movement report's operations: getStockMovementReport and downloadStockMovementReport
// (reporting-analytics:reports:read, as the inventory report's).
import type { ArgBuilder, ObjectFieldBuilder } from "@pothos/core";
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder, type Types } from "../../graphql/builder";
import { DOWNLOADS } from "./downloadReports";
import { pagedReportRef } from "./pagedReportSchema";
import { DownloadFormatEnum, DownloadRef, issueDownload } from "./schema";
import { stockMovementReport, type StockMovementRow, type StockMovementTotals } from "./stockMovementReport";

const PairRef = builder.objectRef<{ units: number; value: number }>("StockMovementPair").implement({
  description: "Units (selling units) and their value at cost, without tax.",
  fields: (t) => ({ units: t.exposeInt("units"), value: t.exposeFloat("value") }),
});

function movementFields<T extends StockMovementTotals>(t: ObjectFieldBuilder<Types, T>) {
  const pair = (pick: (parent: T) => { units: number; value: number }, description: string) => t.field({ type: PairRef, description, resolve: pick });
  return {
    opening: pair((row) => row.opening, "Held at the start of the first day: at the location, in any status but in transit."),
    received: pair((row) => row.received, "In: stock intake of received goods."),
    transferIn: pair((row) => row.transferIn, "In: transfers received from another location."),
    customerReturn: pair((row) => row.customerReturn, "In: returned by customers to stock."),
    found: pair((row) => row.found, "In: adjustments and counts that found stock (excess)."),
    in: pair((row) => row.in, "Everything in."),
    sold: pair((row) => row.sold, "Out: sold at the tills."),
    transferOut: pair((row) => row.transferOut, "Out: sent to another location."),
    vendorReturn: pair((row) => row.vendorReturn, "Out: returned to vendors."),
    writtenOff: pair((row) => row.writtenOff, "Out: adjustments that took stock away (short, expired, damaged, lost)."),
    out: pair((row) => row.out, "Everything out."),
    closing: pair((row) => row.closing, "Held at the end of the last day: opening + in − out."),
  };
}

const RowRef = builder.objectRef<StockMovementRow>("StockMovementRow").implement({
  fields: (t) => ({
    productId: t.exposeID("productId"),
    productCode: t.exposeString("productCode"),
    productName: t.exposeString("productName"),
    locationId: t.exposeID("locationId"),
    locationName: t.exposeString("locationName"),
    ...movementFields(t),
  }),
});

const TotalsRef = builder.objectRef<StockMovementTotals>("StockMovementTotals").implement({ fields: (t) => movementFields(t) });

const ReportRef = pagedReportRef("StockMovementReport", RowRef, TotalsRef);

/** The filters (common/schemas/stockMovementReport.ts checks them, naming the field). */
const filterArgs = (arg: ArgBuilder<Types>) => ({
  from: arg.string({ description: "First business day (YYYY-MM-DD, Pakistan time)." }),
  to: arg.string({ description: "Last business day, included." }),
  locationIds: arg.idList({ description: "Some of the user's locations; none for all of them." }),
  productId: arg.id(),
  categoryId: arg.id(),
});

const idOrNull = (id: string | number | null | undefined) => (id === null || id === undefined ? null : String(id));

builder.queryField("getStockMovementReport", (t) =>
  t.field({
    type: ReportRef,
    description: "Per product and location: opening, in and out by kind, closing, in units and at cost, from the stock movement rollup; at most 13 months (longer: downloadStockMovementReport).",
    authScopes: { permission: P.reportingAnalytics.reports.read },
    args: { ...filterArgs(t.arg), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 100 }) },
    resolve: (_root, { locationIds, productId, categoryId, ...args }, ctx) =>
      inTransaction(ctx, (scope) => stockMovementReport(scope, { ...args, locationIds: locationIds?.map(String) ?? null, productId: idOrNull(productId), categoryId: idOrNull(categoryId) })),
  }),
);

builder.queryField("downloadStockMovementReport", (t) =>
  t.field({
    type: DownloadRef,
    description: "The Stock movement report as a file, with a row of totals at the end; any range.",
    authScopes: { permission: [...DOWNLOADS["stock-movement-report"].permissions] },
    args: { format: t.arg({ type: DownloadFormatEnum, required: true }), ...filterArgs(t.arg) },
    resolve: (_root, { format, from, to, locationIds, productId, categoryId }, ctx) =>
      issueDownload(ctx, "stock-movement-report", format, {
        from: from ?? null,
        to: to ?? null,
        locationIds: locationIds?.map(String) ?? null,
        productId: idOrNull(productId),
        categoryId: idOrNull(categoryId),
      }),
  }),
);
