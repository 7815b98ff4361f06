// Barcode labels of received packs. A GRN item's N packs are lots `{actionId}~1 … ~N`; the barcode pages print a
// range of those lot codes as QR labels on 106 mm roll stock, one row of labels per page.

/** Most labels one print may hold. */
export const BARCODE_MAX_PER_PRINT = 100;
/** Most labels the public demo page prints. */
export const DEMO_MAX_LABELS = 1000;
/** The printable sheet (one page = one row of labels). */
export const LABEL_SHEET_WIDTH_MM = 106;
export const LABEL_SHEET_HEIGHT_MM = 24;
/** The demo shows 'B: ' and this many first characters of the id. */
export const DEMO_BATCH_LENGTH = 8;

export const BARCODE_LAYOUTS = ["single", "double", "triple"] as const;
export type BarcodeLayout = (typeof BARCODE_LAYOUTS)[number];
export const DEFAULT_BARCODE_LAYOUT: BarcodeLayout = "single";

const LABELS_PER_ROW: Record<BarcodeLayout, number> = { single: 1, double: 2, triple: 3 };
const LAYOUT_NAMES: Record<BarcodeLayout, string> = { single: "Single", double: "Double", triple: "Triple" };

export function labelsPerRow(layout: BarcodeLayout): number {
  return LABELS_PER_ROW[layout];
}

/** "Triple (3 labels per row)". */
export function layoutName(layout: BarcodeLayout): string {
  const perRow = labelsPerRow(layout);
  return `${LAYOUT_NAMES[layout]} (${perRow} ${perRow === 1 ? "label" : "labels"} per row)`;
}

export function isBarcodeLayout(value: unknown): value is BarcodeLayout {
  return typeof value === "string" && (BARCODE_LAYOUTS as readonly string[]).includes(value);
}

/** The layout query parameter; absent or unknown means single. */
export function parseBarcodeLayout(value: string | null | undefined): BarcodeLayout {
  const normalised = value?.trim().toLowerCase();
  return isBarcodeLayout(normalised) ? normalised : DEFAULT_BARCODE_LAYOUT;
}

/** The total query parameter: a whole number of 1 or more, otherwise null. */
export function parseBarcodeTotal(value: string | null | undefined): number | null {
  const text = value?.trim() ?? "";
  if (!/^\d+$/.test(text)) return null;
  const total = Number(text);
  return Number.isSafeInteger(total) && total >= 1 ? total : null;
}

/** What a lot's QR code holds: the id, a tilde, then the batch number. */
export function barcodeValue(id: string, batchNo: number): string {
  return `${id}~${batchNo}`;
}

// ---- the range of batch numbers to print ----

export interface BarcodeRange {
  from: number | null;
  to: number | null;
}

export interface BarcodeRangeErrors {
  from?: string;
  to?: string;
}

export const batchStartMessage = "Batch number must start from 1 or higher";
export const batchOrderMessage = "'To' batch number must be greater than or equal to 'From' batch number";
export const batchOverTotalMessage = (total: number) => `Batch number cannot be greater than total quantity of ${total}`;

/** The most labels one print of this total may hold: the per-print limit, or the total when smaller. */
function maxBatchSize(total: number): number {
  return Math.min(total, BARCODE_MAX_PER_PRINT);
}

export function batchSizeMessage(total: number): string {
  return total < BARCODE_MAX_PER_PRINT
    ? `Batch size cannot be greater than total quantity of ${total}`
    : `Batch size cannot be greater than maximum limit of ${BARCODE_MAX_PER_PRINT}`;
}

/** The range first offered: 1 to the total, capped at the per-print limit. */
export function initialBarcodeRange(total: number): BarcodeRange {
  return { from: 1, to: maxBatchSize(total) };
}

const isBatchNumber = (value: number | null): value is number => value !== null && Number.isInteger(value) && value >= 1;

