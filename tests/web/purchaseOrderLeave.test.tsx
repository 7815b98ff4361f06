// Back or Cancel on a half-filled purchase order asks first (issue 25, item 18); with nothing filled in it leaves
// without asking. The browser's own Back button is checked in Chromium (tests/e2e/formsFeedback.test.ts).
import type { BaseRecord, DataProvider } from "@refinedev/core";
import { Refine } from "@refinedev/core";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { builtResources } from "../../src/resources";
import { PurchaseOrderFormPage } from "../../src/resources/procurement/purchaseOrders/PurchaseOrderFormPage";
import { signInForTest, stubGraphql, type GraphqlCall } from "./fakeSession";

const slow = { timeout: 10_000 };
const warehouse = { id: "11111111-1111-4111-8111-111111111111", name: "Central Warehouse", type: "WAREHOUSE" };
const vendor = { id: "44444444-4444-4444-8444-444444444444", name: "Getz Pharma", status: "ACTIVE" };
const product = {
  id: "55555555-5555-4555-8555-555555555555",
  secondaryId: "PRD-000001",
  name: "Panadol 500mg Tablets",
  buyingUnit: "BOX",
  sellingUnit: "PIECE",
  uomFactor: 200,
  tradePrice: 100,
  purchasingPrice: 95,
  sellingTaxRate: 0,
  maximumRetailPrice: 500,
};

function vendorProvider(): DataProvider {
  const rows: Record<string, BaseRecord[]> = { vendor: [vendor] };
  const refuse = async () => {
    throw new Error("not used");
  };
  return {
    getApiUrl: () => "",
    getList: async ({ resource }) => ({ data: (rows[resource] ?? []) as never[], total: (rows[resource] ?? []).length }),
    getOne: async ({ resource, id }) => ({ data: (rows[resource] ?? []).find((row) => row.id === id) as never }),
    create: refuse,
    update: refuse,
    deleteOne: refuse,
  };
}

function renderCreate() {
  stubGraphql((call: GraphqlCall) => (call.query.includes("getProducts") ? { data: { result: { data: [product] } } } : { errors: [{ message: `unexpected ${call.query}` }] }));
  render(
    <MemoryRouter initialEntries={["/app/procurement/purchase-order", "/app/procurement/purchase-order/create"]} initialIndex={1}>
      <AntdApp>
        <Refine dataProvider={vendorProvider()} resources={builtResources} options={{ disableTelemetry: true, warnWhenUnsavedChanges: true }}>
          <Routes>
            <Route path="/app/procurement/purchase-order/create" element={<PurchaseOrderFormPage />} />
            <Route path="/app/procurement/purchase-order" element={<p data-testid="po-list">Purchase orders</p>} />
          </Routes>
          <UnsavedChangesNotifier />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

async function chooseFromSelect(testId: string, title: string) {
  const select = await screen.findByTestId(testId, undefined, slow);
  fireEvent.mouseDown(select.querySelector(".ant-select-selector") ?? select);
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>(".ant-select-item-option")).find((element) => element.textContent?.includes(title));
    if (!found) throw new Error(`no option ${title}`);
    return found;
  }, slow);
  fireEvent.click(option);
}

function stubConfirm(answer: boolean) {
  const confirm = vi.fn(() => answer);
  vi.stubGlobal("confirm", confirm);
  return confirm;
}

describe("leaving a half-filled purchase order", { timeout: 60_000 }, () => {
  beforeEach(() => signInForTest({ locations: [warehouse] }));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("goes back without asking while nothing was filled in", async () => {
    const confirm = stubConfirm(false);
    renderCreate();
    fireEvent.click(await screen.findByTestId("form-back", undefined, slow));
    expect(await screen.findByTestId("po-list", undefined, slow)).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it("asks before Back once a vendor and a product were chosen, and stays when told to", async () => {
    const confirm = stubConfirm(false);
    renderCreate();
    await chooseFromSelect("field-vendorId", vendor.name);
    await chooseFromSelect("po-product-search", product.name);
    await screen.findByTestId("po-item-0-requiredQuantity", undefined, slow);
    fireEvent.click(screen.getByTestId("form-back"));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId("po-list")).not.toBeInTheDocument();
    expect(screen.getByTestId("po-item-0-requiredQuantity")).toBeInTheDocument();
  });

  it("asks before Cancel too", async () => {
    const confirm = stubConfirm(false);
    renderCreate();
    await chooseFromSelect("field-vendorId", vendor.name);
    await chooseFromSelect("po-product-search", product.name);
    await screen.findByTestId("po-item-0-requiredQuantity", undefined, slow);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId("po-list")).not.toBeInTheDocument();
  });
});
