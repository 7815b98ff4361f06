// The till receipts: every field the spec's receipt data names that a sale has today, in each template; the
// fiscal line only with a fiscal number; 'Duplicate' on a reprint; amounts as 'PKR 1,234.50'. The receipt page
// prints in its register's template and records the print; printOrderReceipt frames it and cleans up.
import { Refine } from "@refinedev/core";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import OrderReceiptPage from "../../src/print/receipts/OrderReceiptPage";
import { printOrderReceipt, RECEIPT_FRAME_MESSAGE } from "../../src/components/printing/printOrderReceipt";
import { amount, pkr, taxSummary, type ReceiptData, type ReceiptTemplateName } from "../../src/print/receipts/receiptModel";
import { OrderReceipt } from "../../src/print/receipts/ReceiptTemplates";
import { SAMPLE_DETAILED_RECEIPT, SAMPLE_RECEIPT } from "../../src/print/receipts/sampleReceipts";
import { receiptPageRule } from "../../src/print/receipts/useReceiptPageLength";
import { signInForTest, stubGraphql, type GraphqlCall } from "./fakeSession";
import { fakeDataProvider } from "./refineHarness";

const TEMPLATES: readonly ReceiptTemplateName[] = ["TEMPLATE_1", "TEMPLATE_2", "TEMPLATE_3"];
const text = (testId: string) => screen.getByTestId(testId).textContent ?? "";

function renderReceipt(data: ReceiptData, template: ReceiptTemplateName) {
  return render(<OrderReceipt data={data} template={template} />);
}

describe("receipt amounts", () => {
  it("prints PKR with thousands separators and two decimals, rounded half-up", () => {
    expect(pkr(1234567.891)).toBe("PKR 1,234,567.89");
    expect(pkr(0.005)).toBe("PKR 0.01");
    expect(pkr(-124)).toBe("PKR -124.00");
    expect(pkr(0)).toBe("PKR 0.00");
    expect(amount(1850)).toBe("1,850.00");
  });

  it("sums the tax summary per rate from the lines, exactly", () => {
    const rows = taxSummary(SAMPLE_RECEIPT).map((row) => [row.rate, row.taxable.toFixed(2), row.tax.toFixed(2)]);
    expect(rows).toEqual([
      [18, "2513.56", "452.44"],
      [1, "347.52", "3.48"],
      [0, "60.00", "0.00"],
    ]);
  });
});

describe("receipt paper", () => {
  it("makes the 80 mm page as long as the receipt, with a little room", () => {
    expect(receiptPageRule(756)).toBe("@page receipt { size: 80mm 203mm; margin: 0; }");
    expect(receiptPageRule(0)).toBe("@page receipt { size: 80mm 2mm; margin: 0; }");
  });
});

describe.each(TEMPLATES)("receipt %s", (template) => {
  it("prints the shop, its tax numbers, the sale, every line, totals, fees, payments and the fiscal number", () => {
    renderReceipt(SAMPLE_DETAILED_RECEIPT, template);
    expect(screen.getByTestId("receipt")).toHaveAttribute("data-template", template);
    expect(text("receipt-company")).toBe("Demo Pharmacy");
    expect(text("receipt-location")).toBe("Gulberg Store");
    expect(text("receipt-address")).toBe("45-B Main Boulevard, Gulberg III, Lahore");
    expect(text("receipt-ntn")).toBe("NTN: 1234567-8");
    expect(text("receipt-strn")).toBe("STRN: 32-77-8761-234-56");
    expect(text("receipt-order-number")).toContain("000001-000042");
    expect(text("receipt-date")).toContain("23/11/2026");
    expect(text("receipt-time")).toMatch(/\d\d:\d\d (AM|PM)/);
    expect(text("receipt-cashier")).toContain("Sana Cashier");
    expect(text("receipt-register")).toContain("Counter 1 (REG-000001)");
    expect(text("receipt-pos-id")).toContain("POS-812345");
    expect(text("receipt-mrno")).toContain("MR-2026-00871");

    const items = screen.getByTestId("receipt-items");
    for (const line of SAMPLE_DETAILED_RECEIPT.lines) expect(items).toHaveTextContent(line.name);
    expect(text("receipt-line-3")).toContain("620.00");
    expect(text("receipt-line-3-discount")).toContain("-124.00");
    expect(text("receipt-line-2")).toContain("18%");
    expect(text("receipt-count")).toContain("4 / 29");

    expect(text("receipt-subtotal")).toContain("PKR 3,501.00");
    expect(text("receipt-discount")).toContain("PKR -124.00");
    expect(text("receipt-tax")).toContain("PKR 455.92");
    expect(text("receipt-platform-fee")).toContain("PKR 0.00");
    expect(text("receipt-pos-fee")).toContain("PKR 1.00");
    expect(text("receipt-total")).toContain("PKR 3,378.00");
    expect(text("receipt-payment-CARD")).toContain("PKR 2,000.00");
    expect(text("receipt-payment-CASH")).toContain("PKR 1,378.00");
    expect(text("receipt-tendered")).toContain("PKR 1,500.00");
    expect(text("receipt-change")).toContain("PKR 122.00");
    expect(text("receipt-instructions")).toContain("Customer asked for the cream in a separate bag.");
    expect(text("receipt-fiscal-number")).toBe("812345241123143500042");
    expect(within(screen.getByTestId("receipt-fiscal")).getByTestId("receipt-fiscal-qr").tagName.toLowerCase()).toBe("svg");
    expect(text("receipt-website")).toBe("www.demopharmacy.pk");
    expect(screen.queryByTestId("receipt-duplicate")).toBeNull();
  });

  it("leaves out the fiscal line, instructions and MR number a sale does not have, and says Duplicate on a reprint", () => {
    renderReceipt({ ...SAMPLE_RECEIPT, duplicate: true }, template);
    expect(screen.queryByTestId("receipt-fiscal")).toBeNull();
    expect(screen.queryByTestId("receipt-instructions")).toBeNull();
    expect(screen.queryByTestId("receipt-mrno")).toBeNull();
    expect(text("receipt-duplicate")).toBe("DUPLICATE");
    expect(screen.getByTestId("receipt-duplicate-footer")).toBeInTheDocument();
  });

  it("says beside a sandbox number that it was not reported, and offers no verification", () => {
    renderReceipt({ ...SAMPLE_DETAILED_RECEIPT, fbrInvoiceId: "SBX261126120000000042", fiscalSandbox: true }, template);
    expect(text("receipt-fiscal-sandbox")).toBe("Sandbox — not reported to FBR");
    expect(screen.getByTestId("receipt-fiscal")).not.toHaveTextContent("Tax Asaan");
  });
});

