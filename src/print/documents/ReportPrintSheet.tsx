// The A4 sheet of a report over a date range: its title, the range under it, the file name a saved PDF gets
// (`{slug}-{from}-{to}`), and the line that says what went wrong or what was left to Download.
import type { ReactNode } from "react";
import { PrintSheet } from "../PrintSheet";
import { dateText } from "./DocumentParts";

interface ReportPrintSheetProps {
  title: string;
  /** The saved file's name before the range, e.g. "sales-report". */
  slug: string;
  range: { from?: string | null; to?: string | null };
  loading: boolean;
  problem: string | null;
  cut?: string | null;
  children: ReactNode;
}

export function ReportPrintSheet({ title, slug, range, loading, problem, cut, children }: ReportPrintSheetProps) {
  return (
    <PrintSheet
      title={title}
      subtitle={range.from && range.to ? `${dateText(range.from)} – ${dateText(range.to)}` : undefined}
      documentTitle={`${slug}-${range.from ?? ""}-${range.to ?? ""}`}
      loading={loading}
      error={problem}
      notice={cut}
    >
      {children}
    </PrintSheet>
  );
}
