import { Refine } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App as AntdApp, type FormInstance } from "antd";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StockIntakePage } from "../../src/resources/inventory/stockIntake/StockIntakePage";
import { applyServerErrors, namePath } from "../../src/resources/procurement/purchaseOrders/formErrors";
import { lineTotals, orderTotals } from "../../src/resources/procurement/purchaseOrders/totals";
import { signInForTest, stubGraphql } from "./fakeSession";
import { builtResources } from "../../src/resources";
import { fakeDataProvider } from "./refineHarness";

describe("purchase order totals preview", () => {
  it("applies the trade discount before GST and leaves FOC packs free", () => {
    expect(lineTotals({ requiredQuantity: 10, tradePrice: 100, tradeDiscountPercentage: 5, gstPercentage: 18 })).toEqual({
      gross: 1000,
      discount: 50,
      tax: 171,
      total: 1121,
    });
    expect(
      orderTotals([
        { requiredQuantity: 10, tradePrice: 100, tradeDiscountPercentage: 5, gstPercentage: 18 },
        { requiredQuantity: 5, tradePrice: 200 },
      ]),
    ).toEqual({ netAmount: 2000, totalDiscount: 50, salesTax: 171, totalAmount: 2121 });
  });

  it("rounds half-up to the paisa per line and treats blanks as zero", () => {
    expect(lineTotals({ requiredQuantity: 3, tradePrice: 33.335, tradeDiscountPercentage: null }).gross).toBe(100.01);
    // 20.10 × 5 % = 1.005 exactly (1.00499… as a float): half-up gives 1.01
    expect(lineTotals({ requiredQuantity: 1, tradePrice: 20.1, gstPercentage: 5 }).tax).toBe(1.01);
    // each line taxed and rounded on its own: 0.005 → 0.01, 0.01, 0.015 → 0.02 (the sum taxed once would be 0.03)
    expect(orderTotals([0.1, 0.2, 0.3].map((tradePrice) => ({ requiredQuantity: 1, tradePrice, gstPercentage: 5 })))).toEqual({
      netAmount: 0.6,
      totalDiscount: 0,
      salesTax: 0.04,
      totalAmount: 0.64,
    });
    expect(orderTotals([{}]).totalAmount).toBe(0);
  });
});

describe("server field errors on the procurement forms", () => {
  it("puts nested item messages on their fields and returns the others", () => {
    expect(namePath("items.0.receivedQuantity")).toEqual(["items", 0, "receivedQuantity"]);
    const setFields = vi.fn();
    const form = { setFields } as unknown as FormInstance;
    const error = { fields: { "items.1.tradePrice": "Trade price must be a number of 0 or more with at most 2 decimals.", items: "Please add at least one item." } };
    const leftover = applyServerErrors(form, error, (name) => name.length === 3);
    expect(setFields).toHaveBeenCalledWith([{ name: ["items", 1, "tradePrice"], errors: ["Trade price must be a number of 0 or more with at most 2 decimals."] }]);
    expect(leftover).toEqual(["Please add at least one item."]);
  });
});

const warehouse = { id: "11111111-1111-4111-8111-111111111111", name: "Central Warehouse", type: "WAREHOUSE" };
const waitingItems = [
  {
    id: "item-1",
    actionId: "GRN-000007-1",
    grnId: "grn-7",
    grn: { id: "grn-7", secondaryId: "GRN-000007", invoiceNumber: "INV-7" },
    product: { id: "p1", name: "Panadol 500mg Tablets", uomFactor: 200 },
    batchNumber: "B1",
    batchExpiry: "2030-01-31",
    receivedQuantity: 4,
    foc: 1,
  },
];

const signInAtWarehouse = () => signInForTest({ locations: [warehouse] });

/** A fake /graphql: the waiting items, and the intake answer (or its error). */
function fakeApi(intake: object) {
  return stubGraphql((call) =>
    call.query.includes("updateGrnReceivedStatus") ? intake : { data: { result: { data: waitingItems, meta: { totalCount: 1 } } } },
  );
}