describe("the customer, the discounts and a delivery", () => {
  it.each(TEMPLATES)("%s names the customer, splits product and order discounts, and says what to collect on delivery", (template) => {
    renderReceipt(
      {
        ...SAMPLE_RECEIPT,
        customer: { name: "Ayesha Malik", phone: "+923001112233", email: "ayesha@example.com", address: "12-B, Main Boulevard, Lahore" },
        productDiscount: 124,
        orderDiscount: 30,
        cardDiscount: 0,
        totalDiscount: 154,
        payOnDelivery: true,
      },
      template,
    );
    expect(text("receipt-customer-name")).toContain("Ayesha Malik");
    expect(text("receipt-customer-phone")).toContain("+923001112233");
    expect(text("receipt-customer-email")).toContain("ayesha@example.com");
    expect(text("receipt-customer-address")).toBe("Deliver to: 12-B, Main Boulevard, Lahore");
    expect(text("receipt-product-discount")).toContain("PKR -124.00");
    expect(text("receipt-order-discount")).toContain("PKR -30.00");
    expect(screen.queryByTestId("receipt-card-discount")).toBeNull();
    expect(text("receipt-collect")).toContain("PKR 3,378.00");
  });

  it("leaves the customer and the collection out of a plain counter sale, and prints the order number to scan for a return", () => {
    renderReceipt({ ...SAMPLE_RECEIPT, customer: null, productDiscount: 0 }, "TEMPLATE_1");
    expect(within(screen.getByTestId("receipt-order-code")).getByRole("img").tagName.toLowerCase()).toBe("svg");
    expect(screen.queryByTestId("receipt-customer")).toBeNull();
    expect(screen.queryByTestId("receipt-product-discount")).toBeNull();
    expect(screen.queryByTestId("receipt-collect")).toBeNull();
  });
});

describe("the return slip", () => {
  it("is titled RETURN SLIP, names the sale, totals the refund and says 'Visit us again soon!'", async () => {
    const { SAMPLE_RETURN_RECEIPT } = await import("../../src/print/receipts/sampleReceipts");
    renderReceipt({ ...SAMPLE_RETURN_RECEIPT, duplicate: true }, "TEMPLATE_1");
    expect(text("receipt-title")).toBe("RETURN SLIP");
    expect(text("receipt-parent-order")).toContain("000001-000042");
    expect(text("receipt-total")).toBe("REFUND TOTALPKR 1,850.00");
    expect(text("receipt-payment-CASH")).toContain("Refunded by Cash");
    expect(screen.queryByTestId("receipt-tendered")).toBeNull();
    expect(screen.queryByTestId("receipt-order-code")).toBeNull();
    expect(screen.getByText("Visit us again soon!")).toBeInTheDocument();
    expect(text("receipt-duplicate")).toBe("DUPLICATE");
  });
});

