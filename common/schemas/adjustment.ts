// Stock adjustments (system/adjustments): their types, statuses and line kinds, and the hand adjustment's input
// (createAdjustment and the create screen). Each line names one lot of the adjustment's location, how many selling
// units it takes out (SHORT) or brings in (EXCESS), and why. The spec shows none of this: the rules are ours
// (README "Stock adjustments").
import { z } from "zod";
import { DOCUMENT_LINES_MAX, QUANTITY_MAX, formatBound } from "../validation/bounds";
import { optionalText, requiredId, requiredText } from "./fields";

/** AUDIT comes from closing an audit; the others are made by hand. */
export const ADJUSTMENT_TYPES = ["AUDIT", "EXPIRED", "DAMAGED", "LOST", "FOUND", "CORRECTION"] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];
export const HAND_ADJUSTMENT_TYPES = ["EXPIRED", "DAMAGED", "LOST", "FOUND", "CORRECTION"] as const satisfies readonly AdjustmentType[];
export type HandAdjustmentType = (typeof HAND_ADJUSTMENT_TYPES)[number];

/** PENDING, then APPROVED (the stock moves) or REJECTED (nothing moves); nothing after either. */
export const ADJUSTMENT_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** SHORT takes units out of a lot, EXCESS brings them in. */
export const ADJUSTMENT_LINE_KINDS = ["SHORT", "EXCESS"] as const;
export type AdjustmentLineKind = (typeof ADJUSTMENT_LINE_KINDS)[number];

/** The direction each hand type moves stock in; CORRECTION goes either way, line by line. */
export const TYPE_LINE_KIND: Record<HandAdjustmentType, AdjustmentLineKind | null> = {
  EXPIRED: "SHORT",
  DAMAGED: "SHORT",
  LOST: "SHORT",
  FOUND: "EXCESS",
  CORRECTION: null,
};

export const ADJUSTMENT_TITLE_MAX = 200;
export const ADJUSTMENT_REMARKS_MAX = 1000;
export const ADJUSTMENT_REASON_MAX = 300;

export const ADJUSTMENT_MESSAGES = {
  title: "Please enter a title.",
  type: "Please choose the type of adjustment.",
  location: "Please select the location.",
  lines: "Please add at least one lot.",
  linesMax: `An adjustment can have at most ${formatBound(DOCUMENT_LINES_MAX)} lots.`,
  lot: "Please choose a lot.",
  quantity: "Please enter a valid quantity greater than 0",
  quantityMax: `Quantity must be at most ${formatBound(QUANTITY_MAX)}.`,
  reason: "Please give a reason.",
  kind: "Please choose whether the units are taken out or brought in.",
  kindOfType: (type: string, kind: string) => `A ${type.toLowerCase()} adjustment cannot ${kind === "SHORT" ? "take units out" : "bring units in"}.`,
  twice: "This lot is in the adjustment twice.",
  status: "Please choose APPROVED or REJECTED.",
} as const;

/** What updateAdjustmentStatus refuses once an adjustment is decided, or when asked for PENDING. */
export const ONLY_PENDING_MESSAGE = "Only a pending adjustment can be approved or rejected.";
export const AUTHOR_CANNOT_APPROVE_MESSAGE = "An adjustment is approved by someone other than the person who made it.";
export const COUNTER_CANNOT_APPROVE_MESSAGE = "An audit's adjustment is approved by someone who took no part in its count.";
export const ONLY_OWN_WITHDRAWAL_MESSAGE = "Without the permission to approve adjustments, you can only withdraw (reject) an adjustment you made.";

const lineSchema = z.object({
  lotId: requiredId(ADJUSTMENT_MESSAGES.lot),
  quantity: z
    .number({ error: ADJUSTMENT_MESSAGES.quantity })
    .int({ error: ADJUSTMENT_MESSAGES.quantity })
    .min(1, { error: ADJUSTMENT_MESSAGES.quantity })
    .max(QUANTITY_MAX, { error: ADJUSTMENT_MESSAGES.quantityMax }),
  reason: requiredText(ADJUSTMENT_MESSAGES.reason, { label: "Reason", max: ADJUSTMENT_REASON_MAX }),
  /** Needed for CORRECTION only; the other types imply it. */
  kind: z.enum(ADJUSTMENT_LINE_KINDS, { error: ADJUSTMENT_MESSAGES.kind }).nullish(),
});

/** CreateAdjustmentInput (createAdjustment) and the create screen. Lines come out with their kind filled in. */
export const adjustmentInputSchema = z
  .object({
    title: requiredText(ADJUSTMENT_MESSAGES.title, { label: "Title", max: ADJUSTMENT_TITLE_MAX }),
    remarks: optionalText({ label: "Remarks", max: ADJUSTMENT_REMARKS_MAX, multiline: true }),
    adjustmentType: z.enum(HAND_ADJUSTMENT_TYPES, { error: ADJUSTMENT_MESSAGES.type }),
    locationId: requiredId(ADJUSTMENT_MESSAGES.location),
    lines: z.array(lineSchema, { error: ADJUSTMENT_MESSAGES.lines }).min(1, { error: ADJUSTMENT_MESSAGES.lines }).max(DOCUMENT_LINES_MAX, { error: ADJUSTMENT_MESSAGES.linesMax }),
  })
  .superRefine((input, ctx) => {
    const implied = TYPE_LINE_KIND[input.adjustmentType];
    const seen = new Set<string>();
    input.lines.forEach((line, index) => {
      const lot = line.lotId.toLowerCase();
      if (seen.has(lot)) ctx.addIssue({ code: "custom", path: ["lines", index, "lotId"], message: ADJUSTMENT_MESSAGES.twice });
      seen.add(lot);
      if (implied === null && !line.kind) ctx.addIssue({ code: "custom", path: ["lines", index, "kind"], message: ADJUSTMENT_MESSAGES.kind });
      if (implied !== null && line.kind && line.kind !== implied) {
        ctx.addIssue({ code: "custom", path: ["lines", index, "kind"], message: ADJUSTMENT_MESSAGES.kindOfType(input.adjustmentType, line.kind) });
      }
    });
  })
  .transform((input) => ({
    ...input,
    lines: input.lines.map((line) => ({ ...line, kind: (TYPE_LINE_KIND[input.adjustmentType] ?? line.kind) as AdjustmentLineKind })),
  }));


/** updateAdjustmentStatus's status argument. */
export const adjustmentDecisionSchema = z.enum(["APPROVED", "REJECTED"], { error: ADJUSTMENT_MESSAGES.status });

export const expiredWriteOffSchema = z.object({
  locationId: requiredId(ADJUSTMENT_MESSAGES.location),
  title: optionalText({ label: "Title", max: ADJUSTMENT_TITLE_MAX }),
  remarks: optionalText({ label: "Remarks", max: ADJUSTMENT_REMARKS_MAX, multiline: true }),
});
