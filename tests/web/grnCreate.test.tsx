// The GRN create form: Enter moves between fields and never submits (a scanner ends each scan with Enter), "Receive
// all remaining", exact line amounts, and a server refusal shown once (on its field, or as one toast).
import { Refine } from "@refinedev/core";
import { useNotificationProvider } from "@refinedev/antd";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { builtResources } from "../../src/resources";
import { GrnCreatePage } from "../../src/resources/procurement/grn/GrnCreatePage";
import { AT_LEAST_ONE_PACK_MESSAGE, FOC_MESSAGE } from "../../common/schemas/grn";
import { lineTotal, receiveAllRemaining, suggestedAmounts } from "../../src/resources/procurement/grn/grnForm";
import type { PurchaseOrderItemRecord } from "../../src/resources/procurement/purchaseOrders/types";
import { signInForTest, stubGraphql, type GraphqlCall } from "./fakeSession";
import { fakeDataProvider } from "./refineHarness";

const slow = { timeout: 10_000 };
const warehouse = { id: "11111111-1111-4111-8111-111111111111", name: "Central Warehouse", type: "WAREHOUSE" };
const product = (id: string, name: string) => ({ id, secondaryId: `PRD-${id}`, name, buyingUnit: "BOX", sellingUnit: "PIECE", uomFactor: 12, maximumRetailPrice: 1200 });

function poItem(id: string, name: string, overrides: Partial<PurchaseOrderItemRecord> = {}): PurchaseOrderItemRecord {
  return {
    id,
    productId: `p-${id}`,
    product: product(`p-${id}`, name) as PurchaseOrderItemRecord["product"],
    uom: "BOX",
    itemConversion: 12,
    requiredQuantity: 10,
    foc: 0,
    receivedQuantity: 0,
    grnRemainingQuantity: 10,
    tradePrice: 980,
    tradeDiscountPercentage: 0,
    tradeDiscountValue: 0,
    gstPercentage: 0,
    gstAmount: 0,
    totalPrice: 9800,
    ...overrides,
  };
}

// A uuid, as the purchase order field's rule (the shared GRN schema) checks.
const PO_ID = "33333333-3333-4333-8333-333333333333";
const order = {
  id: PO_ID,
  secondaryId: "PO-000042",
  status: "OPEN",
  vendorId: "v1",
  vendor: { id: "v1", name: "Getz Pharma" },
  deliveryLocationId: warehouse.id,
  deliveryLocation: { id: warehouse.id, name: warehouse.name },
  items: [poItem("poi-1", "Flagyl 400mg Tablets", { grnRemainingQuantity: 6 }), poItem("poi-2", "Augmentin 625mg Tablets", { tradePrice: 23000, grnRemainingQuantity: 4, tradeDiscountPercentage: 5, gstPercentage: 18 })],
};

const created = { data: { grn: { id: "grn-9", secondaryId: "GRN-000009" } } };

function fakeApi(createAnswer: object = created) {
  return stubGraphql((call: GraphqlCall) => {
    if (call.query.includes("createGrn")) return createAnswer;
    if (call.query.includes("getPurchaseOrders")) return { data: { result: { data: [{ ...order, createdAt: "2030-01-01T00:00:00.000Z" }] } } };
    if (call.query.includes("getPurchaseOrder(")) return { data: { purchaseOrder: order } };
    return { errors: [{ message: `unexpected ${call.query}` }] };
  });
}

function Harness() {
  return (
    <Refine dataProvider={fakeDataProvider().provider} notificationProvider={useNotificationProvider} resources={builtResources} options={{ disableTelemetry: true }}>
      <Routes>
        <Route path="/app/procurement/grn/create" element={<GrnCreatePage />} />
        <Route path="/app/procurement/grn/details/:id" element={<p>GRN details</p>} />
      </Routes>
    </Refine>
  );
}

function renderCreate() {
  render(
    <MemoryRouter initialEntries={[`/app/procurement/grn/create?poId=${PO_ID}`]}>
      <AntdApp>
        <Harness />
      </AntdApp>
    </MemoryRouter>,
  );
}

/** The input of a field by test id (antd puts the id on the input or on its wrapper). */
function inputOf(testId: string): HTMLInputElement {
  const element = screen.getByTestId(testId);
  return element instanceof HTMLInputElement ? element : (element.querySelector("input") as HTMLInputElement);
}

const nextYear = () => `01/01/${new Date().getFullYear() + 1}`;
const createCalls = (calls: GraphqlCall[]) => calls.filter((call) => call.query.includes("createGrn"));