function renderIntake(path = "/") {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AntdApp>
        <Refine dataProvider={fakeDataProvider().provider} resources={builtResources} options={{ disableTelemetry: true }}>
          <StockIntakePage />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

/** The confirmation dialog's button. */
const confirmButton = async (name: string) => within(await screen.findByRole("dialog")).getByRole("button", { name });

describe("stock intake", { timeout: 30_000 }, () => {
  beforeEach(signInAtWarehouse);
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("lists the waiting GRNs of the current location and confirms the chosen ones", async () => {
    const calls = fakeApi({ data: { grns: [{ id: "grn-7", secondaryId: "GRN-000007", status: "COMPLETED", items: [{ id: "item-1", actionId: "GRN-000007-1", lotCount: 5, batchExpiry: "2030-01-31", product: { name: "Panadol 500mg Tablets" } }] }] } });
    renderIntake();
    expect(await screen.findByText("GRN-000007")).toBeInTheDocument();
    expect(calls[0]?.variables.locationId).toBe(warehouse.id);
    const confirm = screen.getByTestId("confirm-stock-intake");
    expect(confirm).toBeDisabled();
    fireEvent.click(screen.getAllByRole("checkbox")[1]);
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    // asked first, in a sentence naming what will happen; nothing is sent until the user confirms
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Take GRN-000007 into stock?");
    expect(dialog).toHaveTextContent("5 packs will become lots in stock at Central Warehouse. A stock intake cannot be undone.");
    expect(calls.some((call) => call.query.includes("updateGrnReceivedStatus"))).toBe(false);
    fireEvent.click(await confirmButton("Confirm stock intake"));
    expect(await screen.findByText("Stock intake confirmed for GRN-000007: 5 lots created.")).toBeInTheDocument();
    expect(screen.getByTestId("barcodes-GRN-000007-1")).toHaveAttribute(
      "href",
      "/invoice/barcodes/GRN-000007-1?total=5&layout=triple&name=Panadol+500mg+Tablets&expiry=2030-01-31",
    );
    expect(calls.find((call) => call.query.includes("updateGrnReceivedStatus"))?.variables).toEqual({ grnIds: ["grn-7"], idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it("shows an intake error on the page, not as a toast", async () => {
    const calls = fakeApi({ errors: [{ message: "This GRN has items still in QC.", extensions: { code: "BAD_REQUEST" } }] });
    renderIntake();
    await screen.findByText("GRN-000007");
    fireEvent.click(screen.getAllByRole("checkbox")[1]);
    fireEvent.click(screen.getByTestId("confirm-stock-intake"));
    fireEvent.click(await confirmButton("Confirm stock intake"));
    expect(await screen.findByTestId("stock-intake-error")).toHaveTextContent("This GRN has items still in QC.");
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
    // Confirming the same GRNs again is a retry of the same intake: it carries the same key.
    fireEvent.click(screen.getByTestId("confirm-stock-intake"));
    fireEvent.click(await confirmButton("Confirm stock intake"));
    const intakeKeys = () => calls.filter((call) => call.query.includes("updateGrnReceivedStatus")).map((call) => call.variables.idempotencyKey);
    await waitFor(() => expect(intakeKeys()).toHaveLength(2));
    expect(intakeKeys()[1]).toBe(intakeKeys()[0]);
  });

  it("takes nothing in when the user cancels the confirmation", async () => {
    const calls = fakeApi({ data: { grns: [] } });
    renderIntake();
    await screen.findByText("GRN-000007");
    fireEvent.click(screen.getAllByRole("checkbox")[1]);
    fireEvent.click(screen.getByTestId("confirm-stock-intake"));
    fireEvent.click(await confirmButton("Cancel"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call) => call.query.includes("updateGrnReceivedStatus"))).toBe(false);
  });

  it("ticks the GRN a GRN's details page linked to", async () => {
    fakeApi({ data: { grns: [] } });
    renderIntake("/app/inventory-management/stock-intake?grnId=grn-7");
    await screen.findByText("GRN-000007");
    await waitFor(() => expect(screen.getByTestId("confirm-stock-intake")).toBeEnabled());
    expect(screen.getByTestId("confirm-stock-intake")).toHaveTextContent("Confirm stock intake (1)");
  });
});
