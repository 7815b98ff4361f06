// The purchase order edit route: the create form prefilled, vendor and location read-only, save → details.
import { Refine } from "@refinedev/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { builtResources } from "../../src/resources";
import { PurchaseOrderEditPage } from "../../src/resources/procurement/purchaseOrders/PurchaseOrderEditPage";
import { signInForTest, stubGraphql } from "./fakeSession";
import { fakeDataProvider } from "./refineHarness";

const warehouse = { id: "11111111-1111-4111-8111-111111111111", name: "Central Warehouse", type: "WAREHOUSE" };
const product = { id: "p1", secondaryId: "PRD-000001", name: "Panadol 500mg Tablets", buyingUnit: "BOX", sellingUnit: "PIECE", uomFactor: 200, maximumRetailPrice: 500 };
const order = {
  id: "po-1",
  secondaryId: "PO-000042",
  status: "OPEN",
  orderType: "NORMAL",
  poType: "NORMAL",
  netAmount: 1000,
  totalDiscount: 0,
  salesTax: 0,
  totalAmount: 1000,
  expectedDeliveryDate: "2030-01-15",
  additionalTerms: "Cold chain",
  returnRfid: "RF-9",
  vendorId: "v1",
  vendor: { id: "v1", name: "Getz Pharma" },
  deliveryLocationId: warehouse.id,
  deliveryLocation: { id: warehouse.id, name: warehouse.name },
  totalItems: 1,
  editable: true,
  createdAt: "2030-01-01T00:00:00.000Z",
  items: [
    {
      id: "poi-1",
      productId: product.id,
      product,
      uom: "BOX",
      itemConversion: 200,
      requiredQuantity: 10,
      foc: 1,
      receivedQuantity: 0,
      grnRemainingQuantity: 11,
      tradePrice: 100,
      tradeDiscountPercentage: 0,
      tradeDiscountValue: 0,
      gstPercentage: 0,
      gstAmount: 0,
      totalPrice: 1000,
    },
  ],
};

const signIn = () => signInForTest({ locations: [warehouse] });

/** A fake /graphql: the order (as given), empty product searches, and the update's answer. */
function fakeApi(current: object, update: object = { data: { purchaseOrder: { id: "po-1", secondaryId: "PO-000042", totalAmount: 1500 } } }) {
  return stubGraphql((call) =>
    call.query.includes("updatePurchaseOrder")
      ? update
      : call.query.includes("getPurchaseOrder(")
        ? { data: { purchaseOrder: current } }
        : { data: { result: { data: [] } } },
  );
}

function renderEdit() {
  render(
    <MemoryRouter initialEntries={["/app/procurement/purchase-order/update/po-1"]}>
      <AntdApp>
        <Refine dataProvider={fakeDataProvider().provider} resources={builtResources} options={{ disableTelemetry: true }}>
          <Routes>
            <Route path="/app/procurement/purchase-order/update/:id" element={<PurchaseOrderEditPage />} />
            <Route path="/app/procurement/purchase-order/details/:id" element={<p>Details page</p>} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

describe("editing a purchase order", { timeout: 30_000 }, () => {
  beforeEach(signIn);
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("prefills the form, keeps vendor and location read-only and saves the terms and items", async () => {
    const calls = fakeApi(order);
    renderEdit();
    expect(await screen.findByText("Edit Purchase Order PO-000042")).toBeInTheDocument();
    expect(screen.getByTestId("field-vendorId")).toHaveValue("Getz Pharma");
    expect(screen.getByTestId("field-vendorId")).toBeDisabled();
    expect(screen.getByTestId("field-deliveryLocationId")).toHaveValue("Central Warehouse");
    expect(screen.getByTestId("field-deliveryLocationId")).toBeDisabled();
    expect(screen.getByTestId("po-item-0")).toHaveTextContent("Panadol 500mg Tablets");
    const quantity = screen.getByTestId("po-item-0-requiredQuantity");
    fireEvent.change(quantity, { target: { value: "15" } });
    await waitFor(() => expect(screen.getByTestId("po-total-preview")).toHaveTextContent("1,500"));
    fireEvent.click(screen.getByTestId("form-submit"));
    expect(await screen.findByText("Details page")).toBeInTheDocument();
    const saved = calls.find((call) => call.query.includes("updatePurchaseOrder"));
    expect(saved?.variables).toEqual({
      id: "po-1",
      input: {
        expectedDeliveryDate: "2030-01-15",
        orderType: "NORMAL",
        poType: "NORMAL",
        additionalTerms: "Cold chain",
        returnRfid: "RF-9",
        items: [{ productId: "p1", uom: "BOX", itemConversion: 200, requiredQuantity: 15, foc: 1, tradePrice: 100, tradeDiscountPercentage: 0, gstPercentage: 0 }],
      },
    });
  });

  it("shows the server's refusal on the page", async () => {
    fakeApi(order, { errors: [{ message: "Only an open purchase order with nothing received can be edited.", extensions: { code: "CONFLICT" } }] });
    renderEdit();
    fireEvent.click(await screen.findByTestId("form-submit"));
    expect(await screen.findByTestId("po-form-problems")).toHaveTextContent("Only an open purchase order with nothing received can be edited.");
  });

  it("says why an order that is no longer editable cannot be edited", async () => {
    fakeApi({ ...order, status: "PARTIAL", editable: false });
    renderEdit();
    expect(await screen.findByTestId("po-not-editable")).toHaveTextContent("Only an open purchase order with nothing received can be edited.");
    expect(screen.queryByTestId("form-submit")).toBeNull();
  });
});
