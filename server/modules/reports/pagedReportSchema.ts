// A paged report's GraphQL shape, made once: its page of rows, the page's meta and the totals over every row.
import type { ObjectRef } from "@pothos/core";
import { builder, type Types } from "../../graphql/builder";

export interface PagedReport<TRow, TTotals> {
  data: TRow[];
  meta: { page: number; limit: number; total: number };
  totals: TTotals;
}

/** `${name}` with `data: [row]`, `meta: ${name}Meta` and `totals`, for rows and totals already declared. */
export function pagedReportRef<TRow, TTotals>(name: string, rowRef: ObjectRef<Types, TRow>, totalsRef: ObjectRef<Types, TTotals>) {
  const metaRef = builder.objectRef<PagedReport<TRow, TTotals>["meta"]>(`${name}Meta`).implement({
    fields: (t) => ({ page: t.exposeInt("page"), limit: t.exposeInt("limit"), total: t.exposeInt("total") }),
  });
  return builder.objectRef<PagedReport<TRow, TTotals>>(name).implement({
    fields: (t) => ({
      data: t.field({ type: [rowRef], resolve: (report) => report.data }),
      meta: t.field({ type: metaRef, resolve: (report) => report.meta }),
      totals: t.expose("totals", { type: totalsRef }),
    }),
  });
}
