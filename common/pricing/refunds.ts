// What a customer return refunds (issue 13; DESIGN "Money"): each amount of a sale — a line's gross, discount,
// tax and total, and the order's fees and shipping discount — is given back in proportion to the units returned,
// counted cumulatively: the units returned so far R and now r refund round(amount × (R + r) / Q) − round(amount × R
// / Q). The rounding telescopes, so however a sale comes back, in one return or many, the refunds add up to the
// sale's amounts exactly, to the paisa.
import { money, round2, type Money, type MoneyLike } from "../money";

export function refundShare(amount: MoneyLike, totalUnits: number, alreadyReturned: number, returning: number): Money {
  if (totalUnits <= 0 || returning <= 0) return money(0);
  const upTo = (units: number) => round2(money(amount).times(units).div(totalUnits));
  return upTo(alreadyReturned + returning).minus(upTo(alreadyReturned));
}
