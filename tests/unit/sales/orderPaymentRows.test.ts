// The order_payments rows of a sale or refund (server/modules/sales/orderPaymentRows.ts): each carries its share of
// the order's amounts, split by the payments' amounts so the shares add up to the paisa, a millisecond apart.
import { describe, expect, it } from "vitest";
import { money, sumMoney } from "../../../common/money";
import { orderPaymentRows } from "../../../server/modules/sales/orderPaymentRows";

const base = { tenantId: "t", orderId: "o", sessionId: "s", locationId: "l" };

describe("orderPaymentRows", () => {
  it("splits the order's amounts over the payments by their amounts, exact to the paisa", () => {
    const takenAt = new Date("2025-01-02T03:04:05.000Z");
    const rows = orderPaymentRows({
      ...base,
      status: "PAID",
      amounts: { gross: money("100.00"), discount: money("10.00"), tax: money("15.00"), fees: money("0.01") },
      payments: [
        { method: "CARD", amount: money("35.00"), tendered: money("35.00") },
        { method: "CASH", amount: money("70.00"), tendered: money("100.00") },
      ],
      takenAt,
    });
    expect(rows.map(({ id, ...row }) => ({ id: typeof id, ...row }))).toEqual([
      { id: "string", ...base, method: "CARD", status: "PAID", amount: "35.00", tendered: "35.00", grossShare: "33.33", discountShare: "3.33", taxShare: "5.00", feesShare: "0.00", createdAt: takenAt },
      { id: "string", ...base, method: "CASH", status: "PAID", amount: "70.00", tendered: "100.00", grossShare: "66.67", discountShare: "6.67", taxShare: "10.00", feesShare: "0.01", createdAt: new Date(takenAt.getTime() + 1) },
    ]);
    expect(sumMoney(rows.map((row) => row.grossShare)).toFixed(2)).toBe("100.00");
    expect(new Set(rows.map((row) => row.id)).size).toBe(2);
  });

  it("writes a refund's rows with their status and nothing for no payment", () => {
    const refund = orderPaymentRows({ ...base, status: "REFUNDED", amounts: { gross: "5", discount: "0", tax: "0.75", fees: "0" }, payments: [{ method: "CASH", amount: money("5.75"), tendered: money("5.75") }], takenAt: new Date(0) });
    expect(refund).toMatchObject([{ status: "REFUNDED", amount: "5.75", tendered: "5.75", grossShare: "5.00", taxShare: "0.75" }]);
    expect(orderPaymentRows({ ...base, status: "PAID", amounts: { gross: "1", discount: "0", tax: "0", fees: "0" }, payments: [], takenAt: new Date(0) })).toEqual([]);
  });
});
