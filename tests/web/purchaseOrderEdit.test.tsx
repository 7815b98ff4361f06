// The purchase order edit route: the create form prefilled, vendor and location read-only, save → details; a save
// over someone else's edit is refused with a Reload; an order the server will not show is refused up front.
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
  updatedAt: "2030-01-02T08:30:00.123Z",
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

const STALE_MESSAGE = "This purchase order was changed by someone else. Reload it to see the changes.";

/** A fake /graphql: the order (as given: each load takes the next answer, the last one repeating), empty product searches, and the update's answer. */
function fakeApi(current: object | object[], update: object = { data: { purchaseOrder: { id: "po-1", secondaryId: "PO-000042", totalAmount: 1500 } } }) {
  const loads = Array.isArray(current) ? [...current] : [current];
  return stubGraphql((call) => {
    if (call.query.includes("updatePurchaseOrder")) return update;
    if (!call.query.includes("getPurchaseOrder(")) return { data: { result: { data: [] } } };
    const answer = loads.length > 1 ? loads.shift() : loads[0];
    return answer && "errors" in answer ? answer : { data: { purchaseOrder: answer } };
  });
}

function renderEdit() {
  render(
    <MemoryRouter initialEntries={["/app/procurement/purchase-order/update/po-1"]}>
      <AntdApp>
        <Refine
          dataProvider={fakeDataProvider().provider}
          resources={builtResources}
          // As the app's client: a refused load is shown at once, not retried.
          options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
        >
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
    // after the save the refetched order is a newer version: the page must still go on to the details
    const calls = fakeApi([order, { ...order, updatedAt: "2030-01-02T08:31:00.000Z" }]);
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
        updatedAt: "2030-01-02T08:30:00.123Z",
      },
    });
  });

  it("refuses a save over someone else's edit and reloads the order as it now is", async () => {
    const theirs = { ...order, updatedAt: "2030-01-02T09:00:00.000Z", items: [{ ...order.items[0], requiredQuantity: 30 }] };
    const calls = fakeApi([order, theirs], { errors: [{ message: STALE_MESSAGE, extensions: { code: "CONFLICT" } }] });
    renderEdit();
    fireEvent.change(await screen.findByTestId("po-item-0-requiredQuantity"), { target: { value: "15" } });
    fireEvent.click(screen.getByTestId("form-submit"));
    expect(await screen.findByTestId("po-form-problems")).toHaveTextContent(STALE_MESSAGE);
    fireEvent.click(screen.getByTestId("po-reload"));
    await waitFor(() => expect(screen.getByTestId("po-item-0-requiredQuantity")).toHaveValue("30"));
    expect(screen.queryByTestId("po-form-problems")).toBeNull();
    fireEvent.click(screen.getByTestId("form-submit"));
    await waitFor(() => expect(calls.filter((call) => call.query.includes("updatePurchaseOrder"))).toHaveLength(2));
    const resent = calls.filter((call) => call.query.includes("updatePurchaseOrder"))[1];
    expect(resent.variables.input).toMatchObject({ updatedAt: "2030-01-02T09:00:00.000Z", items: [expect.objectContaining({ requiredQuantity: 30 })] });
  });

  it("refuses up front an order of a location the user may not work in, with the server's reason", async () => {
    fakeApi({ errors: [{ message: "You do not have access to this location.", extensions: { code: "FORBIDDEN" } }] });
    renderEdit();
    expect(await screen.findByTestId("po-not-editable")).toHaveTextContent("You do not have access to this location.");
    expect(screen.queryByTestId("form-submit")).toBeNull();
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
