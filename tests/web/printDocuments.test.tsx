import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import GrnInvoicePage from "../../src/print/documents/GrnInvoicePage";
import PoInvoicePage from "../../src/print/documents/PoInvoicePage";
import StockReturnInvoicePage from "../../src/print/documents/StockReturnInvoicePage";
import { documentText } from "../../src/graphql";
import { GET_PURCHASE_ORDER } from "../../src/resources/procurement/purchaseOrders/types";
import { signInForTest, stubGraphql } from "./fakeSession";

const PO_ID = "5b0e7c1e-1111-4111-8111-000000000012";
const GRN_ID = "5b0e7c1e-2222-4222-8222-000000000007";
const RETURN_ID = "5b0e7c1e-3333-4333-8333-000000000003";
const VENDOR_ID = "5b0e7c1e-4444-4444-8444-000000000001";

const product = { id: "p1", secondaryId: "PRD-000001", name: "Panadol 500mg Tablets", buyingUnit: "BOX", sellingUnit: "PIECE", uomFactor: 200, maximumRetailPrice: 450 };

const purchaseOrder = {
  id: PO_ID,
  secondaryId: "PO-000012",
  status: "PARTIAL",
  orderType: "NORMAL",
  poType: "NORMAL",
  netAmount: 2000,
  totalDiscount: 50,
  salesTax: 171,
  totalAmount: 2121,
  expectedDeliveryDate: "2030-03-15",
  additionalTerms: "Deliver before noon.",
  vendorId: VENDOR_ID,
  vendor: { id: VENDOR_ID, name: "Getz Pharma" },
  deliveryLocationId: "loc-1",
  deliveryLocation: { id: "loc-1", name: "Central Warehouse" },
  totalItems: 1,
  createdAt: "2030-03-01T09:00:00.000Z",
  items: [
    {
      id: "poi-1",
      productId: "p1",
      product,
      uom: "BOX",
      itemConversion: 200,
      requiredQuantity: 10,
      foc: 1,
      receivedQuantity: 4,
      grnRemainingQuantity: 6,
      tradePrice: 100,
      tradeDiscountPercentage: 5,
      tradeDiscountValue: 50,
      gstPercentage: 18,
      gstAmount: 171,
      totalPrice: 1121,
    },
  ],
};

const vendor = {
  id: VENDOR_ID,
  contactPerson: "Ali Raza",
  primaryPhone: "+923001234567",
  primaryEmail: "orders@getz.example",
  businessAddress: "29-30 Sector 27, Korangi",
  city: "Karachi",
  stateProvince: "Sindh",
  zipCode: "74900",
  taxationNumber: "1234567-8",
  strn: null,
};

const grn = {
  id: GRN_ID,
  secondaryId: "GRN-000007",
  status: "COMPLETED",
  poId: PO_ID,
  purchaseOrder: { id: PO_ID, secondaryId: "PO-000012", vendor: { id: VENDOR_ID, name: "Getz Pharma" } },
  location: { id: "loc-1", name: "Central Warehouse" },
  invoiceNumber: "INV-7781",
  invoiceDate: "2030-03-05",
  stockArrivalDate: "2030-03-06",
  amount: 1000,
  discount: 25.5,
  tax: 175.41,
  total: 1149.91,
  advanceIncomeTax: 0,
  receivedQuantity: 14,
  received: { lines: 2, packs: 14, amount: 1160, discount: 25.5, tax: 175.41, value: 1309.91 },
  rejected: { lines: 1, packs: 2, amount: 160, discount: 0, tax: 0, value: 160 },
  awaitingQc: { lines: 0, packs: 0, amount: 0, discount: 0, tax: 0, value: 0 },
  accepted: { lines: 1, packs: 12, amount: 1000, discount: 25.5, tax: 175.41, value: 1149.91 },
  comment: null,
  createdAt: "2030-03-06T10:00:00.000Z",
  items: [
    {
      id: "gi-1",
      actionId: "GRN-000007-1",
      productId: "p1",
      product,
      batchNumber: "B-2291",
      batchExpiry: "2031-01-31",
      mfgDate: "2029-12-01",
      mrp: 450,
      tradePrice: 100,
      discValue: 25.5,
      gstValue: 175.41,
      foc: 2,
      receivedQuantity: 10,
      requiredQuantity: 10,
      status: "RECEIVED",
      comment: null,
      rejectComment: null,
      uomFactor: 200,
      lotCount: 12,
      purchaseOrderItem: { id: "poi-1", uom: "BOX", itemConversion: 200, grnRemainingQuantity: 0 },
    },
    {
      id: "gi-2",
      actionId: "GRN-000007-2",
      productId: "p2",
      product: { ...product, id: "p2", name: "Brufen 400mg" },
      batchNumber: "B-77",
      batchExpiry: "2031-06-30",
      mfgDate: null,
      mrp: 300,
      tradePrice: 80,
      discValue: 0,
      gstValue: 0,
      foc: 0,
      receivedQuantity: 2,
      requiredQuantity: 2,
      status: "REJECTED",
      comment: null,
      rejectComment: "Damaged packs",
      uomFactor: 100,
      lotCount: 0,
      purchaseOrderItem: { id: "poi-2", uom: "BOX", itemConversion: 100, grnRemainingQuantity: 2 },
    },
  ],
};

