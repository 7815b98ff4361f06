// The authority's invoice built from an order (pure), and the secret box the authority's credentials live in.
import { describe, expect, it } from "vitest";
import { secretBoxOf } from "../../../server/core/secretBox";
import { buildFbrInvoice, DEFAULT_PCT_CODE, fbrDateTime } from "../../../server/modules/fiscal/fbrInvoice";

const order = {
  usin: "000001-000042",
  refUsin: null,
  createdAt: new Date("2026-11-25T09:05:07.000Z"),
  buyer: { name: null, phoneNumber: null },
  totalAmount: "1178.10",
  totalDiscount: "20.00",
  paymentMethods: ["CASH"],
  lines: [
    // tax-inclusive 17%: 3 × 250 − 20 discount = 730, of which tax 106.07
    { productCode: "SKU-1", name: "Panadol 500mg", quantity: 3, taxRate: "17.000", discount: "20.00", tax: "106.07", totalPrice: "730.00" },
    // exclusive 0%
    { productCode: "SKU-2", name: "ORS Sachet", quantity: 8, taxRate: "0.000", discount: "0.00", tax: "0.00", totalPrice: "447.10" },
  ],
};

describe("the FBR invoice", () => {
  it("reports each line's value without tax, its tax and rate, and the totals as their exact sums", () => {
    const invoice = buildFbrInvoice(order, 812001);
    expect(invoice).toMatchObject({
      InvoiceNumber: "",
      POSID: 812001,
      USIN: "000001-000042",
      DateTime: "2026-11-25 14:05:07",
      TotalBillAmount: 1178.1,
      TotalQuantity: 11,
      TotalSaleValue: 1071.03,
      TotalTaxCharged: 106.07,
      Discount: 20,
      PaymentMode: 1,
      InvoiceType: 1,
      RefUSIN: null,
    });
    expect(invoice.Items[0]).toEqual({
      ItemCode: "SKU-1",
      ItemName: "Panadol 500mg",
      Quantity: 3,
      PCTCode: DEFAULT_PCT_CODE,
      TaxRate: 17,
      SaleValue: 623.93,
      TotalAmount: 730,
      TaxCharged: 106.07,
      Discount: 20,
      FurtherTax: 0,
      InvoiceType: 1,
      RefUSIN: null,
    });
  });

  it("posts a return as a credit note on the sale's USIN, and names the payment mode", () => {
    const credit = buildFbrInvoice({ ...order, usin: "RTN-000007", refUsin: "000001-000042", paymentMethods: ["CARD"] }, 812001);
    expect(credit).toMatchObject({ InvoiceType: 3, RefUSIN: "000001-000042", PaymentMode: 2 });
    expect(credit.Items.every((item) => item.InvoiceType === 3 && item.RefUSIN === "000001-000042")).toBe(true);
    expect(buildFbrInvoice({ ...order, paymentMethods: ["CASH", "CARD"] }, 1).PaymentMode).toBe(5);
    expect(buildFbrInvoice({ ...order, paymentMethods: ["BANK_TRANSFER"] }, 1).PaymentMode).toBe(6);
  });

  it("writes the time in Pakistan's time zone", () => {
    expect(fbrDateTime(new Date("2026-12-31T20:30:00.000Z"))).toBe("2027-01-01 01:30:00");
  });
});

describe("the secret box", () => {
  const box = secretBoxOf({ dataDir: "unused", secretsKey: "k".repeat(40) });

  it("opens what it sealed, for the same binding only, and never holds the secret in clear", () => {
    const sealed = box.seal("token-123", "tenant-a:integration:1:accessToken");
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain("token-123");
    expect(box.seal("token-123", "x")).not.toBe(box.seal("token-123", "x"));
    expect(box.open(sealed, "tenant-a:integration:1:accessToken")).toBe("token-123");
    expect(() => box.open(sealed, "tenant-b:integration:1:accessToken")).toThrow(/cannot be opened/);
    expect(() => secretBoxOf({ dataDir: "unused", secretsKey: "z".repeat(40) }).open(sealed, "tenant-a:integration:1:accessToken")).toThrow(/SECRETS_KEY/);
    expect(() => box.open("plain-text", "x")).toThrow(/not in a known format/);
  });
});
