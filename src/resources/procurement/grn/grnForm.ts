// The GRN create form's values and rules, kept pure: one row per PO item still to receive, the discount and GST
// suggested from the PO's percentages, the line total (exact decimals from common/money), "receive all remaining",
// the input the server takes, and the rules of every field: the shared GRN schema through the one form adapter.
import { parseMoney, toMoneyNumber, ZERO } from "../../../../common/money";
import { priceDocument } from "../../../../common/pricing/priceDocument";
import { pricePurchaseOrder } from "../../../../common/pricing/purchaseOrder";
import { AT_LEAST_ONE_PACK_MESSAGE, grnInputSchema, overReceiptMessage } from "../../../../common/schemas/grn";
import { zodForm } from "../../../components/forms/zodForm";
import type { PurchaseOrderItemRecord } from "../purchaseOrders/types";
import type { GrnInput } from "./types";

export interface GrnItemValues {
  poItemId: string;
  batchNumber?: string;
  batchExpiry?: string | null;
  mfgDate?: string | null;
  mrp: number | null;
  tradePrice: number | null;
  discValue: number | null;
  gstValue: number | null;
  foc: number | null;
  receivedQuantity: number | null;
}

export interface GrnFormValues {
  poId: string | null;
  invoiceNumber?: string;
  invoiceDate: string | null;
  stockArrivalDate: string | null;
  advanceIncomeTax: number | null;
  comment?: string;
  items: GrnItemValues[];
}

/** A new row for a PO item: nothing received yet, its MRP and trade price. */
export function itemValues(item: PurchaseOrderItemRecord): GrnItemValues {
  return {
    poItemId: item.id,
    batchNumber: "",
    batchExpiry: null,
    mfgDate: null,
    mrp: item.product.maximumRetailPrice,
    tradePrice: item.tradePrice,
    discValue: 0,
    gstValue: 0,
    foc: 0,
    receivedQuantity: 0,
  };
}

/** Discount and GST of `quantity` packs at the PO item's percentages (editable suggestions). */
export function suggestedAmounts(item: Pick<PurchaseOrderItemRecord, "tradeDiscountPercentage" | "gstPercentage">, quantity: number, tradePrice: number) {
  const [line] = pricePurchaseOrder([{ requiredQuantity: quantity, tradePrice, tradeDiscountPercentage: item.tradeDiscountPercentage, gstPercentage: item.gstPercentage }]).lines;
  return { discValue: toMoneyNumber(line.tradeDiscountValue), gstValue: toMoneyNumber(line.gstAmount) };
}

/** received × trade price − the discount + the GST as typed (the invoice's amounts), as the server totals a GRN. */
export function lineTotal(row: Partial<GrnItemValues> | undefined): number {
  if (!row) return 0;
  const amount = (value: number | null | undefined) => parseMoney(value) ?? ZERO;
  const [line] = priceDocument(
    [{ unitPrice: amount(row.tradePrice), quantity: row.receivedQuantity ?? 0, discount: { amount: amount(row.discValue) }, tax: { amount: amount(row.gstValue) } }],
    { taxMode: "EXCLUSIVE" },
  ).lines;
  return toMoneyNumber(line.total);
}

/** Every row receives what is left of its PO item (less the FOC packs typed), with the suggested discount and GST. */
export function receiveAllRemaining(rows: readonly GrnItemValues[], poItems: readonly PurchaseOrderItemRecord[]): GrnItemValues[] {
  return rows.map((row) => {
    const poItem = poItems.find((item) => item.id === row.poItemId);
    if (!poItem) return row;
    const receivedQuantity = Math.max(poItem.grnRemainingQuantity - (row.foc ?? 0), 0);
    return { ...row, receivedQuantity, ...suggestedAmounts(poItem, receivedQuantity, row.tradePrice ?? 0) };
  });
}

/**
 * A row that receives something: rows left blank or at zero are not part of this GRN. Anything else typed (a
 * negative quantity too) is sent and checked, never dropped silently.
 */
const isReceiving = (row: Partial<GrnItemValues> | undefined): boolean => (row?.receivedQuantity ?? 0) !== 0 || (row?.foc ?? 0) !== 0;

/** The createGrn input, and the form's row index of each item sent (the server numbers items as sent). */
export function grnInput(values: GrnFormValues): { input: GrnInput; sentRows: number[] } {
  const rows = (values.items ?? []).map((item, index) => ({ item, index })).filter(({ item }) => isReceiving(item));
  const input = {
    poId: values.poId,
    invoiceNumber: values.invoiceNumber?.trim() ?? "",
    invoiceDate: values.invoiceDate,
    stockArrivalDate: values.stockArrivalDate,
    advanceIncomeTax: values.advanceIncomeTax ?? 0,
    comment: values.comment?.trim() ? values.comment.trim() : null,
    items: rows.map(({ item }) => ({
      poItemId: item.poItemId,
      batchNumber: item.batchNumber?.trim() ?? "",
      batchExpiry: item.batchExpiry,
      mfgDate: item.mfgDate || null,
      mrp: item.mrp,
      tradePrice: item.tradePrice,
      discValue: item.discValue ?? 0,
      gstValue: item.gstValue ?? 0,
      foc: item.foc ?? 0,
      receivedQuantity: item.receivedQuantity ?? 0,
    })),
  } as GrnInput; // built once the form's rules have passed: the fields the input requires are filled
  return { input, sentRows: rows.map(({ index }) => index) };
}

/** The server numbers items as sent (rows at zero left out): its "items.N.x" is the form's row sentRows[N]. */
const itemPathOf = (sentRows: readonly number[]) => (path: string) => {
  const match = /^items\.(\d+)(\..+)?$/.exec(path);
  const row = match ? sentRows[Number(match[1])] : undefined;
  return match && row !== undefined ? `items.${row}${match[2] ?? ""}` : path;
};

/** The rules of the GRN form and the server's messages on its fields. */
export const grnRules = zodForm({
  schema: grnInputSchema,
  toInput: (values: GrnFormValues) => {
    const { input, sentRows } = grnInput(values);
    return { input, fieldOf: itemPathOf(sentRows) };
  },
});

/** The message under the rows: nothing received yet, or the schema's for the whole GRN (its packs, its total). */
export function itemsProblem(values: GrnFormValues): string | undefined {
  if (grnInput(values).sentRows.length === 0) return AT_LEAST_ONE_PACK_MESSAGE;
  return grnRules.errorsOf(values).items;
}

/** A row may not bring in more packs (received + FOC) than remain on its PO item: the server's words. */
export function overReceiptProblem(row: Partial<GrnItemValues> | undefined, remaining: number): string | undefined {
  const packs = (row?.receivedQuantity ?? 0) + (row?.foc ?? 0);
  return Number.isInteger(packs) && packs > remaining ? overReceiptMessage(remaining) : undefined;
}