const stockReturnPdf = {
  gatepass: "GP-4410",
  returnDate: "2030-04-02T08:30:00.000Z",
  returnId: "SR-000003",
  vendorName: "Getz Pharma",
  locationName: "Central Warehouse",
  grandTotal: 12345.5,
  returns: [
    { productId: "p1", productCode: "PRD-000001", productName: "Panadol 500mg Tablets", lotCount: 3, quantity: 60, averagePurchasingPrice: 95, totalPurchasingPrice: 285 },
    { productId: "p2", productCode: "PRD-000002", productName: "Brufen 400mg", lotCount: 151, quantity: 3020, averagePurchasingPrice: 79.87, totalPurchasingPrice: 12060.5 },
  ],
};

type Answer = { data: object } | { errors: { message: string; extensions: { code: string } }[] };

function notFound(message: string): Answer {
  return { errors: [{ message, extensions: { code: "NOT_FOUND" } }] };
}

/** A fake /graphql: answers by the root field the query asks for; records every call. */
function fakeApi(answers: Record<string, Answer>) {
  return stubGraphql((call) => {
    const field = Object.keys(answers).find((name) => call.query.includes(`${name}(`));
    return field ? answers[field] : { errors: [{ message: "Unexpected query", extensions: { code: "BAD_REQUEST" } }] };
  });
}

const signIn = (permissions: string[]) => signInForTest({ permissions, tenantName: "Demo Pharmacy" });