describe("template differences", () => {
  it("TEMPLATE_2 shows per line the tax rate and amount, the amount before discount and the price without tax", () => {
    renderReceipt(SAMPLE_RECEIPT, "TEMPLATE_2");
    expect(text("receipt-line-2-tax")).toMatch(/Tax 18% \(incl\.\)\s*282\.20/);
    expect(text("receipt-line-3-before-discount")).toContain("1,240.00");
    expect(text("receipt-line-2-excl")).toContain("1,567.80");
    expect(text("receipt-sale-value")).toContain("PKR 2,921.08");
  });

  it("TEMPLATE_3 adds a tax summary per rate; TEMPLATE_1 has none", () => {
    const { unmount } = renderReceipt(SAMPLE_RECEIPT, "TEMPLATE_3");
    expect(text("receipt-tax-rate-18")).toMatch(/18%\s*2,513\.56\s*452\.44/);
    expect(text("receipt-tax-rate-0")).toMatch(/0%\s*60\.00\s*0\.00/);
    unmount();
    renderReceipt(SAMPLE_RECEIPT, "TEMPLATE_1");
    expect(screen.queryByTestId("receipt-tax-summary")).toBeNull();
    expect(screen.queryByTestId("receipt-line-2-tax")).toBeNull();
  });
});

const ORDER_ID = "5b0e7c1e-9999-4999-8999-000000000042";

function saleOrder(overrides: object = {}) {
  return {
    id: ORDER_ID,
    secondaryId: "000001-000042",
    status: "COMPLETED",
    createdAt: "2026-11-23T14:35:00.000Z",
    printCount: 0,
    fbrInvoiceId: null,
    fiscalStatus: null,
    integrationConfigs: [],
    mrNo: null,
    specialInstructions: null,
    subtotal: 1850,
    totalDiscount: 0,
    tax: 282.2,
    deliveryCharges: 0,
    platformFee: 0,
    platformFeeTax: 0,
    posFees: 0,
    integrationCharges: 0,
    totalAmount: 1850,
    changeDue: 150,
    location: { id: "loc-1", name: "Gulberg Store", address: "Main Boulevard, Lahore", taxNumber: "1234567-8", salesTaxNumber: null },
    register: { id: "reg-1", name: "Counter 1", secondaryId: "REG-000001", receiptTemplate: "TEMPLATE_2", terminalTaxId: null },
    createdBy: { id: "u1", firstName: "Sana", lastName: "Cashier" },
    items: [{ id: "i1", name: "Sunblock SPF 60", skuCode: null, quantity: 1, unitPrice: 1850, discount: 0, tax: 282.2, taxRate: 18, isTaxInclusive: true, subTotal: 1850, totalPrice: 1850 }],
    payments: [{ id: "pay1", method: "CASH", status: "PAID", amount: 1850, tendered: 2000, change: 150 }],
    ...overrides,
  };
}

function fakeApi(order: object) {
  let printCount = (order as { printCount: number }).printCount;
  return stubGraphql((call: GraphqlCall) => {
    if (call.query.includes("markOrderPrinted")) {
      printCount += 1;
      return { data: { order: { id: ORDER_ID, printCount } } };
    }
    return { data: { order: { ...order, printCount } } };
  });
}

