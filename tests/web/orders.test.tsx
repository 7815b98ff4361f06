// Order management: the list asks the server for what its search and column filters say (status, totals, register);
// the details page shows the sale (items with lots, payments, fees, timeline), offers only the status changes the
// server allows, each after a confirm, shows a refusal as the toast, and prints or reprints the receipt.
import { Refine } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAccessControlProvider } from "../../src/providers/accessControlProvider";
import { dataProvider } from "../../src/providers/dataProvider";
import { useAppNotificationProvider } from "../../src/providers/notificationProvider";
import { builtResources } from "../../src/resources";
import { OrderDetailsPage } from "../../src/resources/sales/orders/OrderDetailsPage";
import { OrderListPage } from "../../src/resources/sales/orders/OrderListPage";
import { signInForTest, stubGraphql, type GraphqlCall } from "./fakeSession";

const ORDER_ID = "5b0e7c1e-9999-4999-8999-000000000042";
const slow = { timeout: 10_000 };

function listOrder(secondaryId: string, overrides: object = {}) {
  return {
    id: `${secondaryId}-id`,
    secondaryId,
    kind: "NORMAL",
    status: "COMPLETED",
    orderType: "PICKUP",
    orderSource: "POS",
    orderChannel: "POS",
    paymentStatus: "PAID",
    fulfillmentStatus: "UNFULFILLED",
    shippingStatus: "NOT_APPLICABLE",
    totalAmount: 1850,
    printCount: 0,
    createdAt: "2026-11-23T09:35:00.000Z",
    locationId: "loc-1",
    location: { id: "loc-1", name: "Gulberg Store" },
    registerId: "reg-1",
    register: { id: "reg-1", name: "Counter 1", secondaryId: "REG-000001" },
    items: [{ id: "i1", quantity: 1 }, { id: "i2", quantity: 3 }],
    ...overrides,
  };
}

const order = {
  ...listOrder("000001-000042", { id: ORDER_ID, status: "COMPLETED", paymentStatus: "PAID", printCount: 1 }),
  mrNo: "MR-77",
  comment: null,
  specialInstructions: "Paper bag",
  cancelledReason: null,
  fbrInvoiceId: null,
  fiscalStatus: null,
  subtotal: 2450,
  totalDiscount: 100,
  tax: 300.5,
  deliveryCharges: 0,
  platformFee: 20,
  platformFeeTax: 3.2,
  posFees: 1,
  integrationCharges: 0,
  totalAmount: 2374.2,
  changeDue: 125.8,
  updatedAt: "2026-11-23T09:40:00.000Z",
  completedAt: "2026-11-23T09:35:00.000Z",
  createdBy: { id: "u1", firstName: "Sana", lastName: "Cashier" },
  items: [
    {
      id: "i1",
      name: "Panadol 500mg Tablet",
      skuCode: "PAN-500",
      quantity: 20,
      returnedQuantity: 0,
      unitPrice: 3,
      discount: 0,
      tax: 0,
      taxRate: 0,
      isTaxInclusive: true,
      subTotal: 60,
      totalPrice: 60,
      lots: [
        { id: "l1", lotId: "lot-1", actionId: "GRNI-000003~2", batchExpiry: "2027-05-31", quantity: 12, returnedQuantity: 0 },
        { id: "l2", lotId: "lot-2", actionId: "GRNI-000003~3", batchExpiry: "2027-08-31", quantity: 8, returnedQuantity: 0 },
      ],
    },
  ],
  customer: { id: "c1", name: "Ayesha Malik", phoneNumber: "+923001112233", email: null },
  partner: null,
  address: null,
  discountLines: [{ discountId: "d1", title: "Save 10%", code: "SAVE10", scope: "CART", amount: 12.5 }],
  payments: [{ id: "pay1", method: "CASH", status: "PAID", amount: 2374.2, tendered: 2500, change: 125.8, createdAt: "2026-11-23T09:35:00.000Z" }],
  timeline: [
    { id: "a1", action: "CREATE", details: { secondaryId: "000001-000042" }, createdAt: "2026-11-23T09:35:00.000Z", user: { id: "u1", firstName: "Sana", lastName: "Cashier" } },
    { id: "a2", action: "UPDATE", details: { printed: true }, createdAt: "2026-11-23T09:35:05.000Z", user: { id: "u1", firstName: "Sana", lastName: "Cashier" } },
  ],
};

function Harness({ path, permissions = ["*"], children }: { path: string; permissions?: string[]; children: React.ReactNode }) {
  signInForTest({ permissions, locations: [{ id: "loc-1", name: "Gulberg Store", type: "RETAIL" }] });
  return (
    <MemoryRouter initialEntries={[path]}>
      <AntdApp>
        <WithRefine>{children}</WithRefine>
      </AntdApp>
    </MemoryRouter>
  );
}

