// The Sales tax report's operation: getSalesTaxReport (reporting-analytics:reports:read).
import { P } from "../../../common/permissions/catalogue";
import { inReadTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { salesTaxReport, type SalesTaxReport, type SalesTaxRow, type SalesTaxTotals, type UnreportedOrder } from "./salesTaxReport";

const TotalsRef = builder.objectRef<SalesTaxTotals>("SalesTaxTotals").implement({
  fields: (t) => ({
    invoices: t.exposeInt("invoices", { description: "Sales counted." }),
    salesValue: t.exposeFloat("salesValue", { description: "The sales' value without tax." }),
    salesTax: t.exposeFloat("salesTax", { description: "Output tax of the sales." }),
    creditNotes: t.exposeInt("creditNotes", { description: "Returns counted." }),
    creditValue: t.exposeFloat("creditValue"),
    creditTax: t.exposeFloat("creditTax", { description: "Output tax given back by the returns." }),
    netTax: t.exposeFloat("netTax", { description: "Sales tax less credit notes' tax." }),
  }),
});

const RowRef = builder.objectRef<SalesTaxRow>("SalesTaxRow").implement({
  fields: (t) => ({
    month: t.exposeString("month", { description: "The month's first day (YYYY-MM-DD)." }),
    authority: t.exposeString("authority", { description: "FBR, SRB, or NONE when the order's register reports to neither." }),
    taxRate: t.exposeFloat("taxRate"),
    invoices: t.exposeInt("invoices"),
    salesValue: t.exposeFloat("salesValue"),
    salesTax: t.exposeFloat("salesTax"),
    creditNotes: t.exposeInt("creditNotes"),
    creditValue: t.exposeFloat("creditValue"),
    creditTax: t.exposeFloat("creditTax"),
    netTax: t.exposeFloat("netTax"),
  }),
});

const UnreportedRef = builder.objectRef<UnreportedOrder>("UnreportedOrder").implement({
  fields: (t) => ({
    orderId: t.exposeID("orderId"),
    orderNumber: t.exposeString("orderNumber"),
    kind: t.exposeString("kind"),
    createdAt: t.field({ type: "DateTime", resolve: (order) => order.createdAt }),
    locationName: t.exposeString("locationName"),
    registerName: t.exposeString("registerName", { nullable: true }),
    authority: t.exposeString("authority"),
    postingStatus: t.exposeString("postingStatus", { description: "Its postings' statuses, or NOT POSTED." }),
    total: t.exposeFloat("total"),
    tax: t.exposeFloat("tax"),
  }),
});

const ReportRef = builder.objectRef<SalesTaxReport>("SalesTaxReport").implement({
  fields: (t) => ({
    rows: t.field({ type: [RowRef], resolve: (report) => report.rows }),
    totals: t.field({ type: TotalsRef, resolve: (report) => report.totals }),
    unreported: t.field({ type: [UnreportedRef], description: "The first 500 orders without a fiscal number.", resolve: (report) => report.unreported }),
    unreportedCount: t.exposeInt("unreportedCount"),
  }),
});

builder.queryField("getSalesTaxReport", (t) =>
  t.field({
    type: ReportRef,
    description: "Output tax per month, authority and rate, credit notes from returns, and the orders without a fiscal number; at most 13 months.",
    authScopes: { permission: P.reportingAnalytics.reports.read },
    args: { from: t.arg.string(), to: t.arg.string(), locationIds: t.arg.idList() },
    resolve: (_root, { from, to, locationIds }, ctx) => inReadTransaction(ctx, (scope) => salesTaxReport(scope, { from, to, locationIds: locationIds?.map(String) ?? null })),
  }),
);
