// One purchase order whose amounts were worked out by hand, shared by the pricing unit test and the browser test
// (tests/unit/common/pricing.test.ts, tests/e2e/purchaseOrderTotals.test.ts), so both hold the screens to the same
// figures. Every line is rounded half-up on its own; the comments show the working.

export interface HandPricedLine {
  product: string;
  requiredQuantity: number;
  tradePrice: string;
  tradeDiscountPercentage: string;
  gstPercentage: string;
  foc: number;
  expected: { gross: string; tradeDiscountValue: string; gstAmount: string; totalPrice: string };
}

export const handPricedOrder: { lines: HandPricedLine[]; totals: { netAmount: string; totalDiscount: string; salesTax: string; totalAmount: string } } = {
  lines: [
    // 7 × 14.29 = 100.03; GST 17 % = 17.0051 → 17.01; 100.03 + 17.01 = 117.04
    {
      product: "Panadol 500mg Tablets",
      requiredQuantity: 7,
      tradePrice: "14.29",
      tradeDiscountPercentage: "0",
      gstPercentage: "17",
      foc: 0,
      expected: { gross: "100.03", tradeDiscountValue: "0.00", gstAmount: "17.01", totalPrice: "117.04" },
    },
    // 3 × 33.33 = 99.99; 2.5 % = 2.49975 → 2.50; 97.49 × 18 % = 17.5482 → 17.55; 97.49 + 17.55 = 115.04
    {
      product: "Brufen 400mg Tablets",
      requiredQuantity: 3,
      tradePrice: "33.33",
      tradeDiscountPercentage: "2.5",
      gstPercentage: "18",
      foc: 0,
      expected: { gross: "99.99", tradeDiscountValue: "2.50", gstAmount: "17.55", totalPrice: "115.04" },
    },
    // 1 × 0.10 and 2 free; 5 % = 0.005 → 0.01; 0.09 × 5 % = 0.0045 → 0.00; total 0.09 (the free packs cost nothing)
    {
      product: "Ponstan 500mg Tablets",
      requiredQuantity: 1,
      tradePrice: "0.10",
      tradeDiscountPercentage: "5",
      gstPercentage: "5",
      foc: 2,
      expected: { gross: "0.10", tradeDiscountValue: "0.01", gstAmount: "0.00", totalPrice: "0.09" },
    },
    // 1 × 0.30; GST 5 % = 0.015 → 0.02; total 0.32
    {
      product: "Disprin 300mg Tablets",
      requiredQuantity: 1,
      tradePrice: "0.30",
      tradeDiscountPercentage: "0",
      gstPercentage: "5",
      foc: 0,
      expected: { gross: "0.30", tradeDiscountValue: "0.00", gstAmount: "0.02", totalPrice: "0.32" },
    },
  ],
  // net 100.03 + 99.99 + 0.10 + 0.30 = 200.42; discount 2.50 + 0.01 = 2.51; tax 17.01 + 17.55 + 0.00 + 0.02 = 34.58
  // (taxing the unrounded line amounts once would give 17.0051 + 17.5482 + 0.0045 + 0.015 = 34.5678 → 34.57);
  // total 200.42 − 2.51 + 34.58 = 232.49 = 117.04 + 115.04 + 0.09 + 0.32
  totals: { netAmount: "200.42", totalDiscount: "2.51", salesTax: "34.58", totalAmount: "232.49" },
};