function WithRefine({ children }: { children: React.ReactNode }) {
  const notificationProvider = useAppNotificationProvider({ open: () => undefined, close: () => undefined });
  return (
    <Refine
      dataProvider={dataProvider}
      notificationProvider={notificationProvider}
      accessControlProvider={createAccessControlProvider(builtResources)}
      resources={builtResources}
      options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
    >
      {children}
    </Refine>
  );
}

const listCalls = (calls: GraphqlCall[]) => calls.filter((call) => call.query.includes("getOrders("));
const lastFilter = (calls: GraphqlCall[]) => JSON.stringify(listCalls(calls).at(-1)?.variables.filter ?? []);
const header = () => within(screen.getByTestId("data-grid").querySelector("thead") as HTMLElement);

describe("order list", { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the orders with chips and totals, newest first, and sends search and filters to the server", async () => {
    const calls = stubGraphql((call) => {
      if (call.query.includes("getOrders(")) {
        const data = [listOrder("000001-000042"), listOrder("000001-000041", { status: "CANCELLED", paymentStatus: "REFUNDED", totalAmount: 12345.5 })];
        return { data: { result: { data, meta: { page: 1, limit: 20, total: 2, totalCount: 2 } } } };
      }
      if (call.query.includes("getLocationRegisters(")) {
        const data = [{ id: "reg-1", name: "Counter 1" }];
        return { data: { result: { data, meta: { page: 1, limit: 20, total: 1, totalCount: 1 } } } };
      }
      return { data: { result: { data: [], meta: { page: 1, limit: 20, total: 0, totalCount: 0 } } } };
    });
    render(
      <Harness path="/app/sales-orders/order-management">
        <Routes>
          <Route path="/app/sales-orders/order-management" element={<OrderListPage />} />
        </Routes>
      </Harness>,
    );
    expect(await screen.findByTestId("order-status-000001-000041", {}, slow)).toHaveTextContent("Cancelled");
    expect(screen.getByTestId("order-payment-000001-000041")).toHaveTextContent("Refunded");
    expect(screen.getByTestId("order-total-000001-000041")).toHaveTextContent("PKR 12,345.50");
    expect(screen.getByTestId("order-status-000001-000042")).toHaveTextContent("Completed");
    expect(listCalls(calls)[0].variables.sort).toEqual([{ field: "createdAt", direction: "DESC" }]);

    await userEvent.type(screen.getByTestId("list-search"), "000042");
    await waitFor(() => expect(lastFilter(calls)).toContain('{"operator":"LIKE","field":"secondaryId","value":"000042"}'), slow);

    await userEvent.click(header().getByTestId("column-menu-status"));
    const select = await screen.findByTestId("column-menu-status-filter-select");
    fireEvent.mouseDown(within(select).getByRole("combobox"));
    await userEvent.click(await screen.findByTitle("Cancelled"));
    await userEvent.click(screen.getByTestId("column-menu-status-filter-apply"));
    await waitFor(() => expect(lastFilter(calls)).toContain('{"operator":"EQUAL","field":"status","value":"CANCELLED"}'), slow);

    await userEvent.click(header().getByTestId("column-menu-totalAmount"));
    await userEvent.type(await screen.findByTestId("column-menu-totalAmount-filter-min"), "1000");
    await userEvent.type(screen.getByTestId("column-menu-totalAmount-filter-max"), "5000");
    await userEvent.click(screen.getByTestId("column-menu-totalAmount-filter-apply"));
    await waitFor(() => expect(lastFilter(calls)).toContain('{"operator":"GTE","field":"totalAmount","value":1000}'), slow);
    expect(lastFilter(calls)).toContain('{"operator":"LTE","field":"totalAmount","value":5000}');
    expect(lastFilter(calls)).toContain('"field":"status"');

    await userEvent.click(header().getByTestId("column-menu-registerId"));
    const registers = await screen.findByTestId("column-menu-registerId-filter-select");
    await userEvent.type(within(registers).getByRole("combobox"), "Counter");
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="Counter 1"]');
      if (!found) throw new Error("no Counter 1 option yet");
      return found;
    }, slow);
    await userEvent.click(option);
    await waitFor(() => expect(lastFilter(calls)).toContain('{"operator":"EQUAL","field":"registerId","value":"reg-1"}'), slow);
  });
});

