// What a customer return refunds (issue 13; DESIGN "Money"): each amount of a sale — a line's gross, discount,
// tax and total, and the order's fees and shipping discount — is given back in proportion to the units returned,
// counted cumulatively: the units returned so far R and now r refund round(amount × (R + r) / Q) − round(amount × R
// / Q). The rounding telescopes, so however a sale comes back, in one return or many, the refunds add up to the
// sale's amounts exactly, to the paisa.
import { money, round2, type Money, type MoneyLike } from "../money";
import { splitByWeights } from "./cart";

export function refundShare(amount: MoneyLike, totalUnits: number, alreadyReturned: number, returning: number): Money {
  if (totalUnits <= 0 || returning <= 0) return money(0);
  const upTo = (units: number) => round2(money(amount).times(units).div(totalUnits));
  return upTo(alreadyReturned + returning).minus(upTo(alreadyReturned));
}

export interface MethodAmount {
  method: string;
  amount: Money;
}

/**
 * How a refund goes back to the sale's own methods (issue 25): in proportion to what each method paid, counted
 * cumulatively like refundShare: with R refunded by earlier returns and r now, each method gets its share of R + r
 * less its share of R, the shares split exactly (splitByWeights' rule, the remainder on the method that paid most).
 * So the returns of a sale add up, per method, to what each method paid, and each return adds up to its refund.
 * Methods paid more than once (two cash payments) count as one; the answer keeps the order of first payment.
 */
export function refundByMethods(paid: readonly { method: string; amount: MoneyLike }[], refundedBefore: MoneyLike, refundNow: MoneyLike): MethodAmount[] {
  const byMethod = new Map<string, Money>();
  for (const payment of paid) byMethod.set(payment.method, (byMethod.get(payment.method) ?? money(0)).plus(money(payment.amount)));
  const methods = [...byMethod.entries()].filter(([, amount]) => amount.greaterThan(0)).map(([method, amount]) => ({ method, amount }));
  const now = round2(refundNow);
  if (methods.length === 0) return [];
  if (methods.length === 1) return [{ method: methods[0].method, amount: now }];
  // the method that paid most takes the rounding remainder (last in the split), so no share goes below zero
  const largest = methods.reduce((best, each) => (each.amount.greaterThan(best.amount) ? each : best));
  const ordered = [...methods.filter((each) => each !== largest), largest];
  const before = round2(refundedBefore);
  const upTo = (amount: Money) => splitByWeights(amount, ordered.map((each) => each.amount));
  const [after, earlier] = [upTo(before.plus(now)), upTo(before)];
  const shares = ordered.map((each, index) => ({ method: each.method, amount: after[index].minus(earlier[index]) }));
  // a share can only dip below zero by a paisa or two on a tiny refund over 3+ methods: the largest covers it
  const last = shares[shares.length - 1];
  for (const share of shares.slice(0, -1)) {
    if (share.amount.isNegative()) {
      last.amount = last.amount.plus(share.amount);
      share.amount = money(0);
    }
  }
  const given = methods.map((each) => shares.find((share) => share.method === each.method) as MethodAmount).filter((share) => share.amount.greaterThan(0));
  return given.length > 0 ? given : [{ method: largest.method, amount: now }];
}
