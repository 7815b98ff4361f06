// The order_payments rows of a sale or of a refund, built in one place: each payment (or refund by method) carries
// its share of the order's gross, discount, tax and fees, split by the payments' amounts exact to the paisa
// (splitByWeights), because the session summary and the Z report add those shares per method. The rows are a
// millisecond apart so that they read back in the order they were taken.
import { randomUUID } from "node:crypto";
import { toMoneyString, type Money, type MoneyLike } from "../../../common/money";
import { splitByWeights } from "../../../common/pricing/cart";
import type { orderPayments } from "../../db/schema";

interface PaymentTaken {
  method: string;
  amount: Money;
  tendered: Money;
}

export interface OrderPayments {
  tenantId: string;
  orderId: string;
  sessionId: string;
  locationId: string;
  status: "PAID" | "REFUNDED";
  /** The order's amounts that the payments share. */
  amounts: { gross: MoneyLike; discount: MoneyLike; tax: MoneyLike; fees: MoneyLike };
  payments: readonly PaymentTaken[];
  /** When the first was taken; each next one a millisecond later. */
  takenAt: Date;
}

export type OrderPaymentInsert = typeof orderPayments.$inferInsert & { id: string; createdAt: Date };

export function orderPaymentRows({ tenantId, orderId, sessionId, locationId, status, amounts, payments, takenAt }: OrderPayments): OrderPaymentInsert[] {
  const weights = payments.map((payment) => payment.amount);
  const shares = {
    gross: splitByWeights(amounts.gross, weights),
    discount: splitByWeights(amounts.discount, weights),
    tax: splitByWeights(amounts.tax, weights),
    fees: splitByWeights(amounts.fees, weights),
  };
  const taken = takenAt.getTime();
  return payments.map((payment, index) => ({
    tenantId,
    id: randomUUID(),
    orderId,
    sessionId,
    locationId,
    method: payment.method,
    status,
    amount: toMoneyString(payment.amount),
    tendered: toMoneyString(payment.tendered),
    grossShare: toMoneyString(shares.gross[index]),
    discountShare: toMoneyString(shares.discount[index]),
    taxShare: toMoneyString(shares.tax[index]),
    feesShare: toMoneyString(shares.fees[index]),
    createdAt: new Date(taken + index),
  }));
}
