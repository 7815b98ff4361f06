// Goods receipt notes (DESIGN "Procurement"): received PO items with batch, expiry, MRP, prices and FOC, then QC.
import { z } from "zod";
import { lineAmount, sumMoney } from "../money";
import {
  DOCUMENT_LINES_MAX,
  MONEY_MAX,
  PACKS_PER_INTAKE_MAX,
  PACKS_PER_LINE_MAX,
  formatBound,
  isWithinMoneyMax,
  optionalCount,
  requiredCount,
  whenValid,
} from "../validation/bounds";
import { DATE_MESSAGE, optionalDate, requiredDate, todayUtc } from "./dates";
import { optionalText, requiredId, requiredText } from "./fields";
import { moneyAmount, optionalMoneyAmount } from "./purchaseOrder";

export const GRN_ITEM_STATUSES = ["COMPLETED", "QC", "RECEIVED", "REJECTED"] as const;
export type GrnItemStatus = (typeof GRN_ITEM_STATUSES)[number];
export const QC_DECISIONS = ["ACCEPTED", "REJECTED"] as const;

export const GRN_ITEMS_MAX = DOCUMENT_LINES_MAX;
export const PO_MESSAGE = "Please select a purchase order.";
export const PO_STATE_MESSAGE = "Goods can only be received against an open or partially received purchase order.";
export const INVOICE_NUMBER_MESSAGE = "Please enter an invoice number.";
export const INVOICE_DATE_FUTURE_MESSAGE = "Invoice date cannot be in the future.";
export const ARRIVAL_DATE_FUTURE_MESSAGE = "Stock arrival date cannot be in the future.";
export const GRN_ITEMS_MESSAGE = "Please add at least one item.";
export const PO_ITEM_MESSAGE = "This item does not belong to the purchase order.";
export const BATCH_NUMBER_MESSAGE = "Please enter a batch number.";
export const BATCH_EXPIRY_MESSAGE = "Batch expiry must be in the future.";
export const MFG_BEFORE_EXPIRY_MESSAGE = "Manufacturing date must be before the batch expiry.";
export const MFG_FUTURE_MESSAGE = "Manufacturing date cannot be in the future.";
export const RECEIVED_QUANTITY_MESSAGE = "Received quantity must be a whole number of 0 or more.";
export const AT_LEAST_ONE_PACK_MESSAGE = "Please receive at least one pack.";
export const FOC_MESSAGE = "FOC must be a whole number of 0 or more.";
export const overReceiptMessage = (remaining: number) => `Received quantity cannot exceed the remaining quantity of ${remaining}.`;
export const GRN_ITEM_MESSAGE = "This item is not part of the GRN.";
export const QC_DONE_MESSAGE = "This item has already been through QC.";
export const REJECT_COMMENT_MESSAGE = "Please enter a reason for rejecting this item.";
export const QC_ITEMS_MESSAGE = "Please choose at least one item.";
export const LINE_PACKS_MESSAGE = `A GRN line can bring in at most ${formatBound(PACKS_PER_LINE_MAX)} packs (received and FOC together).`;
export const GRN_PACKS_MESSAGE = `A GRN can bring in at most ${formatBound(PACKS_PER_INTAKE_MAX)} packs.`;
export const GRN_LINE_AMOUNT_MESSAGE = `A line can amount to at most ${formatBound(MONEY_MAX)} (received quantity × trade price).`;
export const GRN_TOTAL_MESSAGE = `A GRN can total at most ${formatBound(MONEY_MAX)}.`;

const money = (label: string) => moneyAmount(label, `${label} must be a number of 0 or more with at most 2 decimals.`);
const optionalMoney = (label: string) => optionalMoneyAmount(label, `${label} must be a number of 0 or more with at most 2 decimals.`);

type PricedLine = Pick<GrnItemInput, "tradePrice" | "receivedQuantity" | "discValue" | "gstValue">;

/** Lines' amounts: Σ price × quantity (FOC packs are free), Σ discount, Σ GST, and value = amount − discount + GST. */
function linesAmounts(items: readonly PricedLine[]) {
  const amount = sumMoney(items.map((item) => lineAmount(item.tradePrice, item.receivedQuantity)));
  const discount = sumMoney(items.map((item) => item.discValue));
  const tax = sumMoney(items.map((item) => item.gstValue));
  return { amount, discount, tax, value: amount.minus(discount).plus(tax) };
}

/** The GRN's amounts as createGrn stores them: Σ price × quantity − Σ discount + Σ GST + advance income tax. */
export function grnTotal(input: Pick<GrnInput, "items" | "advanceIncomeTax">) {
  const { amount, discount, tax, value } = linesAmounts(input.items);
  return { amount, discount, tax, total: value.plus(input.advanceIncomeTax) };
}

export interface GrnFigureLine extends PricedLine {
  status: GrnItemStatus;
  foc: number;
}

/** Packs (received + FOC) and amounts of some of a GRN's lines, as numbers for the API. */
export interface GrnFigureSet {
  lines: number;
  packs: number;
  amount: number;
  discount: number;
  tax: number;
  value: number;
}

function figureSet(items: readonly GrnFigureLine[]): GrnFigureSet {
  const { amount, discount, tax, value } = linesAmounts(items);
  const packs = items.reduce((sum, item) => sum + item.receivedQuantity + item.foc, 0);
  return { lines: items.length, packs, amount: amount.toNumber(), discount: discount.toNumber(), tax: tax.toNumber(), value: value.toNumber() };
}

/**
 * A GRN apart by QC outcome: everything received, what QC rejected (it goes back to the vendor), what waits for QC,
 * and what was accepted (RECEIVED or taken into stock). The GRN is worth what was not rejected: its amount,
 * discount, tax and total (with the advance income tax) count the accepted lines and those still awaiting QC.
 */
