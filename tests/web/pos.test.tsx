// The till screen against a fake /graphql (the network edge, as the other web tests): the guards, cart lines with
// their lots and the server's money, the keyboard path scan → F9 → Enter, refusals and the retry of a failed sale.
import { useNotificationProvider } from "@refinedev/antd";
import { Refine } from "@refinedev/core";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lineAmount, sumMoney, toMoneyNumber } from "../../common/money";
import PosPage from "../../src/pos/PosPage";
import { noteServerAnswered } from "../../src/pos/offline/connection";
import { builtResources } from "../../src/resources";
import { signInForTest, stubGraphql, type GraphqlCall } from "./fakeSession";
import { fakeDataProvider } from "./refineHarness";

const slow = { timeout: 10_000 };
const store = { id: "33333333-3333-4333-8333-333333333333", name: "Gulberg Store", type: "RETAIL" };
const REGISTER_ID = "44444444-4444-4444-8444-444444444444";

const products = {
  panadol: { id: "p-panadol", name: "Panadol 500mg", skuCode: "PRD-000001", gtin: "8964000000011", uomFactor: 10, sellingUnit: "PIECE", unitPrice: 2.5, isTaxInclusive: true, taxRate: 17, availableQuantity: 40 },
  brufen: { id: "p-brufen", name: "Brufen 400mg", skuCode: "PRD-000002", gtin: "8964000000028", uomFactor: 20, sellingUnit: "PIECE", unitPrice: 12.35, isTaxInclusive: false, taxRate: 0, availableQuantity: 5 },
};
const lot = { id: "lot-7", actionId: "GRNI-000003~2", quantity: 10, batchExpiry: "2031-01-31", isOpened: false };

interface Options {
  session?: "OPENED" | "CLOSED" | "NONE";
  /** Answers for createOrder, in turn (an Error: the network fails). */
  createAnswers?: (object | Error)[];
}

/** The register's current session: the OPENED one, else null (its newest is CLOSED, or it was never opened). */
function currentSession(state: "OPENED" | "CLOSED" | "NONE") {
  if (state !== "OPENED") return null;
  return { id: "s-1", secondaryId: "RS-000004", registerId: REGISTER_ID, registerName: "Front Till", locationId: store.id, status: state, balance: 2500, openedAt: "2030-01-01T08:00:00.000Z", openedBy: { id: "u", firstName: "A", lastName: "B" } };
}

/** Prices the items as the server does (it reports what is available, createOrder refuses what is not): unit price × quantity, no tax added, lots from the scanned one else "FEFO". */
function summary(items: { productId: string; quantity: number; lotId?: string }[]) {
  const lines = items.map((item) => {
    const product = Object.values(products).find((candidate) => candidate.id === item.productId);
    if (!product) throw new Error("unknown product");
    const total = toMoneyNumber(lineAmount(product.unitPrice, item.quantity));
    return {
      productId: product.id, name: product.name, skuCode: product.skuCode, quantity: item.quantity, unitPrice: product.unitPrice,
      isTaxInclusive: product.isTaxInclusive, taxRate: product.taxRate, subTotal: total, discount: 0, tax: 0, totalPrice: total,
      availableQuantity: product.availableQuantity,
      lots: [{ lotId: item.lotId ?? "lot-fefo", actionId: item.lotId ? lot.actionId : "GRNI-000001~1", quantity: item.quantity, batchExpiry: "2030-06-30", isOpened: false }],
    };
  });
  const total = toMoneyNumber(sumMoney(lines.map((line) => line.totalPrice)));
  return { subtotal: total, totalDiscount: 0, shippingDiscount: 0, discountCodeRefusal: null, discounts: [], tax: 0, deliveryCharges: 0, platformFee: 0, platformFeeTax: 0, posFees: 0, integrationCharges: 0, integrations: [], total, lines };
}

