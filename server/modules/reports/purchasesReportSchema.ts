// The Purchases report's operations: getPurchasesReport and downloadPurchasesReport (reporting-analytics:reports:read).
import type { ArgBuilder, ObjectFieldBuilder } from "@pothos/core";
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder, type Types } from "../../graphql/builder";
import { DOWNLOADS } from "./downloadReports";
import { pagedReportRef } from "./pagedReportSchema";
import { purchasesReport, type PurchasesReportRow, type PurchasesReportTotals } from "./purchasesReport";
import { DownloadFormatEnum, DownloadRef, issueDownload } from "./schema";

/** The measures a row and the totals share. */
function purchaseMeasures<T extends PurchasesReportTotals>(t: ObjectFieldBuilder<Types, T>) {
  const int = (pick: (parent: T) => number, description: string) => t.field({ type: "Int", description, resolve: pick });
  const amount = (pick: (parent: T) => number, description: string) => t.field({ type: "Float", description, resolve: pick });
  return {
    purchaseOrders: int((row) => row.purchaseOrders, "Purchase orders created (a cancelled one is not counted)."),
    orderedPacks: int((row) => row.orderedPacks, "Packs ordered, free ones included."),
    orderedCost: amount((row) => row.orderedCost, "Ordered at cost: the trade value less the trade discount, without GST."),
    orderedTax: amount((row) => row.orderedTax, "GST of the orders."),
    orderedTotal: amount((row) => row.orderedTotal, "The orders' totals."),
    grns: int((row) => row.grns, "GRNs with lines QC accepted."),
    receivedPacks: int((row) => row.receivedPacks, "Packs accepted at QC, free ones included."),
    receivedCost: amount((row) => row.receivedCost, "Accepted lines at cost: price × packs less the invoice discount, without GST."),
    receivedTax: amount((row) => row.receivedTax, "GST of the accepted lines."),
    receivedTotal: amount((row) => row.receivedTotal, "Received cost plus GST (the advance income tax is not counted)."),
    stockReturns: int((row) => row.stockReturns, "Stock returns to the vendor."),
    returnedUnits: int((row) => row.returnedUnits, "Units returned to the vendor."),
    returnedValue: amount((row) => row.returnedValue, "Returned at the lots' cost."),
    netCost: amount((row) => row.netCost, "Received cost less returned value."),
  };
}

const RowRef = builder.objectRef<PurchasesReportRow>("PurchasesReportRow").implement({
  fields: (t) => ({
    month: t.exposeString("month", { description: "The month's first day (YYYY-MM-DD), in business days (Pakistan time)." }),
    vendorId: t.exposeID("vendorId"),
    vendorName: t.exposeString("vendorName"),
    locationId: t.exposeID("locationId", { description: "Where the goods were ordered for, received or returned from." }),
    locationName: t.exposeString("locationName"),
    ...purchaseMeasures(t),
  }),
});

const TotalsRef = builder.objectRef<PurchasesReportTotals>("PurchasesReportTotals").implement({ fields: (t) => purchaseMeasures(t) });

const ReportRef = pagedReportRef("PurchasesReport", RowRef, TotalsRef);

/** The filters (common/schemas/purchasesReport.ts checks them, naming the field). */
const filterArgs = (arg: ArgBuilder<Types>) => ({
  from: arg.string({ description: "First business day (YYYY-MM-DD, Pakistan time)." }),
  to: arg.string({ description: "Last business day, included." }),
  locationIds: arg.idList({ description: "Some of the user's locations; none for all of them." }),
  vendorIds: arg.idList({ description: "Some vendors; none for all." }),
});

const ids = (list: readonly (string | number)[] | null | undefined) => list?.map(String) ?? null;

builder.queryField("getPurchasesReport", (t) =>
  t.field({
    type: ReportRef,
    description: "Ordered, received and returned per month, vendor and location; at most 13 months (longer ranges: downloadPurchasesReport).",
    authScopes: { permission: P.reportingAnalytics.reports.read },
    args: { ...filterArgs(t.arg), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 100 }) },
    resolve: (_root, { locationIds, vendorIds, ...args }, ctx) => inTransaction(ctx, (scope) => purchasesReport(scope, { ...args, locationIds: ids(locationIds), vendorIds: ids(vendorIds) })),
  }),
);

builder.queryField("downloadPurchasesReport", (t) =>
  t.field({
    type: DownloadRef,
    description: "The Purchases report as a file, with a row of totals at the end; any range.",
    authScopes: { permission: [...DOWNLOADS["purchases-report"].permissions] },
    args: { format: t.arg({ type: DownloadFormatEnum, required: true }), ...filterArgs(t.arg) },
    resolve: (_root, { format, from, to, locationIds, vendorIds }, ctx) =>
      issueDownload(ctx, "purchases-report", format, { from: from ?? null, to: to ?? null, locationIds: ids(locationIds), vendorIds: ids(vendorIds) }),
  }),
);
