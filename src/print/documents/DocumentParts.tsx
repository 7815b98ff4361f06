// The blocks the procurement documents share: the meta block, the totals box and the signature lines.
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { toMoneyString } from "../../../common/money";
import { currencyCode } from "../../resources/catalogue/options";
import { DATE_FORMAT } from "../../resources/columns";

export interface MetaEntry {
  label: string;
  value: ReactNode;
}

export interface MetaBlockProps {
  testId: string;
  /** The document's own facts (number, dates, status). */
  left: readonly MetaEntry[];
  /** The other party and places (vendor, location). */
  right: readonly MetaEntry[];
  /** Long texts across the whole width (terms, addresses). */
  wide?: readonly MetaEntry[];
}

/** Label–value pairs in two columns and full-width lines below; entries without a value are left out. */
export function MetaBlock({ testId, left, right, wide = [] }: MetaBlockProps) {
  return (
    <section className="print-meta" data-testid={testId}>
      <MetaColumn entries={left} />
      <MetaColumn entries={right} />
      {wide.filter(hasValue).map((entry) => (
        <div key={entry.label} className="print-wide">
          <MetaLine entry={entry} />
        </div>
      ))}
    </section>
  );
}

function hasValue(entry: MetaEntry): boolean {
  return entry.value !== null && entry.value !== undefined && entry.value !== "";
}

function MetaColumn({ entries }: { entries: readonly MetaEntry[] }) {
  return (
    <div>
      {entries.filter(hasValue).map((entry) => (
        <MetaLine key={entry.label} entry={entry} />
      ))}
    </div>
  );
}

function MetaLine({ entry }: { entry: MetaEntry }) {
  return (
    <p className="print-meta-line">
      <span className="print-label">{entry.label}:</span> <span className="print-lines">{entry.value}</span>
    </p>
  );
}

export interface TotalLine {
  label: string;
  /** Shown with the currency and two decimals. */
  amount: number;
  /** The last, bold line. */
  grand?: boolean;
}

export function TotalsBlock({ lines, testId }: { lines: readonly TotalLine[]; testId: string }) {
  return (
    <table className="print-totals" data-testid={testId}>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label} className={line.grand ? "print-grand" : undefined}>
            <td>{line.label}</td>
            <td className="num">{totalText(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SignatureLines({ labels }: { labels: readonly string[] }) {
  return (
    <footer className="print-signatures" data-testid="print-signatures">
      {labels.map((label) => (
        <span key={label}>{label}</span>
      ))}
    </footer>
  );
}

/** DD/MM/YYYY, or empty when there is no date. */
export function dateText(value: string | null | undefined): string {
  if (!value) return "";
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : value;
}

// Documents show every amount with its two decimals, as the screens do.
const documentAmount = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in an items table, whose header names the currency (see moneyHeader): "1,234.50". */
export function amountText(value: number): string {
  // Rounded half-up first (common/money); "+ 0" turns a rounded -0 into 0.
  return documentAmount.format(Number(toMoneyString(value)) + 0);
}

/** A line of a totals box, with the currency: "PKR 1,234.50". */
function totalText(value: number): string {
  return `${currencyCode()} ${amountText(value)}`;
}

/** "Trade Price (PKR)": item cells repeat no currency, so a column still fits on A4. */
export function moneyHeader(label: string): string {
  return `${label} (${currencyCode()})`;
}

/** "18%" for a percentage column. */
export function percentText(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : `${value}%`;
}

/** The error to show instead of the sheet: the server's message, else "not found" once loading ended empty. */
export function loadProblem(error: unknown, loaded: boolean, notFound: string): string | null {
  if (error instanceof Error) return error.message;
  if (error) return notFound;
  return loaded ? null : notFound;
}
