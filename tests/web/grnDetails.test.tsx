// The GRN details page: QC is submitted only after a confirmation naming what will happen; accepted items waiting
// for stock intake link to the stock intake screen with this GRN ticked.
import { Refine } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAccessControlProvider } from "../../src/providers/accessControlProvider";
import { builtResources } from "../../src/resources";
import { GrnDetailsPage, qcOutcomeText } from "../../src/resources/procurement/grn/GrnDetailsPage";
import { signInForTest, stubGraphql, type GraphqlCall } from "./fakeSession";
import { fakeDataProvider } from "./refineHarness";

const slow = { timeout: 10_000 };
const product = { id: "p1", secondaryId: "PRD-000001", name: "Panadol 500mg Tablets", buyingUnit: "BOX", sellingUnit: "PIECE", uomFactor: 200, maximumRetailPrice: 450 };

function item(id: string, status: string, overrides: object = {}) {
  return {
    id,
    actionId: `GRN-000007-${id}`,
    productId: product.id,
    product,
    batchNumber: `B-${id}`,
    batchExpiry: "2031-01-31",
    mfgDate: null,
    mrp: 450,
    tradePrice: 100,
    discValue: 0,
    gstValue: 0,
    foc: 0,
    receivedQuantity: 4,
    requiredQuantity: 4,
    status,
    comment: null,
    rejectComment: null,
    uomFactor: 200,
    lotCount: 0,
    purchaseOrderItem: { id: `poi-${id}`, uom: "BOX", itemConversion: 200, grnRemainingQuantity: 0 },
    ...overrides,
  };
}

type FixtureItem = { status: string; receivedQuantity: number; foc: number; tradePrice: number };

/** The server's figures of some lines (the fixtures have no discount or GST). */
function figures(items: readonly FixtureItem[]) {
  const amount = items.reduce((sum, each) => sum + each.tradePrice * each.receivedQuantity, 0);
  return { lines: items.length, packs: items.reduce((sum, each) => sum + each.receivedQuantity + each.foc, 0), amount, discount: 0, tax: 0, value: amount };
}

function grnWith(items: FixtureItem[]) {
  return {
    received: figures(items),
    rejected: figures(items.filter((each) => each.status === "REJECTED")),
    awaitingQc: figures(items.filter((each) => each.status === "QC")),
    accepted: figures(items.filter((each) => each.status === "RECEIVED" || each.status === "COMPLETED")),
    id: "grn-7",
    secondaryId: "GRN-000007",
    status: "QC",
    poId: "po-1",
    purchaseOrder: { id: "po-1", secondaryId: "PO-000012", vendor: { id: "v1", name: "Getz Pharma" } },
    location: { id: "loc-1", name: "Central Warehouse" },
    invoiceNumber: "INV-7781",
    invoiceDate: "2030-03-05",
    stockArrivalDate: "2030-03-06",
    amount: 800,
    discount: 0,
    tax: 0,
    total: 800,
    advanceIncomeTax: 0,
    receivedQuantity: 8,
    comment: null,
    createdAt: "2030-03-06T10:00:00.000Z",
    items,
  };
}

function fakeApi(grn: object) {
  return stubGraphql((call: GraphqlCall) => {
    if (call.query.includes("updateGrnQCStatus")) return { data: { grn: { id: "grn-7", secondaryId: "GRN-000007", status: "RECEIVED" } } };
    return { data: { grn } };
  });
}

function renderDetails(permissions = ["*"]) {
  signInForTest({ permissions, locations: [{ id: "loc-1", name: "Central Warehouse", type: "WAREHOUSE" }] });
  render(
    <MemoryRouter initialEntries={["/app/procurement/grn/details/grn-7"]}>
      <AntdApp>
        <Refine
          dataProvider={fakeDataProvider().provider}
          accessControlProvider={createAccessControlProvider(builtResources)}
          resources={builtResources}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route path="/app/procurement/grn/details/:id" element={<GrnDetailsPage />} />
            <Route path="/app/inventory-management/stock-intake" element={<p>Stock intake screen</p>} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

const qcCalls = (calls: GraphqlCall[]) => calls.filter((call) => call.query.includes("updateGrnQCStatus"));

describe("GRN details", { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("says what QC will do before it is submitted, and submits only when confirmed", async () => {
    const calls = fakeApi(grnWith([item("1", "QC"), item("2", "QC")]));
    renderDetails();
    const rows = await screen.findAllByRole("radio", { name: "Accept" }, slow);
    fireEvent.click(rows[0]);
    fireEvent.click(screen.getAllByRole("radio", { name: "Reject" })[1]);
    fireEvent.change(screen.getAllByLabelText("QC comment")[1], { target: { value: "Torn seals" } });
    fireEvent.click(screen.getByTestId("qc-submit"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Submit the QC of GRN-000007?");
    expect(dialog).toHaveTextContent("1 item will be accepted and wait for stock intake; 1 item will be rejected and not received. QC decisions cannot be changed afterwards.");
    expect(qcCalls(calls)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(qcCalls(calls)).toHaveLength(0);

    fireEvent.click(screen.getByTestId("qc-submit"));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Submit QC" }));
    await waitFor(() => expect(qcCalls(calls)).toHaveLength(1));
    expect(qcCalls(calls)[0].variables).toEqual({
      grnId: "grn-7",
      items: [
        { grnItemId: "1", status: "ACCEPTED", comment: null },
        { grnItemId: "2", status: "REJECTED", comment: "Torn seals" },
      ],
    });
  });

  it("asks for a rejection reason before asking to confirm", async () => {
    fakeApi(grnWith([item("1", "QC")]));
    renderDetails();
    fireEvent.click((await screen.findAllByRole("radio", { name: "Reject" }, slow))[0]);
    fireEvent.click(screen.getByTestId("qc-submit"));
    expect(await screen.findByText("Please enter a reason for rejecting this item.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("links accepted items waiting for intake to the stock intake screen with this GRN ticked", async () => {
    fakeApi(grnWith([item("1", "RECEIVED"), item("2", "QC")]));
    renderDetails();
    const link = await screen.findByTestId("grn-stock-intake-link", undefined, slow);
    expect(link).toHaveAttribute("href", "/app/inventory-management/stock-intake?grnId=grn-7");
    fireEvent.click(within(link).getByRole("button", { name: /Stock intake/ }));
    expect(await screen.findByText("Stock intake screen")).toBeInTheDocument();
  });

  it("offers no stock intake when nothing waits for it", async () => {
    fakeApi(grnWith([item("1", "COMPLETED", { lotCount: 4 })]));
    renderDetails();
    await screen.findByTestId("grn-details-items", undefined, slow);
    expect(screen.queryByTestId("grn-stock-intake-link")).toBeNull();
  });

  it("hides the stock intake link from a user without the stock intake permission", async () => {
    fakeApi(grnWith([item("1", "RECEIVED")]));
    renderDetails(["procurement:goods-receipt-note:*"]);
    await screen.findByTestId("grn-details-items", undefined, slow);
    expect(screen.queryByTestId("grn-stock-intake-link")).toBeNull();
  });

  it("words the outcome for one or many items", () => {
    expect(qcOutcomeText(2, 0)).toBe("2 items will be accepted and wait for stock intake. QC decisions cannot be changed afterwards.");
    expect(qcOutcomeText(0, 1)).toBe("1 item will be rejected and not received. QC decisions cannot be changed afterwards.");
  });
});
