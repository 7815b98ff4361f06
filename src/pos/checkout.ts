// The checkout's rules (pure, exact decimals through common/money): payment rows across methods must cover the
// total exactly; cash may go over it, the excess being the change. Nothing here rounds a typed amount silently:
// an amount with more than 2 decimals is refused.
import { formatMoney, money, parseMoney, sumMoney, toMoneyNumber, ZERO, type Money } from "../../common/money";
import { nonCashOverMessage, PAYMENT_METHODS, paymentsShortMessage, type PaymentMethod } from "../../common/schemas/order";

export { PAYMENT_METHODS, type PaymentMethod };


export interface PaymentRow {
  key: string;
  method: PaymentMethod;
  /** As typed. */
  text: string;
}

export interface Coverage {
  /** Sum of the valid rows. */
  paid: Money;
  /** What is still to pay (0 once covered). */
  remaining: Money;
  /** Cash over the total. */
  change: Money;
  /** Per row key: why its amount is refused. */
  rowErrors: Record<string, string>;
  /** Why the payment cannot be taken as it is, or null when it can. */
  problem: string | null;
}

export const AMOUNT_MESSAGE = "Enter an amount greater than 0 with at most 2 decimals.";

function rowAmount(row: PaymentRow): Money | null {
  const amount = parseMoney(row.text);
  if (!amount || amount.lte(0) || amount.decimalPlaces() > 2) return null;
  return amount;
}

/** Whether the rows pay `total` (a number from the server): exactly, or with cash over it giving change. */
export function coverage(totalValue: number, rows: readonly PaymentRow[], prefix = ""): Coverage {
  const total = money(totalValue);
  const rowErrors: Record<string, string> = {};
  const amounts: Money[] = [];
  const cash: Money[] = [];
  for (const row of rows) {
    const amount = rowAmount(row);
    if (!amount) {
      rowErrors[row.key] = AMOUNT_MESSAGE;
      continue;
    }
    amounts.push(amount);
    if (row.method === "CASH") cash.push(amount);
  }
  const paid = sumMoney(amounts);
  const cashPaid = sumMoney(cash);
  const otherPaid = paid.minus(cashPaid);
  const over = paid.minus(total);
  const remaining = over.isNegative() ? over.negated() : ZERO;
  const change = over.isPositive() && !over.isZero() ? over : ZERO;
  let problem: string | null = null;
  if (rows.length === 0) problem = "Add a payment.";
  else if (Object.keys(rowErrors).length > 0) problem = AMOUNT_MESSAGE;
  else if (otherPaid.gt(total)) problem = nonCashOverMessage(formatMoney(otherPaid), formatMoney(total));
  else if (remaining.gt(0)) problem = `${paymentsShortMessage(formatMoney(paid), formatMoney(total))} ${formatMoney(remaining, { prefix })} is still to be paid.`;
  else if (change.gt(cashPaid)) problem = "Only cash may be more than the total.";
  return { paid, remaining, change, rowErrors, problem };
}

/** The payments sent with createOrder: each row's amount (cash: what was tendered). */
export function paymentInputs(rows: readonly PaymentRow[]): { method: PaymentMethod; amount: number }[] {
  return rows.map((row) => ({ method: row.method, amount: toMoneyNumber(parseMoney(row.text) ?? ZERO) }));
}

/** The text of an amount for an input ("1234.50"). */
export function amountText(value: number | Money): string {
  return money(value).toFixed(2);
}

/** The amount a new row starts with: what is still to pay (blank when nothing is). */
export function remainingText(totalValue: number, rows: readonly PaymentRow[]): string {
  const { remaining } = coverage(totalValue, rows.filter((row) => rowAmount(row) !== null));
  return remaining.gt(0) ? amountText(remaining) : "";
}