/** Field errors of a range; empty when it can be printed. */
export function validateBarcodeRange(range: BarcodeRange, total: number): BarcodeRangeErrors {
  const errors: BarcodeRangeErrors = {};
  const { from, to } = range;
  if (!isBatchNumber(from)) errors.from = batchStartMessage;
  else if (from > total) errors.from = batchOverTotalMessage(total);

  if (!isBatchNumber(to)) errors.to = batchStartMessage;
  else if (isBatchNumber(from) && to < from) errors.to = batchOrderMessage;
  else if (isBatchNumber(from) && to - from + 1 > maxBatchSize(total)) errors.to = batchSizeMessage(total);
  else if (to > total) errors.to = batchOverTotalMessage(total);
  return errors;
}

export function isValidBarcodeRange(range: BarcodeRange, total: number): range is { from: number; to: number } {
  const errors = validateBarcodeRange(range, total);
  return errors.from === undefined && errors.to === undefined;
}

/** How many labels a valid range prints (0 for an invalid one). */
export function barcodeRangeCount(range: BarcodeRange, total: number): number {
  return isValidBarcodeRange(range, total) ? range.to - range.from + 1 : 0;
}

// ---- labels and rows ----

export interface PrintLabel {
  /** Unique within one print. */
  key: string;
  qrValue: string;
  /** Product name, at most two lines on the label. */
  name: string;
  /** The code printed under the name: the lot code, or the demo's product id. */
  code: string;
  /** 'Exp: …', omitted when there is no expiry. */
  expiryLine: string | null;
  /** 'B: …' on the demo's labels. */
  batchLine: string | null;
  sequence: number;
}

const expiryLineOf = (expiry: string | null | undefined) => (expiry?.trim() ? `Exp: ${expiry.trim()}` : null);

/** A calendar date or timestamp (YYYY-MM-DD…) as DD/MM/YYYY; anything else as given. */
export function displayExpiry(expiry: string | null | undefined): string {
  const text = expiry?.trim() ?? "";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : text;
}

export interface LotLabelsInput {
  id: string;
  name: string;
  expiry: string | null;
  from: number;
  to: number;
}

/**
 * The generator's labels: lot k of the range carries the lot code `{id}~k` as its QR value and sequence k.
 * `expiry` is printed as given (the page has already made it DD/MM/YYYY with displayExpiry).
 */
export function lotLabels({ id, name, expiry, from, to }: LotLabelsInput): PrintLabel[] {
  const labels: PrintLabel[] = [];
  for (let batchNo = from; batchNo <= to; batchNo += 1) {
    const code = barcodeValue(id, batchNo);
    labels.push({ key: code, qrValue: code, name, code, expiryLine: expiryLineOf(expiry), batchLine: null, sequence: batchNo });
  }
  return labels;
}

const DEMO_DEFAULT_PRODUCT_NAME = "Product";

/** The demo's Total Labels field: a number, 1 when it is not one; kept within 1 … DEMO_MAX_LABELS. */
export function demoLabelCount(value: string | number | null | undefined): number {
  const count = Math.floor(Number(value));
  if (value === "" || value === null || value === undefined || !Number.isFinite(count)) return 1;
  return Math.min(Math.max(count, 1), DEMO_MAX_LABELS);
}

export interface DemoLabelsInput {
  id: string;
  name: string;
  expiry: string;
  count: number;
}

/** The demo's labels, numbered from 1. */
export function demoLabels({ id, name, expiry, count }: DemoLabelsInput): PrintLabel[] {
  return Array.from({ length: count }, (_, index) => ({
    key: String(index + 1),
    qrValue: barcodeValue(id, index + 1),
    name: name.trim() || DEMO_DEFAULT_PRODUCT_NAME,
    code: id,
    expiryLine: expiryLineOf(expiry),
    batchLine: `B: ${id.slice(0, DEMO_BATCH_LENGTH)}`,
    sequence: index + 1,
  }));
}

/** Rows of `perRow` labels; the last row holds only the remainder. */
export function chunkIntoRows<T>(items: readonly T[], perRow: number): T[][] {
  const size = Math.max(1, Math.floor(perRow));
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += size) rows.push(items.slice(start, start + size));
  return rows;
}

/** "1 label" / "3 labels". */
export function labelCountText(count: number): string {
  return `${count} ${count === 1 ? "label" : "labels"}`;
}