/** The page at `path`; `before` are the entries the tab visited first (Back goes to the last of them). */
function renderAt(path: string, pattern: string, page: ReactElement, before: string[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[...before, path]} initialIndex={before.length}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="/app" element={<p>Dashboard</p>} />
          <Route path="/app/procurement/stock-return" element={<p>Stock returns</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const renderPo = (id: string) => renderAt(`/invoice/po-invoice/${id}`, "/invoice/po-invoice/:id", <PoInvoicePage />);
const renderGrn = (id: string) => renderAt(`/invoice/grn-invoice/${id}`, "/invoice/grn-invoice/:id", <GrnInvoicePage />);
const renderReturn = (id: string) => renderAt(`/invoice/stock-return-invoice/${id}`, "/invoice/stock-return-invoice/:id", <StockReturnInvoicePage />);

describe("printable procurement documents", { timeout: 30_000 }, () => {
  beforeEach(() => {
    signIn(["*"]);
    document.title = "Pharmacy Back Office";
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("prints a purchase order with its vendor, items and totals", async () => {
    const calls = fakeApi({ getPurchaseOrder: { data: { purchaseOrder } }, getVendor: { data: { vendor } } });
    renderPo(PO_ID);
    expect(await screen.findByTestId("po-invoice-items")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Purchase OrderPO-000012");
    expect(screen.getByTestId("tenant-name")).toHaveTextContent("Demo Pharmacy");
    expect(calls[0]?.variables).toEqual({ id: PO_ID });
    expect(calls[0]?.query).toBe(documentText(GET_PURCHASE_ORDER));

    const meta = screen.getByTestId("po-invoice-meta");
    expect(meta).toHaveTextContent("PO Number: PO-000012");
    expect(meta).toHaveTextContent("Date: 01/03/2030");
    expect(meta).toHaveTextContent("Status: Partial");
    expect(meta).toHaveTextContent("Expected Delivery: 15/03/2030");
    expect(meta).toHaveTextContent("Delivery Location: Central Warehouse");
    expect(meta).toHaveTextContent("Additional Terms: Deliver before noon.");
    // the sheet waits for the vendor's details: they are there as soon as it shows
    expect(meta).toHaveTextContent("Contact Person: Ali Raza");
    expect(meta).toHaveTextContent("Vendor Address: 29-30 Sector 27, Korangi, Karachi, Sindh, 74900");
    expect(meta).toHaveTextContent("NTN / STRN: 1234567-8");

    const items = screen.getByTestId("po-invoice-items");
    expect(within(items).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "#",
      "Product",
      "UoM",
      "Conversion",
      "Qty",
      "FOC",
      "Trade Price (PKR)",
      "Disc %",
      "GST %",
      "Total (PKR)",
    ]);
    const row = within(items).getAllByRole("row")[1];
    expect(row).toHaveTextContent("Panadol 500mg Tablets");
    expect(within(row).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "1",
      "Panadol 500mg TabletsPRD-000001",
      "BOX",
      "200",
      "10",
      "1",
      "100.00",
      "5%",
      "18%",
      "1,121.00",
    ]);
    const totals = screen.getByTestId("po-invoice-totals");
    expect(totals).toHaveTextContent("Net AmountPKR 2,000.00");
    expect(totals).toHaveTextContent("Trade DiscountPKR 50.00");
    expect(totals).toHaveTextContent("Sales TaxPKR 171.00");
    expect(totals).toHaveTextContent("Total AmountPKR 2,121.00");
    expect(screen.getByTestId("print-signatures")).toHaveTextContent("Prepared by");
    expect(document.title).toBe("PO-000012");
  });

  it("looks a purchase order up by its readable id and leaves out vendor details the user may not read", async () => {
    signIn(["procurement:purchase-order:read"]);
    const calls = fakeApi({ getPurchaseOrder: { data: { purchaseOrder } } });
    renderPo("PO-000012");
    expect(await screen.findByTestId("po-invoice-meta")).toHaveTextContent("Vendor: Getz Pharma");
    expect(calls.map((call) => call.variables)).toEqual([{ secondaryId: "PO-000012" }]);
    expect(screen.getByTestId("po-invoice-meta")).not.toHaveTextContent("Contact Person");
  });

  it("warns on screen, outside the sheet, when the vendor's details cannot be loaded", async () => {
    fakeApi({ getPurchaseOrder: { data: { purchaseOrder } }, getVendor: { errors: [{ message: "Vendor service unavailable", extensions: { code: "INTERNAL" } }] } });
    renderPo(PO_ID);
    const notice = await screen.findByTestId("po-invoice-vendor-error");
    expect(notice).toHaveTextContent("The vendor's details could not be loaded");
    expect(notice).toHaveTextContent("Vendor service unavailable");
    expect(screen.getByTestId("print-sheet")).not.toContainElement(notice);
    expect(notice.closest(".print-toolbar")).not.toBeNull();
    expect(screen.getByTestId("po-invoice-meta")).toHaveTextContent("Vendor: Getz Pharma");
    expect(screen.getByTestId("po-invoice-meta")).not.toHaveTextContent("Vendor Address");
    expect(screen.getByTestId("print-button")).toBeEnabled();
  });

  it("prints a GRN with batches, QC outcome and totals", async () => {
    const calls = fakeApi({ getOneGrn: { data: { grn } } });
    renderGrn(GRN_ID);
    expect(await screen.findByTestId("grn-invoice-items")).toBeInTheDocument();
    expect(calls[0]?.variables).toEqual({ grnId: GRN_ID });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Goods Receipt NoteGRN-000007");

    const meta = screen.getByTestId("grn-invoice-meta");
    for (const text of ["GRN Number: GRN-000007", "PO Number: PO-000012", "Vendor: Getz Pharma", "Location: Central Warehouse", "Invoice Number: INV-7781", "Invoice Date: 05/03/2030", "Stock Arrival: 06/03/2030", "Status: Completed"]) {
      expect(meta).toHaveTextContent(text);
    }

    const [, accepted, rejected] = within(screen.getByTestId("grn-invoice-items")).getAllByRole("row");
    expect(within(accepted).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "1",
      "Panadol 500mg TabletsGRN-000007-1",
      "B-2291Exp 31/01/2031Mfg 01/12/2029",
      "10",
      "2",
      "450.00",
      "100.00",
      "25.50",
      "175.41",
      "Received",
    ]);
    expect(rejected).toHaveTextContent("RejectedDamaged packs");
    // ten columns whose widths add up to the page: long values wrap inside A4 instead of widening the table
    const columns = Array.from(screen.getByTestId("grn-invoice-items").querySelectorAll("col")).map((col) => parseFloat(col.style.width));
    expect(columns).toHaveLength(10);
    expect(columns.reduce((sum, width) => sum + width, 0)).toBe(100);
    expect(screen.getByTestId("grn-invoice-items")).toHaveClass("print-items--fit");

    const totals = screen.getByTestId("grn-invoice-totals");
    expect(totals).toHaveTextContent("AmountPKR 1,000.00");
    expect(totals).toHaveTextContent("DiscountPKR 25.50");
    expect(totals).toHaveTextContent("TaxPKR 175.41");
    expect(totals).toHaveTextContent("Total acceptedPKR 1,149.91");
    // received, rejected and accepted apart (no "Awaiting QC" once QC is done)
    const figures = within(screen.getByTestId("grn-invoice-figures")).getAllByRole("row").map((row) => row.textContent);
    expect(figures).toEqual([
      "QCLinesPacksAmount (PKR)Disc (PKR)Tax (PKR)Value (PKR)",
      "Received2141,160.0025.50175.411,309.91",
      "Rejected at QC12160.000.000.00160.00",
      "Accepted1121,000.0025.50175.411,149.91",
    ]);
    expect(totals).not.toHaveTextContent("Advance Income Tax");
    expect(screen.getByTestId("print-signatures")).toHaveTextContent("Prepared byApproved byReceived by");
    expect(document.title).toBe("GRN-000007");
  });

  it("prints a stock return with its gate pass and grand total", async () => {
    const calls = fakeApi({ getPDFStockReturn: { data: { stockReturn: stockReturnPdf } } });
    renderReturn(RETURN_ID);
    expect(await screen.findByTestId("stock-return-invoice-items")).toBeInTheDocument();
    expect(calls[0]?.variables).toEqual({ id: RETURN_ID });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Stock ReturnSR-000003");

    const meta = screen.getByTestId("stock-return-invoice-meta");
    for (const text of ["Return ID: SR-000003", "Gate Pass: GP-4410", "Return Date: 02/04/2030", "Vendor: Getz Pharma", "Location: Central Warehouse"]) {
      expect(meta).toHaveTextContent(text);
    }
    const rows = within(screen.getByTestId("stock-return-invoice-items")).getAllByRole("row");
    expect(within(rows[2]).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["2", "PRD-000002", "Brufen 400mg", "151", "3020", "79.87", "12,060.50"]);
    expect(screen.getByTestId("stock-return-invoice-totals")).toHaveTextContent("Grand TotalPKR 12,345.50");
    expect(screen.getByTestId("print-signatures")).toHaveTextContent("Vendor's Signature");
    expect(document.title).toBe("SR-000003");
  });

  it.each([
    ["purchase order", () => renderPo(PO_ID), "getPurchaseOrder", "Purchase order not found."],
    ["GRN", () => renderGrn(GRN_ID), "getOneGrn", "GRN not found."],
    ["stock return", () => renderReturn(RETURN_ID), "getPDFStockReturn", "Stock return not found."],
  ])("shows the server's message when the %s does not exist", async (_name, renderPage, field, message) => {
    fakeApi({ [field]: notFound(message) });
    renderPage();
    expect(await screen.findByTestId("print-error")).toHaveTextContent(message);
    expect(screen.queryByTestId("print-sheet")).not.toBeInTheDocument();
    expect(screen.getByTestId("print-button")).toBeDisabled();
    expect(document.title).toBe("Pharmacy Back Office");
  });

  it("goes back in a tab that has history", async () => {
    fakeApi({ getPDFStockReturn: { data: { stockReturn: stockReturnPdf } } });
    vi.spyOn(window.history, "length", "get").mockReturnValue(2);
    const close = vi.spyOn(window, "close").mockImplementation(() => undefined);
    renderAt(`/invoice/stock-return-invoice/${RETURN_ID}`, "/invoice/stock-return-invoice/:id", <StockReturnInvoicePage />, ["/app/procurement/stock-return"]);
    await screen.findByTestId("print-sheet");
    fireEvent.click(screen.getByTestId("print-back"));
    expect(await screen.findByText("Stock returns")).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
  });

  it("closes a tab opened for the document, which has no history", async () => {
    fakeApi({ getPDFStockReturn: { data: { stockReturn: stockReturnPdf } } });
    vi.spyOn(window.history, "length", "get").mockReturnValue(1);
    const close = vi.spyOn(window, "close").mockImplementation(() => undefined);
    vi.stubGlobal("closed", true);
    renderReturn(RETURN_ID);
    await screen.findByTestId("print-sheet");
    fireEvent.click(screen.getByTestId("print-back"));
    expect(close).toHaveBeenCalledOnce();
    expect(screen.getByTestId("print-sheet")).toBeInTheDocument();
  });

  it("goes to the dashboard when the browser will not close the tab", async () => {
    fakeApi({ getPDFStockReturn: { data: { stockReturn: stockReturnPdf } } });
    vi.spyOn(window.history, "length", "get").mockReturnValue(1);
    const close = vi.spyOn(window, "close").mockImplementation(() => undefined);
    renderReturn(RETURN_ID);
    await screen.findByTestId("print-sheet");
    fireEvent.click(screen.getByTestId("print-back"));
    expect(close).toHaveBeenCalledOnce();
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
  });

  it("opens the browser's print dialog from the Print button", async () => {
    fakeApi({ getPDFStockReturn: { data: { stockReturn: stockReturnPdf } } });
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    renderReturn(RETURN_ID);
    await screen.findByTestId("print-sheet");
    fireEvent.click(screen.getByTestId("print-button"));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