/** Every field a GRN needs, filled so that the form would be sent if anything submitted it. */
async function fillReceivable(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId("grn-item-1", undefined, slow);
  await user.type(inputOf("field-invoiceNumber"), "INV-77");
  await user.click(screen.getByTestId("grn-receive-all"));
  for (const row of [0, 1]) {
    await user.type(inputOf(`grn-item-${row}-batchNumber`), `B-${row}`);
    await user.click(inputOf(`grn-item-${row}-batchExpiry`));
    await user.keyboard(`${nextYear()}{Tab}`);
  }
  await waitFor(() => expect(inputOf("grn-item-1-batchExpiry")).toHaveValue(nextYear()));
}

describe("GRN form rules", () => {
  it("suggests discount and GST and totals a line in exact decimals", () => {
    expect(suggestedAmounts({ tradeDiscountPercentage: 5, gstPercentage: 18 }, 3, 33.35)).toEqual({ discValue: 5, gstValue: 17.11 });
    expect(lineTotal({ receivedQuantity: 3, tradePrice: 0.1, discValue: 0, gstValue: 0.2 })).toBe(0.5);
    expect(lineTotal({ receivedQuantity: 12, tradePrice: 81.67, discValue: 0.04, gstValue: 0 })).toBe(980);
  });

  it("receives what remains of every line, less the free packs typed", () => {
    const rows = [
      { poItemId: "poi-1", foc: 1, receivedQuantity: 0, tradePrice: 980, mrp: 1200, discValue: 0, gstValue: 0 },
      { poItemId: "poi-2", foc: 0, receivedQuantity: 0, tradePrice: 23000, mrp: 1200, discValue: 0, gstValue: 0 },
    ];
    expect(receiveAllRemaining(rows, order.items).map((row) => [row.receivedQuantity, row.discValue, row.gstValue])).toEqual([
      [5, 0, 0],
      [4, 4600, 15732],
    ]);
  });
});

