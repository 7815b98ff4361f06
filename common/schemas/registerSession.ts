// Register sessions (spec sales-and-system §5, §9): opening and closing amounts with their denomination counts, and
// cash added to or taken from a drawer. Shared by the open/close screens, the cash dialog and the server.
import { z } from "zod";
import { DENOMINATIONS, isDenomination } from "../denominations";
import { requiredBoundedNumber, requiredMoney } from "../validation/bounds";
import { optionalText, requiredText } from "./fields";

export const REGISTER_SESSION_STATUSES = ["OPENED", "CLOSED"] as const;
export const REGISTER_CASH_ENTRY_KINDS = ["OPENING", "ADDITION", "WITHDRAWAL", "CLOSING"] as const;
export const CASH_MOVEMENT_KINDS = ["ADDITION", "WITHDRAWAL"] as const;

/** Notes of one count row at most (a million notes of 5000 is already past the money bound). */
export const DENOMINATION_COUNT_MAX = 1_000_000;
export const DENOMINATION_MESSAGE = `A denomination must be one of ${DENOMINATIONS.join(", ")}.`;
export const DENOMINATION_COUNT_MESSAGE = "A count must be a whole number of 0 or more.";
export const NOTE_MAX = 500;
export const CASH_NOTE_MESSAGE = "Please enter a note.";
export const CASH_KIND_MESSAGE = "Please choose Cash In or Cash Out.";
export const DENOMINATIONS_MAX_MESSAGE = `At most ${DENOMINATIONS.length} denomination rows.`;

export const denominationCountSchema = z.object({
  denomination: z.number({ error: DENOMINATION_MESSAGE }).refine(isDenomination, { error: DENOMINATION_MESSAGE }),
  count: requiredBoundedNumber({
    min: 0,
    max: DENOMINATION_COUNT_MAX,
    integer: true,
    message: DENOMINATION_COUNT_MESSAGE,
    maxMessage: `A count must be at most ${DENOMINATION_COUNT_MAX.toLocaleString("en-US")}.`,
  }),
});

const denominations = z
  .array(denominationCountSchema)
  .max(DENOMINATIONS.length * 2, { error: DENOMINATIONS_MAX_MESSAGE })
  .nullish()
  .transform((rows) => rows ?? []);

export const openRegisterSessionSchema = z.object({
  openingAmount: requiredMoney("Opening amount", { missingMessage: "Please enter the opening amount." }),
  denominations,
  note: optionalText({ label: "Note", max: NOTE_MAX, multiline: true }),
});

export const closeRegisterSessionSchema = z.object({
  closingAmount: requiredMoney("Closing amount", { missingMessage: "Please enter the closing amount." }),
  denominations,
  note: optionalText({ label: "Closing note", max: NOTE_MAX, multiline: true }),
});

export const registerCashSchema = z.object({
  kind: z.enum(CASH_MOVEMENT_KINDS, { error: CASH_KIND_MESSAGE }),
  amount: requiredMoney("Amount", { missingMessage: "Please enter an amount." }).refine((value) => value > 0, { error: "Amount must be more than 0." }),
  note: requiredText(CASH_NOTE_MESSAGE, { label: "Note", max: NOTE_MAX, multiline: true }),
});