function renderPage(path = `/invoice/order-receipt/${ORDER_ID}`) {
  signInForTest({ tenantName: "Demo Pharmacy" });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AntdApp>
        <Refine dataProvider={fakeDataProvider().provider} options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
          <Routes>
            <Route path="/invoice/order-receipt/:id" element={<OrderReceiptPage />} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

const printCalls = (calls: GraphqlCall[]) => calls.filter((call) => call.query.includes("markOrderPrinted"));

describe("the receipt page", { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("prints the sale in its register's template with the tenant's name, records the print, and the next copy says Duplicate", async () => {
    const calls = fakeApi(saleOrder());
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    renderPage();
    const receipt = await screen.findByTestId("receipt", {}, { timeout: 10_000 });
    expect(receipt).toHaveAttribute("data-template", "TEMPLATE_2");
    expect(text("receipt-company")).toBe("Demo Pharmacy");
    expect(text("receipt-cashier")).toContain("Sana Cashier");
    expect(screen.queryByTestId("receipt-strn")).toBeNull();
    expect(screen.queryByTestId("receipt-duplicate")).toBeNull();
    expect(document.title).toBe("Receipt 000001-000042");

    fireEvent.click(screen.getByTestId("receipt-print"));
    await waitFor(() => expect(printCalls(calls)).toHaveLength(1));
    expect(print).toHaveBeenCalledTimes(1);
    expect(printCalls(calls)[0].variables).toEqual({ orderId: ORDER_ID });
    expect(await screen.findByTestId("receipt-duplicate", {}, { timeout: 10_000 })).toHaveTextContent("DUPLICATE");
  });

  it("prints itself once when framed with ?print=1", async () => {
    const calls = fakeApi(saleOrder({ printCount: 2 }));
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    renderPage(`/invoice/order-receipt/${ORDER_ID}?print=1`);
    expect(await screen.findByTestId("receipt-duplicate", {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(printCalls(calls)).toHaveLength(1));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("waits for the fiscal number of a reported sale, then prints it with its QR code", async () => {
    let reads = 0;
    const calls = stubGraphql((call: GraphqlCall) => {
      if (call.query.includes("markOrderPrinted")) return { data: { order: { id: ORDER_ID, printCount: 1 } } };
      reads += 1;
      // the authority answers between the first and the third read
      const posted = reads >= 3;
      return {
        data: {
          order: saleOrder({
            fiscalStatus: posted ? "POSTED" : "PENDING",
            fbrInvoiceId: posted ? "812001251125143000001" : null,
            integrationConfigs: [{ type: "FBR", name: "FBR", charges: 1, apiResponseId: posted ? "812001251125143000001" : null }],
          }),
        },
      };
    });
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    renderPage(`/invoice/order-receipt/${ORDER_ID}?print=1`);
    expect(await screen.findByTestId("receipt-fiscal-number", {}, { timeout: 10_000 })).toHaveTextContent("812001251125143000001");
    expect(screen.getByTestId("receipt-fiscal")).toHaveTextContent("FBR Invoice No.");
    expect(screen.getByTestId("receipt-fiscal").querySelector("svg")).not.toBeNull();
    await waitFor(() => expect(printCalls(calls)).toHaveLength(1));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("receipt-fiscal-pending")).toBeNull();
  });

  it("prints 'Fiscal number pending' when the number has not come within the wait", async () => {
    const calls = fakeApi(saleOrder({ fiscalStatus: "PENDING", integrationConfigs: [{ type: "FBR", name: "FBR", charges: 1, apiResponseId: null }] }));
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    renderPage(`/invoice/order-receipt/${ORDER_ID}?print=1`);
    expect(await screen.findByTestId("receipt-fiscal-pending", {}, { timeout: 10_000 })).toHaveTextContent("Fiscal number pending");
    expect(screen.queryByTestId("receipt-fiscal-number")).toBeNull();
    await waitFor(() => expect(printCalls(calls)).toHaveLength(1));
    expect(print).toHaveBeenCalledTimes(1);
    // it read the order again while it waited
    expect(calls.filter((call) => call.query.includes("getOrder")).length).toBeGreaterThan(2);
  });

  it("says why when the order cannot be loaded", async () => {
    stubGraphql(() => ({ errors: [{ message: "Order not found.", extensions: { code: "NOT_FOUND" } }] }));
    renderPage();
    expect(await screen.findByTestId("print-error", {}, { timeout: 10_000 })).toHaveTextContent("Order not found.");
    expect(screen.getByTestId("receipt-print")).toBeDisabled();
  });
});

describe("printOrderReceipt", () => {
  afterEach(() => {
    document.querySelectorAll("iframe").forEach((frame) => frame.remove());
    vi.useRealTimers();
  });

  it("loads the receipt in a hidden frame and removes it when the page reports the print", () => {
    vi.useFakeTimers();
    const onPrinted = vi.fn();
    printOrderReceipt(ORDER_ID, { onPrinted });
    const frame = document.querySelector<HTMLIFrameElement>("iframe[data-testid=order-receipt-frame]");
    expect(frame?.getAttribute("src")).toBe(`/invoice/order-receipt/${ORDER_ID}?print=1`);
    expect(frame?.style.visibility).toBe("hidden");

    // a message from elsewhere, or about another order, is ignored
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data: { type: RECEIPT_FRAME_MESSAGE.printed, orderId: ORDER_ID }, origin: window.location.origin, source: window }));
      window.dispatchEvent(new MessageEvent("message", { data: { type: RECEIPT_FRAME_MESSAGE.printed, orderId: "other" }, origin: window.location.origin, source: frame?.contentWindow ?? null }));
    });
    expect(onPrinted).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data: { type: RECEIPT_FRAME_MESSAGE.printed, orderId: ORDER_ID }, origin: window.location.origin, source: frame?.contentWindow ?? null }));
    });
    expect(onPrinted).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1500);
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("gives up on a frame that never answers after a minute", () => {
    vi.useFakeTimers();
    printOrderReceipt(ORDER_ID);
    expect(document.querySelector("iframe")).not.toBeNull();
    vi.advanceTimersByTime(61_000);
    expect(document.querySelector("iframe")).toBeNull();
  });
});