describe("GRN create screen", { timeout: 60_000 }, () => {
  beforeEach(() => signInForTest({ locations: [warehouse] }));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("fills every line with its remaining quantity", async () => {
    fakeApi();
    renderCreate();
    await screen.findByTestId("grn-item-1", undefined, slow);
    fireEvent.click(screen.getByTestId("grn-receive-all"));
    await waitFor(() => expect(inputOf("grn-item-0-receivedQuantity")).toHaveValue("6"));
    expect(inputOf("grn-item-1-receivedQuantity")).toHaveValue("4");
    // 4 × 23,000 = 92,000 − 5 % (4,600) + 18 % GST (15,732)
    expect(screen.getByTestId("grn-item-1-total")).toHaveTextContent("PKR 103,132.00");
    expect(screen.getByTestId("grn-item-0-total")).toHaveTextContent("PKR 5,880.00");
    // wider than the page at 1440 px: product, remaining and received stay at the left, the line total at the right
    const headers = within(screen.getByTestId("grn-items")).getAllByRole("columnheader");
    const header = (title: string) => headers.find((cell) => cell.textContent === title);
    for (const title of ["Product", "Remaining", "Received Qty"]) expect(header(title)).toHaveClass("ant-table-cell-fix-left");
    expect(header("Line Total")).toHaveClass("ant-table-cell-fix-right");
    expect(header("Batch No.")).not.toHaveClass("ant-table-cell-fix-left");
  });

  it("moves on with Enter in Batch No and in the expiry date, without submitting; only the button submits", async () => {
    const user = userEvent.setup();
    const calls = fakeApi();
    renderCreate();
    await fillReceivable(user);

    await user.click(inputOf("grn-item-0-batchNumber"));
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(inputOf("grn-item-0-batchExpiry"));
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(inputOf("grn-item-0-mfgDate"));
    // a scanner's Enter at the end of the line's last field goes on to the next line's
    await user.click(inputOf("grn-item-0-gstValue"));
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(inputOf("grn-item-1-receivedQuantity"));
    await user.keyboard("{Shift>}{Enter}{/Shift}");
    expect(document.activeElement).toBe(inputOf("grn-item-0-gstValue"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(createCalls(calls)).toHaveLength(0);
    expect(inputOf("grn-item-0-batchExpiry")).toHaveValue(nextYear());

    await user.click(screen.getByTestId("form-submit"));
    expect(await screen.findByText("GRN details", undefined, slow)).toBeInTheDocument();
    expect(createCalls(calls)).toHaveLength(1);
    expect(createCalls(calls)[0].variables.input).toMatchObject({ invoiceNumber: "INV-77", items: [expect.objectContaining({ batchNumber: "B-0", receivedQuantity: 6 }), expect.objectContaining({ receivedQuantity: 4 })] });
  });

  it("shows a refused manufacturing date once: on its field, with no toast", async () => {
    const user = userEvent.setup();
    const message = "Manufacturing date must be before the batch expiry.";
    fakeApi({ errors: [{ message, extensions: { code: "BAD_USER_INPUT", fields: { "items.1.mfgDate": message } } }] });
    renderCreate();
    await fillReceivable(user);
    await user.click(screen.getByTestId("form-submit"));
    expect(await within(screen.getByTestId("grn-items")).findByText(message, undefined, slow)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
    expect(screen.queryByTestId("grn-form-problems")).toBeNull();
  });

  it("shows a refusal no field can hold as one toast", async () => {
    const user = userEvent.setup();
    const message = "This purchase order is closed.";
    fakeApi({ errors: [{ message, extensions: { code: "CONFLICT" } }] });
    renderCreate();
    await fillReceivable(user);
    await user.click(screen.getByTestId("form-submit"));
    await waitFor(() => expect(document.querySelectorAll(".ant-notification-notice")).toHaveLength(1), slow);
    expect(document.querySelector(".ant-notification-notice")).toHaveTextContent(message);
    expect(screen.queryByTestId("grn-form-problems")).toBeNull();
  });

  it("refuses a negative FOC at its field, as typed, and sends nothing", async () => {
    const calls = fakeApi();
    renderCreate();
    await screen.findByTestId("grn-item-1", undefined, slow);
    const foc = inputOf("grn-item-1-foc");
    fireEvent.change(foc, { target: { value: "-3" } });
    fireEvent.blur(foc);
    const field = within(foc.closest(".ant-form-item") as HTMLElement);
    expect(await field.findByText(FOC_MESSAGE, undefined, slow)).toBeInTheDocument();
    expect(foc).toHaveValue("-3");
    fireEvent.change(inputOf("field-invoiceNumber"), { target: { value: "INV-77" } });
    fireEvent.click(screen.getByTestId("form-submit"));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(field.getByText(FOC_MESSAGE)).toBeInTheDocument();
    expect(foc).toHaveValue("-3");
    expect(createCalls(calls)).toHaveLength(0);
  });

  it("asks for at least one pack under the rows when nothing is received", async () => {
    const calls = fakeApi();
    renderCreate();
    await screen.findByTestId("grn-item-1", undefined, slow);
    fireEvent.change(inputOf("field-invoiceNumber"), { target: { value: "INV-77" } });
    fireEvent.click(screen.getByTestId("form-submit"));
    expect(await within(screen.getByTestId("grn-items-errors")).findByText(AT_LEAST_ONE_PACK_MESSAGE, undefined, slow)).toBeInTheDocument();
    expect(createCalls(calls)).toHaveLength(0);
  });

  it("puts the server's message for the first item sent on the row it came from", async () => {
    const user = userEvent.setup();
    const message = "Received quantity cannot exceed the remaining quantity of 4.";
    const calls = fakeApi({ errors: [{ message, extensions: { code: "BAD_USER_INPUT", fields: { "items.0.receivedQuantity": message } } }] });
    renderCreate();
    await screen.findByTestId("grn-item-1", undefined, slow);
    // only the second row receives: the server numbers it 0
    await user.type(inputOf("field-invoiceNumber"), "INV-78");
    await user.type(inputOf("grn-item-1-receivedQuantity"), "2");
    await user.type(inputOf("grn-item-1-batchNumber"), "B-1");
    await user.click(inputOf("grn-item-1-batchExpiry"));
    await user.keyboard(`${nextYear()}{Tab}`);
    await user.click(screen.getByTestId("form-submit"));
    const row = within(inputOf("grn-item-1-receivedQuantity").closest(".ant-form-item") as HTMLElement);
    expect(await row.findByText(message, undefined, slow)).toBeInTheDocument();
    expect(createCalls(calls)[0].variables.input).toMatchObject({ items: [expect.objectContaining({ poItemId: "poi-2", receivedQuantity: 2 })] });
    expect(within(inputOf("grn-item-0-receivedQuantity").closest(".ant-form-item") as HTMLElement).queryByText(message)).toBeNull();
  });
});