function renderDetails(permissions?: string[]) {
  render(
    <Harness path={`/app/sales-orders/order-management/details/${ORDER_ID}`} permissions={permissions}>
      <Routes>
        <Route path="/app/sales-orders/order-management/details/:id" element={<OrderDetailsPage />} />
      </Routes>
    </Harness>,
  );
}

const transitionCalls = (calls: GraphqlCall[]) => calls.filter((call) => call.query.includes("processOrder("));

describe("order details", { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    document.querySelectorAll("iframe").forEach((frame) => frame.remove());
  });

  it("shows the sale: chips, items with their lots, payments, fees and the timeline", async () => {
    stubGraphql(() => ({ data: { order } }));
    renderDetails();
    expect(await screen.findByTestId("order-title", {}, slow)).toHaveTextContent("Order 000001-000042");
    expect(screen.getByTestId("order-status")).toHaveTextContent("Completed");
    expect(screen.getByTestId("order-payment-status")).toHaveTextContent("Paid");
    expect(screen.getByTestId("order-heading-total")).toHaveTextContent("PKR 2,374.20");
    const lots = screen.getByTestId("order-item-lots-i1");
    expect(lots).toHaveTextContent("GRNI-000003~2 exp. 31/05/2027 × 12");
    expect(lots).toHaveTextContent("GRNI-000003~3 exp. 31/08/2027 × 8");
    const payments = screen.getByTestId("order-payments");
    expect(payments).toHaveTextContent("Cash");
    expect(payments).toHaveTextContent("PKR 2,500.00");
    expect(payments).toHaveTextContent("PKR 125.80");
    expect(screen.getByTestId("order-platform-fee")).toHaveTextContent("PKR 20.00");
    expect(screen.getByTestId("order-pos-fee")).toHaveTextContent("PKR 1.00");
    expect(screen.getByTestId("order-discount")).toHaveTextContent("PKR -100");
    expect(screen.getByTestId("order-total")).toHaveTextContent("PKR 2,374.20");
    expect(screen.getByTestId("order-timeline-CREATE")).toHaveTextContent("Sold");
    expect(screen.getByTestId("order-timeline-CREATE")).toHaveTextContent("Sana Cashier");
    expect(screen.getByTestId("order-timeline-UPDATE")).toHaveTextContent("Receipt printed");
    // the time on its own line, not run into the title ("Receipt printed26/11/2026…")
    const printedAt = screen.getByTestId("order-timeline-UPDATE").querySelector(".ant-typography-secondary") as HTMLElement;
    expect(printedAt.style.display).toBe("block");
    expect(screen.getByTestId("order-summary")).toHaveTextContent("Printed 1 time");
    expect(screen.getByTestId("order-customer")).toHaveTextContent("Ayesha Malik");
    expect(screen.getByTestId("order-discount-line")).toHaveTextContent("Save 10% (SAVE10): PKR -12.5");
  });

  it("reprints the receipt through the hidden frame", async () => {
    stubGraphql(() => ({ data: { order } }));
    renderDetails();
    const button = await screen.findByTestId("order-print", {}, slow);
    expect(button).toHaveTextContent("Reprint");
    fireEvent.click(button);
    expect(document.querySelector("iframe")?.getAttribute("src")).toBe(`/invoice/order-receipt/${ORDER_ID}?print=1`);
  });

  it("offers only the changes the server allows, asks first, and shows the server's refusal", async () => {
    const calls = stubGraphql((call) =>
      call.query.includes("processOrder(")
        ? { errors: [{ message: "An order that is completed cannot become fulfilled.", extensions: { code: "CONFLICT" } }] }
        : { data: { order } },
    );
    renderDetails();
    await userEvent.click(await screen.findByTestId("order-status-menu", {}, slow));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Fulfilled"]);
    await userEvent.click(within(menu).getByText("Fulfilled"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Change order status to Fulfilled?");
    expect(transitionCalls(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(transitionCalls(calls)).toHaveLength(1));
    expect(transitionCalls(calls)[0].variables).toEqual({ orderId: ORDER_ID, status: "FULFILLED", reason: null });
    expect(await screen.findByText("An order that is completed cannot become fulfilled.", {}, slow)).toBeInTheDocument();
    // payment is PAID: nothing to change there
    expect(screen.queryByTestId("order-paymentStatus-menu")).toBeNull();
  });

  it("shows no status changes without the update permission", async () => {
    stubGraphql(() => ({ data: { order } }));
    renderDetails(["sales-orders:order-management:order-details-read"]);
    await screen.findByTestId("order-title", {}, slow);
    await screen.findByTestId("order-print");
    expect(screen.queryByTestId("order-status-menu")).toBeNull();
    expect(screen.queryByTestId("order-fulfillmentStatus-menu")).toBeNull();
  });
});
