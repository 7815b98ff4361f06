// The Expiry report's operations: getExpiryReport, getExpiryReportLots and downloadExpiryReport
// (reporting-analytics:reports:read), their filters checked by common/schemas/expiryReport.ts naming the field.
import type { ArgBuilder, ObjectFieldBuilder } from "@pothos/core";
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder, type Types } from "../../graphql/builder";
import { DOWNLOADS } from "./downloadReports";
import { expiryReport, expiryReportLots, type ExpiryMeasures, type ExpiryReport, type ExpiryReportLot, type ExpiryReportLots, type ExpiryReportRow } from "./expiryReport";
import { DownloadFormatEnum, DownloadRef, issueDownload } from "./schema";

function measures<T extends ExpiryMeasures>(t: ObjectFieldBuilder<Types, T>) {
  const int = (pick: (parent: T) => number, description?: string) => t.field({ type: "Int", description, resolve: pick });
  return {
    lots: int((row) => row.lots),
    units: int((row) => row.units, "Selling units on hand."),
    packs: int((row) => row.packs, "Sealed packs (unopened lots)."),
    looseUnits: int((row) => row.looseUnits, "Units in opened packs."),
    value: t.field({ type: "Float", description: "At cost: each lot's pack price for the units it holds (free packs at 0).", resolve: (row) => row.value }),
  };
}

const MeasuresRef = builder.objectRef<ExpiryMeasures>("ExpiryReportTotals").implement({ fields: (t) => measures(t) });

const RowRef = builder.objectRef<ExpiryReportRow>("ExpiryReportRow").implement({
  fields: (t) => ({
    month: t.exposeString("month", { nullable: true, description: "The month of expiry (YYYY-MM); none in a location's total or for the expired." }),
    locationId: t.exposeID("locationId", { nullable: true }),
    locationName: t.exposeString("locationName", { nullable: true }),
    ...measures(t),
  }),
});

const ReportRef = builder.objectRef<ExpiryReport>("ExpiryReport").implement({
  fields: (t) => ({
    today: t.exposeString("today", { description: "The day a lot counts as expired on (its expiry on or before it), as the till refuses it." }),
    rows: t.field({ type: [RowRef], description: "Per month of expiry and location.", resolve: (report) => report.rows }),
    monthTotals: t.field({ type: [RowRef], resolve: (report) => report.monthTotals }),
    locationTotals: t.field({ type: [RowRef], description: "Per location over the months.", resolve: (report) => report.locationTotals }),
    totals: t.field({ type: MeasuresRef, resolve: (report) => report.totals }),
    expired: t.field({ type: [RowRef], description: "Expired still on hand, per location (any month).", resolve: (report) => report.expired }),
    expiredTotals: t.field({ type: MeasuresRef, resolve: (report) => report.expiredTotals }),
  }),
});

const LotRef = builder.objectRef<ExpiryReportLot>("ExpiryReportLot").implement({
  fields: (t) => ({
    lotId: t.exposeID("lotId"),
    actionId: t.exposeString("actionId"),
    productId: t.exposeID("productId"),
    productCode: t.exposeString("productCode"),
    productName: t.exposeString("productName"),
    locationId: t.exposeID("locationId"),
    locationName: t.exposeString("locationName"),
    vendorName: t.exposeString("vendorName"),
    batchNumber: t.exposeString("batchNumber"),
    batchExpiry: t.exposeString("batchExpiry", { description: "YYYY-MM-DD." }),
    daysLeft: t.exposeInt("daysLeft", { description: "0 or less once expired." }),
    units: t.exposeInt("units"),
    isOpened: t.exposeBoolean("isOpened"),
    value: t.exposeFloat("value"),
  }),
});

const LotsMetaRef = builder.objectRef<ExpiryReportLots["meta"]>("ExpiryReportLotsMeta").implement({
  fields: (t) => ({ page: t.exposeInt("page"), limit: t.exposeInt("limit"), total: t.exposeInt("total") }),
});

const LotsRef = builder.objectRef<ExpiryReportLots>("ExpiryReportLots").implement({
  fields: (t) => ({
    data: t.field({ type: [LotRef], resolve: (lots) => lots.data }),
    meta: t.field({ type: LotsMetaRef, resolve: (lots) => lots.meta }),
  }),
});

const filterArgs = (arg: ArgBuilder<Types>) => ({
  from: arg.string({ description: "First month of expiry (YYYY-MM)." }),
  to: arg.string({ description: "Last month of expiry, included." }),
  locationIds: arg.idList({ description: "Some of the user's locations; none for all of them." }),
  productId: arg.id(),
  categoryId: arg.id(),
});

const idOrNull = (id: string | number | null | undefined) => (id === null || id === undefined ? null : String(id));

builder.queryField("getExpiryReport", (t) =>
  t.field({
    type: ReportRef,
    description: "Stock on hand per month of expiry and location (units, packs, value at cost) and the expired still on hand; at most 13 months (longer: downloadExpiryReport).",
    authScopes: { permission: P.reportingAnalytics.reports.read },
    args: filterArgs(t.arg),
    resolve: (_root, { locationIds, productId, categoryId, ...args }, ctx) =>
      inTransaction(ctx, (scope) => expiryReport(scope, { ...args, locationIds: locationIds?.map(String) ?? null, productId: idOrNull(productId), categoryId: idOrNull(categoryId) })),
  }),
);

builder.queryField("getExpiryReportLots", (t) =>
  t.field({
    type: LotsRef,
    description: "The lots behind the Expiry report's figures: those expiring in the months, or with `expired` the expired still on hand.",
    authScopes: { permission: P.reportingAnalytics.reports.read },
    args: { ...filterArgs(t.arg), expired: t.arg.boolean(), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 50 }) },
    resolve: (_root, { locationIds, productId, categoryId, ...args }, ctx) =>
      inTransaction(ctx, (scope) => expiryReportLots(scope, { ...args, locationIds: locationIds?.map(String) ?? null, productId: idOrNull(productId), categoryId: idOrNull(categoryId) })),
  }),
);

builder.queryField("downloadExpiryReport", (t) =>
  t.field({
    type: DownloadRef,
    description: "The Expiry report's lots as a file (any range), or with `expired` the expired still on hand, with a row of totals at the end.",
    authScopes: { permission: [...DOWNLOADS["expiry-report"].permissions] },
    args: { format: t.arg({ type: DownloadFormatEnum, required: true }), ...filterArgs(t.arg), expired: t.arg.boolean() },
    resolve: (_root, { format, from, to, locationIds, productId, categoryId, expired }, ctx) =>
      issueDownload(ctx, "expiry-report", format, {
        from: from ?? null,
        to: to ?? null,
        locationIds: locationIds?.map(String) ?? null,
        productId: idOrNull(productId),
        categoryId: idOrNull(categoryId),
        expired: expired === true,
      }),
  }),
);