export function grnFigures(items: readonly GrnFigureLine[], advanceIncomeTax: number) {
  const kept = items.filter((item) => item.status !== "REJECTED");
  const { amount, discount, tax, value } = linesAmounts(kept);
  return {
    received: figureSet(items),
    rejected: figureSet(items.filter((item) => item.status === "REJECTED")),
    awaitingQc: figureSet(items.filter((item) => item.status === "QC")),
    accepted: figureSet(items.filter((item) => item.status === "RECEIVED" || item.status === "COMPLETED")),
    amount,
    discount,
    tax,
    total: value.plus(advanceIncomeTax),
  };
}

export const grnItemInputSchema = z
  .object({
    poItemId: requiredId(PO_ITEM_MESSAGE),
    batchNumber: requiredText(BATCH_NUMBER_MESSAGE, { label: "Batch number", max: 60 }),
    batchExpiry: requiredDate(),
    mfgDate: optionalDate(),
    mrp: money("MRP"),
    tradePrice: money("Trade price"),
    discValue: optionalMoney("Discount"),
    gstValue: optionalMoney("GST"),
    foc: optionalCount("FOC", { min: 0, max: PACKS_PER_LINE_MAX, message: FOC_MESSAGE }).transform((value) => value ?? 0),
    receivedQuantity: requiredCount("Received quantity", { min: 0, max: PACKS_PER_LINE_MAX, message: RECEIVED_QUANTITY_MESSAGE }),
  })
  .superRefine((item, ctx) => {
    const today = todayUtc();
    if (item.batchExpiry <= today) ctx.addIssue({ code: "custom", path: ["batchExpiry"], message: BATCH_EXPIRY_MESSAGE });
    if (item.mfgDate !== null) {
      if (item.mfgDate > today) ctx.addIssue({ code: "custom", path: ["mfgDate"], message: MFG_FUTURE_MESSAGE });
      else if (item.mfgDate >= item.batchExpiry) ctx.addIssue({ code: "custom", path: ["mfgDate"], message: MFG_BEFORE_EXPIRY_MESSAGE });
    }
    if (item.receivedQuantity + item.foc < 1) ctx.addIssue({ code: "custom", path: ["receivedQuantity"], message: AT_LEAST_ONE_PACK_MESSAGE });
  })
  .superRefine(
    (item, ctx) => {
      if (item.receivedQuantity + item.foc > PACKS_PER_LINE_MAX) ctx.addIssue({ code: "custom", path: ["receivedQuantity"], message: LINE_PACKS_MESSAGE });
      else if (!isWithinMoneyMax(lineAmount(item.tradePrice, item.receivedQuantity))) ctx.addIssue({ code: "custom", path: ["receivedQuantity"], message: GRN_LINE_AMOUNT_MESSAGE });
    },
    { when: whenValid() },
  );

export const grnInputSchema = z
  .object({
    poId: requiredId(PO_MESSAGE),
    invoiceNumber: requiredText(INVOICE_NUMBER_MESSAGE, { label: "Invoice number", max: 60 }),
    invoiceDate: requiredDate(DATE_MESSAGE),
    stockArrivalDate: requiredDate(DATE_MESSAGE),
    advanceIncomeTax: optionalMoney("Advance income tax"),
    comment: optionalText({ label: "Comment", max: 2000, multiline: true }),
    items: z.array(grnItemInputSchema, { error: GRN_ITEMS_MESSAGE }).min(1, { error: GRN_ITEMS_MESSAGE }).max(GRN_ITEMS_MAX, { error: `A GRN can have at most ${GRN_ITEMS_MAX} items.` }),
  })
  .superRefine((input, ctx) => {
    const today = todayUtc();
    if (input.invoiceDate > today) ctx.addIssue({ code: "custom", path: ["invoiceDate"], message: INVOICE_DATE_FUTURE_MESSAGE });
    if (input.stockArrivalDate > today) ctx.addIssue({ code: "custom", path: ["stockArrivalDate"], message: ARRIVAL_DATE_FUTURE_MESSAGE });
  })
  .superRefine(
    (input, ctx) => {
      const packs = input.items.reduce((sum, item) => sum + item.receivedQuantity + item.foc, 0);
      if (packs > PACKS_PER_INTAKE_MAX) ctx.addIssue({ code: "custom", path: ["items"], message: GRN_PACKS_MESSAGE });
      else if (!isWithinMoneyMax(grnTotal(input).total)) ctx.addIssue({ code: "custom", path: ["items"], message: GRN_TOTAL_MESSAGE });
    },
    { when: whenValid("items", "advanceIncomeTax") },
  );

export const qcItemInputSchema = z
  .object({
    grnItemId: requiredId(GRN_ITEM_MESSAGE),
    status: z.enum(QC_DECISIONS, { error: "Please choose accepted or rejected." }),
    comment: optionalText({ label: "Comment", max: 2000, multiline: true }),
  })
  .superRefine((item, ctx) => {
    if (item.status === "REJECTED" && item.comment === null) ctx.addIssue({ code: "custom", path: ["comment"], message: REJECT_COMMENT_MESSAGE });
  });

export const qcInputSchema = z.object({
  items: z
    .array(qcItemInputSchema, { error: QC_ITEMS_MESSAGE })
    .min(1, { error: QC_ITEMS_MESSAGE })
    .max(GRN_ITEMS_MAX, { error: `QC can decide at most ${GRN_ITEMS_MAX} items at a time.` }),
});

export type GrnInput = z.infer<typeof grnInputSchema>;
export type GrnItemInput = z.infer<typeof grnItemInputSchema>;