function fakeApi({ session = "OPENED", createAnswers = [] }: Options = {}) {
  const answers = [...createAnswers];
  const held: { id: string; secondaryId: string; comment: string | null; specialInstructions: string | null; totalAmount: number; createdAt: string; createdBy: object; items: object[] }[] = [];
  const calls = stubGraphql((call: GraphqlCall) => {
    const v = call.variables as Record<string, never>;
    if (call.query.includes("getLocationRegister(")) {
      if (v.locationId !== store.id) return { errors: [{ message: "Register not found.", extensions: { code: "NOT_FOUND" } }] };
      return { data: { register: { id: REGISTER_ID, secondaryId: "REG-000001", name: "Front Till", type: "SALES_REGISTER", status: "ACTIVE", currency: "PKR", location: { id: store.id, name: store.name }, currentSession: currentSession(session) } } };
    }
    if (call.query.includes("scanPosCode")) {
      const code = String(v.code);
      if (code === lot.actionId) return { data: { scan: { product: products.panadol, lot } } };
      const product = Object.values(products).find((candidate) => candidate.gtin === code || candidate.skuCode === code);
      if (product) return { data: { scan: { product, lot: null } } };
      if (code === "GRNI-000003~9") return { errors: [{ message: "Panadol 500mg: lot GRNI-000003~9 is expired. 40 pieces are available in other lots.", extensions: { code: "CONFLICT" } }] };
      return { errors: [{ message: `No product or lot matches ${code}.`, extensions: { code: "NOT_FOUND" } }] };
    }
    if (call.query.includes("searchPosProducts")) {
      const search = String(v.search).toLowerCase();
      return { data: { products: Object.values(products).filter((product) => product.name.toLowerCase().includes(search)) } };
    }
    if (call.query.includes("calculateCartSummary")) {
      const items = (v.order as unknown as { items: { productId: string; quantity: number; lotId?: string }[] }).items;
      return { data: { summary: summary(items) } };
    }
    if (call.query.includes("createOrder")) {
      const next = answers.shift() ?? { data: { order: { id: "o-1", secondaryId: "000001-000001", totalAmount: 0, changeDue: 0, status: "COMPLETED", paymentStatus: "PAID" } } };
      if (next instanceof Error) throw next;
      return next;
    }
    if (call.query.includes("holdOrder")) {
      const order = v.order as unknown as { items: { productId: string; quantity: number }[]; specialInstructions?: string };
      const items = order.items.map((item, index) => {
        const product = Object.values(products).find((candidate) => candidate.id === item.productId);
        return { id: `i-${index}`, productId: item.productId, name: product?.name ?? "", skuCode: product?.skuCode ?? null, quantity: item.quantity };
      });
      const heldOrder = { id: `h-${held.length + 1}`, secondaryId: `HLD-00000${held.length + 1}`, comment: v.note ?? null, specialInstructions: order.specialInstructions ?? null, totalAmount: summary(order.items).total, createdAt: "2030-01-01T10:00:00.000Z", createdBy: { id: "u", firstName: "A", lastName: "B" }, items };
      held.push(heldOrder);
      return { data: { order: heldOrder } };
    }
    if (call.query.includes("getHeldOrders")) return { data: { held } };
    if (call.query.includes("addRegisterCash")) {
      const input = v.input as unknown as { kind: string; amount: number };
      return { data: { addRegisterCash: { id: "e-1", kind: input.kind, amount: input.amount, note: "n", balanceAfter: 2200, createdAt: "2030-01-01T10:00:00.000Z", createdBy: null } } };
    }
    if (call.query.includes("resumeHeldOrder")) {
      const index = held.findIndex((order) => order.id === v.id);
      const [resumed] = held.splice(index, 1);
      return { data: { order: resumed } };
    }
    return { errors: [{ message: `unexpected ${call.query}` }] };
  });
  return calls;
}

