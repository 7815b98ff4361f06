// The return order list as CSV, as it is filtered: read page by page (100 at a time, at most 10,000 rows) and
// downloaded. The streamed exports of every list come with issue 14.
import dayjs from "dayjs";
import { requestDocument } from "../../../providers/gqlHooks";
import { RETURNED_ORDERS, type ReturnedOrderRow } from "./queries";

const PAGE = 100;
const MAX_ROWS = 10_000;

const csvCell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? "" : String(value);
  // a leading = + - @ would run as a formula in a spreadsheet
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function returnsCsv(rows: readonly ReturnedOrderRow[]): string {
  const header = ["ID", "Order ID", "Customer Name", "Customer Phone", "Amount", "Status", "Comment", "Updated At", "Created At"];
  const lines = rows.map((row) =>
    [row.secondaryId, row.parentOrderId, row.customer?.name, row.customer?.phoneNumber, row.totalAmount.toFixed(2), row.status, row.comment, dayjs(row.updatedAt).format("YYYY-MM-DD HH:mm"), dayjs(row.createdAt).format("YYYY-MM-DD HH:mm")]
      .map(csvCell)
      .join(","),
  );
  return [header.join(","), ...lines].join("\n");
}

export async function exportReturns(filter: { search: string | null; locationId: string | null }): Promise<void> {
  const rows: ReturnedOrderRow[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page += 1) {
    const { list } = await requestDocument(RETURNED_ORDERS, { ...filter, page, limit: PAGE });
    rows.push(...list.data);
    if (list.data.length < PAGE || rows.length >= list.meta.totalCount) break;
  }
  const blob = new Blob([returnsCsv(rows)], { type: "text/csv;charset=utf-8" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `return-orders-${dayjs().format("YYYY-MM-DD")}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}