function renderPos(locationId = store.id) {
  render(
    <MemoryRouter initialEntries={[`/pos/${locationId}/${REGISTER_ID}`]}>
      <AntdApp>
        <Refine dataProvider={fakeDataProvider().provider} notificationProvider={useNotificationProvider} resources={builtResources} options={{ disableTelemetry: true }}>
          <Routes>
            <Route path="/pos/:locationId/:registerId" element={<PosPage />} />
            <Route path="/app" element={<p>Dashboard page</p>} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

const scanBox = () => screen.getByTestId("pos-scan");
function scan(code: string) {
  fireEvent.change(scanBox(), { target: { value: code } });
  fireEvent.keyDown(scanBox(), { key: "Enter", code: "Enter", keyCode: 13 });
  fireEvent.keyUp(scanBox(), { key: "Enter", code: "Enter", keyCode: 13 });
}
const press = (key: string, target: Element = document.activeElement ?? document.body) => fireEvent.keyDown(target, { key });
const lines = () => screen.queryAllByTestId("pos-line");
const toastText = () => Array.from(document.querySelectorAll(".ant-notification-notice")).map((notice) => notice.textContent ?? "").join(" | ");
const callsOf = (calls: GraphqlCall[], name: string) => calls.filter((call) => call.query.includes(name));

describe("point of sale screen", { timeout: 60_000 }, () => {
  beforeEach(() => {
    signInForTest({ locations: [store] });
    // each test starts with the server answering (a no-answer in one test leaves the till offline until one comes)
    noteServerAnswered();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // the till keeps its cart in the browser: each test starts with none
    localStorage.clear();
    document.querySelectorAll("iframe").forEach((frame) => frame.remove());
    act(() => {
      Object.defineProperty(window, "innerWidth", { configurable: true, value: 1024 });
    });
  });

  it("asks for a larger screen below 768 px (a portrait tablet) and loads nothing", async () => {
    const calls = fakeApi();
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 700 });
    renderPos();
    expect(await screen.findByText("Please use a larger screen")).toBeInTheDocument();
    expect(screen.getByText("Min Allowed Width 768")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Dashboard" }));
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
  });

  it("sends to the register's open page when its last session is closed, or it was never opened", async () => {
    fakeApi({ session: "CLOSED" });
    renderPos();
    expect(await screen.findByText("Register Front Till is not open.", {}, slow)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open register" })).toHaveAttribute("href", `/app/sales-orders/register/${REGISTER_ID}/open`);
    expect(screen.queryByTestId("pos-scan")).toBeNull();
  });

  it("refuses a register that is not at the location of the address", async () => {
    fakeApi();
    renderPos("55555555-5555-4555-8555-555555555555");
    expect(await screen.findByText("The till cannot open", {}, slow)).toBeInTheDocument();
    expect(screen.getByText("Register not found.")).toBeInTheDocument();
    expect(screen.queryByTestId("pos-scan")).toBeNull();
  });

  it("says so when the register was never opened", async () => {
    fakeApi({ session: "NONE" });
    renderPos();
    expect(await screen.findByText("Register Front Till is not open.", {}, slow)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open register" })).toBeInTheDocument();
  });

  it("adds a scanned lot and a scanned GTIN with their lots and the server's money, and shows refusals as the server words them", async () => {
    const calls = fakeApi();
    renderPos();
    expect(await screen.findByTestId("pos-session", {}, slow)).toHaveTextContent("RS-000004");
    expect(screen.getByTestId("pos-location")).toHaveTextContent("Gulberg Store");
    expect(screen.getByTestId("pos-register")).toHaveTextContent("Front Till (REG-000001)");
    expect(screen.getByTestId("pos-cashier")).toHaveTextContent("A B");
    expect(scanBox()).toHaveFocus();

    scan(lot.actionId);
    await waitFor(() => expect(lines()).toHaveLength(1), slow);
    expect(within(lines()[0]).getByTestId("pos-line-lots")).toHaveTextContent("GRNI-000003~2 × 1");
    expect(callsOf(calls, "calculateCartSummary")[0].variables.order).toMatchObject({ locationId: store.id, registerId: REGISTER_ID, items: [{ productId: products.panadol.id, quantity: 1, lotId: lot.id }] });

    scan(products.brufen.gtin);
    await waitFor(() => expect(lines()).toHaveLength(2), slow);
    expect(lines()[1]).toHaveTextContent("12.35");
    await waitFor(() => expect(screen.getByTestId("pos-summary-total")).toHaveTextContent("14.85"), slow);
    expect(scanBox()).toHaveValue("");
    expect(scanBox()).toHaveFocus();

    scan("GRNI-000003~9");
    await waitFor(() => expect(toastText()).toContain("Panadol 500mg: lot GRNI-000003~9 is expired. 40 pieces are available in other lots."), slow);
    expect(lines()).toHaveLength(2);
    expect(scanBox()).toHaveValue("GRNI-000003~9");

    // 6 Brufen are more than the 5 in stock: typed, the line says so and checkout waits
    fireEvent.change(scanBox(), { target: { value: "" } });
    const quantity = within(lines()[1]).getByTestId("pos-line-quantity");
    fireEvent.change(quantity, { target: { value: "0" } });
    fireEvent.keyDown(quantity, { key: "Enter" });
    expect(await screen.findByTestId("pos-line-quantity-error")).toHaveTextContent("Quantity must be a whole number from 1 to 10,000.");
    fireEvent.change(quantity, { target: { value: "6" } });
    fireEvent.keyDown(quantity, { key: "Enter" });
    expect(await screen.findByTestId("pos-summary-error", {}, slow)).toHaveTextContent("Not enough Brufen 400mg: 5 pieces available at this location, 6 in the cart.");
    expect(within(lines()[1]).getByTestId("pos-line-lots")).toHaveTextContent("Only 5 available");
    press("F9", scanBox());
    await waitFor(() => expect(toastText()).toContain("Not enough stock"), slow);
    expect(screen.queryByTestId("pos-checkout")).toBeNull();
  });

  it("searches products by name (debounced) and adds the one chosen with the arrow keys and Enter", async () => {
    const calls = fakeApi();
    renderPos();
    await screen.findByTestId("pos-session", {}, slow);
    fireEvent.change(scanBox(), { target: { value: "bru" } });
    const option = await screen.findByTestId("pos-search-option", {}, slow);
    expect(option).toHaveTextContent("Brufen 400mg");
    expect(callsOf(calls, "searchPosProducts").map((call) => call.variables.search)).toEqual(["bru"]);
    press("ArrowDown", scanBox());
    fireEvent.keyDown(scanBox(), { key: "Enter" });
    await waitFor(() => expect(lines()).toHaveLength(1), slow);
    expect(lines()[0]).toHaveTextContent("Brufen 400mg");
    expect(callsOf(calls, "scanPosCode")).toHaveLength(0);
  });

  it("sells with scan, F9, Enter: exact cash, the receipt prints, the cart clears; + - and Delete work on the selected line", async () => {
    const calls = fakeApi({ createAnswers: [{ data: { order: { id: "o-9", secondaryId: "000001-000009", totalAmount: 5, changeDue: 0, status: "COMPLETED" } } }] });
    renderPos();
    await screen.findByTestId("pos-session", {}, slow);
    scan(products.panadol.gtin);
    await waitFor(() => expect(lines()).toHaveLength(1), slow);
    scan(products.brufen.skuCode);
    await waitFor(() => expect(lines()).toHaveLength(2), slow);
    // the new line is selected: Delete removes Brufen, + adds a Panadol
    press("Delete", scanBox());
    await waitFor(() => expect(lines()).toHaveLength(1));
    press("+", scanBox());
    await waitFor(() => expect(within(lines()[0]).getByTestId("pos-line-quantity")).toHaveValue("2"));
    press("+", scanBox());
    press("-", scanBox());
    await waitFor(() => expect(screen.getByTestId("pos-summary-total")).toHaveTextContent("5.00"), slow);

    press("F9", scanBox());
    const amount = await screen.findByTestId("pos-payment-amount", {}, slow);
    expect(amount).toHaveValue("5.00");
    await waitFor(() => expect(amount).toHaveFocus());
    fireEvent.keyDown(amount, { key: "Enter" });
    await waitFor(() => expect(callsOf(calls, "createOrder")).toHaveLength(1), slow);
    expect(callsOf(calls, "createOrder")[0].variables.input).toMatchObject({
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      order: { locationId: store.id, registerId: REGISTER_ID, orderType: "PICKUP", items: [{ productId: products.panadol.id, quantity: 2 }] },
      payments: [{ method: "CASH", amount: 5 }],
    });
    await waitFor(() => expect(toastText()).toContain("Order 000001-000009 completed"), slow);
    expect(toastText()).toContain("Change due: PKR 0.00");
    expect(document.querySelector<HTMLIFrameElement>('iframe[data-testid="order-receipt-frame"]')?.src).toContain("/invoice/order-receipt/o-9");
    await waitFor(() => expect(lines()).toHaveLength(0));
    await waitFor(() => expect(scanBox()).toHaveFocus());
  });

  it("splits card and cash with change, and retries a sale that met a network error with the same key", async () => {
    const calls = fakeApi({
      createAnswers: [new Error("network down"), { data: { order: { id: "o-2", secondaryId: "000001-000002", totalAmount: 24.7, changeDue: 5.3, status: "COMPLETED" } } }],
    });
    renderPos();
    await screen.findByTestId("pos-session", {}, slow);
    scan(products.brufen.gtin);
    await waitFor(() => expect(lines()).toHaveLength(1), slow);
    // F9 at once after a change: checkout waits for the summary of the cart as it now is
    press("+", scanBox());
    press("F9", scanBox());
    const first = await screen.findByTestId("pos-payment-amount", {}, slow);
    expect(first).toHaveValue("24.70");
    expect(toastText()).toBe("");
    fireEvent.change(first, { target: { value: "20" } });
    expect(screen.getByTestId("pos-checkout-problem")).toHaveTextContent("PKR 4.70 is still to be paid.");
    expect(screen.getByTestId("pos-checkout-confirm")).toBeDisabled();
    fireEvent.click(screen.getByTestId("pos-payment-add"));
    const [, second] = screen.getAllByTestId("pos-payment-amount");
    expect(second).toHaveValue("4.70");
    // the second row is a card payment (the first method not yet used): card 10 and cash 20 give 5.30 change
    expect(screen.getAllByTestId("pos-payment-method")[1]).toHaveTextContent("Card");
    fireEvent.change(second, { target: { value: "10" } });
    expect(screen.queryByTestId("pos-checkout-problem")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("pos-checkout-change")).toHaveTextContent("PKR 5.30"));
    fireEvent.click(screen.getByTestId("pos-checkout-confirm"));
    await waitFor(() => expect(toastText()).toContain("The sale was not completed"), slow);
    expect(lines()).toHaveLength(1);
    fireEvent.click(screen.getByTestId("pos-checkout-confirm"));
    await waitFor(() => expect(toastText()).toContain("Order 000001-000002 completed"), slow);
    expect(toastText()).toContain("Change due: PKR 5.30");
    const sent = callsOf(calls, "createOrder").map((call) => call.variables.input as { idempotencyKey: string; payments: unknown });
    expect(sent).toHaveLength(2);
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
    expect(sent[1].payments).toEqual([{ method: "CASH", amount: 20 }, { method: "CARD", amount: 10 }]);
  });

  it("adds a pasted bulk list line by line and says which lines were refused and why", async () => {
    fakeApi();
    renderPos();
    await screen.findByTestId("pos-session", {}, slow);
    fireEvent.click(screen.getByTestId("pos-action-bulk"));
    fireEvent.change(await screen.findByTestId("pos-bulk-text"), { target: { value: `SKU,Quantity\n${products.panadol.skuCode}, 3\nNOPE-1, 1\n${products.brufen.gtin}\t2\n${lot.actionId},x` } });
    fireEvent.click(screen.getByTestId("pos-bulk-add"));
    expect(await screen.findByTestId("pos-bulk-outcome", {}, slow)).toHaveTextContent("2 lines added, 2 refused.");
    const refused = screen.getAllByTestId("pos-bulk-refused").map((row) => row.textContent);
    expect(refused).toEqual(["Line 3 (NOPE-1): No product or lot matches NOPE-1.", "Line 5 (GRNI-000003~2): Quantity must be a whole number from 1 to 10,000."]);
    fireEvent.keyDown(document.body, { key: "Escape" });
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(within(lines()[0]).getByTestId("pos-line-quantity")).toHaveValue("3");
    expect(within(lines()[1]).getByTestId("pos-line-quantity")).toHaveValue("2");
  });

  it("holds the cart with a note and instructions (F4) and resumes it from the held carts (F6)", async () => {
    const calls = fakeApi();
    renderPos();
    await screen.findByTestId("pos-session", {}, slow);
    scan(products.panadol.gtin);
    await waitFor(() => expect(lines()).toHaveLength(1), slow);
    press("F7", scanBox());
    fireEvent.change(await screen.findByTestId("pos-instructions"), { target: { value: "Twice a day after meals" } });
    press("F4");
    const note = await screen.findByTestId("pos-hold-note");
    fireEvent.change(note, { target: { value: "Mr Khan" } });
    fireEvent.keyDown(note, { key: "Enter" });
    await waitFor(() => expect(toastText()).toContain("Cart held as HLD-000001"), slow);
    expect(callsOf(calls, "holdOrder")[0].variables).toMatchObject({ note: "Mr Khan", order: { specialInstructions: "Twice a day after meals", items: [{ productId: products.panadol.id, quantity: 1 }] } });
    await waitFor(() => expect(lines()).toHaveLength(0));
    press("F6", scanBox());
    const heldOrder = await screen.findByTestId("pos-held-order", {}, slow);
    expect(heldOrder).toHaveTextContent("Mr Khan");
    fireEvent.click(within(heldOrder).getByRole("button", { name: /Resume/ }));
    await waitFor(() => expect(lines()).toHaveLength(1), slow);
    expect(lines()[0]).toHaveTextContent("Panadol 500mg");
    await waitFor(() => expect(within(lines()[0]).getByTestId("pos-line-pack")).toBeInTheDocument(), slow);
    press("F7", scanBox());
    expect(await screen.findByTestId("pos-instructions")).toHaveValue("Twice a day after meals");
  });

  it("lists the shortcuts and opens one panel at a time", async () => {
    fakeApi();
    renderPos();
    await screen.findByTestId("pos-session", {}, slow);
    expect(screen.getByTestId("pos-shortcuts")).toHaveTextContent("F9Checkout");
    fireEvent.click(screen.getByTestId("pos-action-orderReturn"));
    expect(await screen.findByTestId("return-panel")).toBeInTheDocument();
    press("F7");
    expect(await screen.findByTestId("pos-instructions")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("return-panel")).toBeNull());
    press("Escape");
    await waitFor(() => expect(screen.queryByTestId("pos-instructions")).toBeNull());
  });

  it("finds the open session in the register query alone, records a cash out from F8 and returns to the scan box, and links to the close screen", async () => {
    const calls = fakeApi();
    renderPos();
    await screen.findByTestId("pos-session", {}, slow);
    expect(screen.getByTestId("pos-session")).toHaveTextContent("RS-000004");
    expect(callsOf(calls, "getLocationRegister(")).toHaveLength(1);
    expect(callsOf(calls, "getLocationRegisterSessions")).toHaveLength(0);
    expect(screen.getByTestId("pos-close-register")).toHaveAttribute("href", `/app/sales-orders/register/${REGISTER_ID}/close`);
    expect(screen.getByTestId("pos-shortcuts")).toHaveTextContent("F8Cash in/out");
    press("F8", scanBox());
    expect(await screen.findByText(/Current balance: .*2,500/, {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "Cash Out" }));
    fireEvent.change(screen.getByTestId("cash-amount"), { target: { value: "300" } });
    fireEvent.change(screen.getByTestId("cash-note"), { target: { value: "Bank deposit" } });
    fireEvent.click(screen.getByTestId("cash-save"));
    await waitFor(() => expect(callsOf(calls, "addRegisterCash")).toHaveLength(1), slow);
    expect(callsOf(calls, "addRegisterCash")[0]?.variables).toEqual({ id: "s-1", input: { kind: "WITHDRAWAL", amount: 300, note: "Bank deposit" } });
    await waitFor(() => expect(scanBox()).toHaveFocus(), slow);
    fireEvent.click(screen.getByTestId("pos-action-cash"));
    expect(await screen.findByTestId("cash-note")).toBeInTheDocument();
  });
});
