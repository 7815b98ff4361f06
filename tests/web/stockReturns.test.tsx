import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STOCK_RETURN_COMMENT_MAX } from "../../common/schemas/stockReturn";
import { setCurrentLocation } from "../../src/providers/session";
import { appPath } from "../../src/resources/defineResource";
import { StockReturnCreatePage } from "../../src/resources/procurement/stockReturns/StockReturnCreatePage";
import { StockReturnDrawer } from "../../src/resources/procurement/stockReturns/StockReturnDrawer";
import { StockReturnListPage } from "../../src/resources/procurement/stockReturns/StockReturnListPage";
import { STOCK_RETURN_LIST } from "../../src/resources/procurement/stockReturns/resource";
import { expiryState, lotValue, scanRefusal, summariseReturn } from "../../src/resources/procurement/stockReturns/returnLots";
import type { ReturnLot } from "../../src/resources/procurement/stockReturns/types";
import { signInForTest, stubGraphql, type GraphqlCall } from "./fakeSession";
import { fakeDataProvider, RefineHarness } from "./refineHarness";

const slow = { timeout: 10_000 };
const warehouse = { id: "11111111-1111-4111-8111-111111111111", name: "Central Warehouse", type: "WAREHOUSE" };
const muller = { id: "v-muller", name: "Muller & Phipps Pakistan", status: "ACTIVE" };
const getz = { id: "v-getz", name: "Getz Pharma", status: "ACTIVE" };
const depot = { id: "22222222-2222-4222-8222-222222222222", name: "North Depot", type: "WAREHOUSE" };

function lot(actionId: string, overrides: Partial<ReturnLot> = {}): ReturnLot {
  return {
    id: `id-${actionId}`,
    actionId,
    status: "IN_INVENTORY",
    quantity: 10,
    purchasingPrice: 12.35,
    purchaseValue: 123.45,
    batchNumber: "B-1",
    batchExpiry: "2031-01-31",
    productId: "p-panadol",
    product: { id: "p-panadol", secondaryId: "PRD-1", name: "Panadol 500mg", uomFactor: 10, sellingUnit: "PIECE" },
    vendor: { id: muller.id, name: muller.name },
    locationId: warehouse.id,
    ...overrides,
  };
}

const brufen: Partial<ReturnLot> = { productId: "p-brufen", product: { id: "p-brufen", secondaryId: "PRD-2", name: "Brufen 400mg", uomFactor: 20, sellingUnit: "PIECE" } };
const lots: Record<string, ReturnLot> = {
  "GRN-000007-1~1": lot("GRN-000007-1~1"),
  "GRN-000007-1~2": lot("GRN-000007-1~2", { quantity: 4, purchaseValue: 49.38 }),
  "GRN-000007-2~1": lot("GRN-000007-2~1", { ...brufen, quantity: 20, purchasingPrice: 5.5, purchaseValue: 110, batchExpiry: "2020-05-31" }),
  "GRN-000009-1~1": lot("GRN-000009-1~1", { vendor: { id: getz.id, name: getz.name } }),
  "GRN-000007-1~3": lot("GRN-000007-1~3", { status: "RETURNED", quantity: 0, purchaseValue: 0 }),
};

const signInAtWarehouse = () => signInForTest({ locations: [warehouse, depot] });
const created = { data: { stockReturn: { id: "sr-1", secondaryId: "SR-000001", gatePassNumber: "GP-000001", totalValue: 1 } } };

/** The vendors whose name contains the LIKE of the search (all with none), by name. */
function vendorsMatching(body: GraphqlCall): object {
  const groups = (body.variables.filter ?? []) as { conditions: { operator: string; field: string; value: string }[] }[];
  const like = groups.flatMap((group) => group.conditions).find((condition) => condition.operator === "LIKE" && condition.field === "name");
  const data = [getz, muller].filter((vendor) => !like || vendor.name.toLowerCase().includes(like.value.toLowerCase()));
  return { data: { result: { data } } };
}

/** A fake /graphql: vendors, lots by code, the vendor's returnable lots, and the create answer. */
function fakeApi(createAnswer: object = created, vendorsAnswer?: object) {
  const answer = (body: GraphqlCall): object => {
    if (body.query.includes("getVendors")) return vendorsAnswer ?? vendorsMatching(body);
    if (body.query.includes("getProductLot")) {
      const found = lots[String(body.variables.actionId)];
      return found ? { data: { lot: found } } : { errors: [{ message: "Lot not found at this location.", extensions: { code: "NOT_FOUND" } }] };
    }
    if (body.query.includes("getReturnableProductLots")) {
      const data = Object.values(lots).filter((candidate) => candidate.vendor.id === body.variables.vendorId && candidate.status === "IN_INVENTORY");
      return { data: { result: { data, meta: { totalCount: data.length } } } };
    }
    if (body.query.includes("createStockReturn")) return createAnswer;
    return { errors: [{ message: `unexpected ${body.query}` }] };
  };
  return stubGraphql(answer);
}

/** Holds every lot look-up until the returned function is called (an answer that is still on its way). */
function holdLotLookUps(): () => void {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = globalThis.fetch;
  vi.stubGlobal("fetch", async (url: string, init: { body: string }) => {
    if (init.body.includes("getProductLot")) await gate;
    return answer(url, init as RequestInit);
  });
  return release;
}

/** The create page at /, and the list it goes back to. */
function renderCreate() {
  render(
    <RefineHarness dataProvider={fakeDataProvider().provider}>
      <Routes>
        <Route path="/" element={<StockReturnCreatePage />} />
        <Route path={appPath(STOCK_RETURN_LIST)} element={<StockReturnListPage />} />
      </Routes>
    </RefineHarness>,
  );
}

const switchLocation = (id: string) => act(() => void setCurrentLocation(id));
const chosenCodes = () => within(screen.getByTestId("stock-return-chosen"));

/** Types the vendor's first word into the vendor search and picks the vendor from the matches. */
async function chooseVendor(name: string) {
  const select = await screen.findByTestId("stock-return-vendor");
  fireEvent.mouseDown(select.querySelector(".ant-select-selector") ?? select);
  fireEvent.change(within(select).getByRole("combobox"), { target: { value: name.split(" ")[0] } });
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>(".ant-select-item-option")).find((element) => element.getAttribute("title") === name);
    if (!found) throw new Error(`no option ${name}`);
    return found;
  }, slow);
  fireEvent.click(option);
}

function scan(code: string) {
  const input = screen.getByTestId("stock-return-scan");
  fireEvent.change(input, { target: { value: code } });
  // antd's input reacts to one Enter until the key comes up again (as a scanner's Enter does)
  fireEvent.keyDown(input, { key: "Enter", code: "Enter", keyCode: 13 });
  fireEvent.keyUp(input, { key: "Enter", code: "Enter", keyCode: 13 });
}

const lotCalls = (calls: GraphqlCall[]) => calls.filter((call) => call.query.includes("getProductLot"));

describe("stock return rules", () => {
  const context = { vendor: { id: muller.id, name: muller.name }, location: { id: warehouse.id, name: warehouse.name }, chosen: [lots["GRN-000007-1~1"]] };

  it("refuses a lot already added, not in inventory or of another vendor", () => {
    expect(scanRefusal(lots["GRN-000007-1~1"], context)).toBe("Lot GRN-000007-1~1 is already added.");
    expect(scanRefusal(lots["GRN-000007-1~3"], context)).toBe("Lot GRN-000007-1~3 cannot be returned: it is not in inventory (returned).");
    expect(scanRefusal(lots["GRN-000009-1~1"], context)).toBe("Lot GRN-000009-1~1 was bought from Getz Pharma, not from Muller & Phipps Pakistan.");
    expect(scanRefusal(lots["GRN-000007-2~1"], context)).toBeNull();
  });

  it("calls a lot expired from its expiry date on, and expiring soon within 90 days after today", () => {
    expect(expiryState("2031-01-30", "2031-01-30")).toBe("expired");
    expect(expiryState("2031-01-31T00:00:00.000Z", "2031-01-30")).toBe("soon");
    expect(expiryState("2031-04-30", "2031-01-30")).toBe("soon");
    expect(expiryState("2031-05-01", "2031-01-30")).toBe("later");
  });

  it("values a lot as the server does and totals per product", () => {
    expect(lotValue(lots["GRN-000007-1~2"])).toBe(49.38);
    const summary = summariseReturn([lots["GRN-000007-1~1"], lots["GRN-000007-2~1"], lots["GRN-000007-1~2"]]);
    expect(summary.products).toEqual([
      { productId: "p-brufen", productName: "Brufen 400mg", lotCount: 1, quantity: 20, totalPurchasingPrice: 110 },
      { productId: "p-panadol", productName: "Panadol 500mg", lotCount: 2, quantity: 14, totalPurchasingPrice: 172.83 },
    ]);
    expect(summary).toMatchObject({ lotCount: 3, grandTotal: 282.83 });
  });

  it("totals full packs of 980 and 23,000 exactly, not from their rounded unit prices", () => {
    const packs = [
      lot("GRN-000011-1~1", { quantity: 12, purchasingPrice: 81.67, purchaseValue: 980 }),
      lot("GRN-000011-1~2", { quantity: 12, purchasingPrice: 81.67, purchaseValue: 980 }),
      lot("GRN-000011-2~1", { ...brufen, quantity: 12, purchasingPrice: 1916.67, purchaseValue: 23000 }),
    ];
    const summary = summariseReturn(packs);
    expect(summary.products.map((row) => [row.productName, row.quantity, row.totalPurchasingPrice])).toEqual([
      ["Brufen 400mg", 12, 23000],
      ["Panadol 500mg", 24, 1960],
    ]);
    expect(summary.grandTotal).toBe(24960);
    // 0.1 + 0.2 style float sums stay exact too
    expect(summariseReturn([lot("a", { purchaseValue: 0.1 }), lot("b", { purchaseValue: 0.2 })]).grandTotal).toBe(0.3);
  });
});

describe("create stock return screen", { timeout: 60_000 }, () => {
  beforeEach(signInAtWarehouse);
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("searches the vendors on the server as the user types, a page of matches at a time", async () => {
    const calls = fakeApi();
    renderCreate();
    const select = await screen.findByTestId("stock-return-vendor");
    fireEvent.mouseDown(select.querySelector(".ant-select-selector") ?? select);
    const option = (name: string) => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${name}"]`);
    await waitFor(() => expect(option(getz.name)).not.toBeNull(), slow);
    fireEvent.change(within(select).getByRole("combobox"), { target: { value: " mull " } });
    await waitFor(() => expect(option(getz.name)).toBeNull(), slow);
    const searches = calls.filter((call) => call.query.includes("getVendors"));
    expect(searches.map((call) => call.variables)).toEqual([{ limit: 50 }, { limit: 50, filter: [{ conditions: [{ operator: "LIKE", field: "name", value: "mull" }] }] }]);
    fireEvent.click(option(muller.name) as HTMLElement);
    await waitFor(() => expect(select.querySelector(".ant-select-selection-item")?.textContent).toBe(muller.name), slow);
  });

  it("shows the current location and asks for a vendor before looking a lot up", async () => {
    const calls = fakeApi();
    renderCreate();
    expect(await screen.findByTestId("stock-return-location")).toHaveValue("Central Warehouse");
    scan("GRN-000007-1~1");
    expect(await screen.findByTestId("stock-return-scan-error")).toHaveTextContent("Please select a vendor first.");
    expect(lotCalls(calls)).toHaveLength(0);
    expect(screen.getByTestId("stock-return-submit")).toBeDisabled();
  });

  it("adds scanned lots, refusing another vendor's, unknown, returned and repeated ones, and ignores blanks", async () => {
    const calls = fakeApi();
    renderCreate();
    await chooseVendor(muller.name);

    scan("   ");
    expect(lotCalls(calls)).toHaveLength(0);

    scan("GRN-000009-1~1");
    expect(await screen.findByTestId("stock-return-scan-error")).toHaveTextContent("Lot GRN-000009-1~1 was bought from Getz Pharma, not from Muller & Phipps Pakistan.");
    expect(lotCalls(calls)[0]?.variables).toEqual({ actionId: "GRN-000009-1~1", locationId: warehouse.id });

    scan("NOPE-1");
    await waitFor(() => expect(screen.getByTestId("stock-return-scan-error")).toHaveTextContent("Lot NOPE-1 was not found at Central Warehouse."), slow);
    scan("GRN-000007-1~3");
    await waitFor(() => expect(screen.getByTestId("stock-return-scan-error")).toHaveTextContent("it is not in inventory (returned)"), slow);

    scan("  GRN-000007-1~1 ");
    expect(await screen.findByTestId("stock-return-scan-added")).toHaveTextContent("Added lot GRN-000007-1~1 (Panadol 500mg).");
    expect(screen.getByTestId("stock-return-scan")).toHaveValue("");
    const before = lotCalls(calls).length;
    scan("GRN-000007-1~1");
    expect(await screen.findByTestId("stock-return-scan-error")).toHaveTextContent("Lot GRN-000007-1~1 is already added.");
    expect(lotCalls(calls)).toHaveLength(before);
    expect(within(screen.getByTestId("stock-return-chosen")).getByText("GRN-000007-1~1")).toBeInTheDocument();
  });

  it("looks a pasted lot code up on its own, without Enter", async () => {
    const calls = fakeApi();
    renderCreate();
    await chooseVendor(muller.name);
    const input = screen.getByTestId("stock-return-scan");
    fireEvent.paste(input);
    fireEvent.change(input, { target: { value: "GRN-000007-1~2" } });
    expect(await screen.findByTestId("stock-return-scan-added", {}, slow)).toHaveTextContent("Added lot GRN-000007-1~2");
    expect(lotCalls(calls)).toHaveLength(1);
  });

  it("picks lots (expired ones too) from the vendor's stock, totals them per product and creates the return", async () => {
    const calls = fakeApi();
    renderCreate();
    await chooseVendor(muller.name);
    const expiredBox = await screen.findByTestId("stock-return-lot-GRN-000007-2~1", {}, slow);
    const expiredRow = expiredBox.closest("tr");
    expect(expiredRow && within(expiredRow).getByText("Expired")).toBeInTheDocument();
    const freshRow = screen.getByTestId("stock-return-lot-GRN-000007-1~2").closest("tr");
    expect(freshRow && within(freshRow).queryByText("Expired")).toBeNull();
    const picker = calls.find((call) => call.query.includes("getReturnableProductLots"));
    expect(picker?.variables).toMatchObject({ vendorId: muller.id, locationId: warehouse.id, page: 1, limit: 20 });

    fireEvent.click(expiredBox);
    fireEvent.click(screen.getByTestId("stock-return-lot-GRN-000007-1~2"));
    scan("GRN-000007-1~1");
    await screen.findByTestId("stock-return-scan-added");

    expect(screen.getByTestId("stock-return-summary-p-panadol")).toHaveTextContent("PKR 172.83");
    expect(screen.getByTestId("stock-return-summary-p-brufen")).toHaveTextContent("PKR 110.00");
    expect(screen.getByTestId("stock-return-grand-total")).toHaveTextContent("PKR 282.83");

    fireEvent.change(screen.getByTestId("stock-return-comment"), { target: { value: " Expired stock " } });
    fireEvent.click(screen.getByTestId("stock-return-submit"));
    expect(await screen.findByText(/3 lots of 2 products, worth PKR 282.83/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("stock-return-confirm"));
    await waitFor(() => expect(calls.some((call) => call.query.includes("createStockReturn"))).toBe(true), slow);
    expect(calls.find((call) => call.query.includes("createStockReturn"))?.variables).toEqual({
      stockReturnDto: {
        vendorId: muller.id,
        locationId: warehouse.id,
        lotIds: ["id-GRN-000007-2~1", "id-GRN-000007-1~2", "id-GRN-000007-1~1"],
        comment: "Expired stock",
      },
    });
    const notice = await screen.findByTestId("stock-return-created", {}, slow);
    expect(notice).toHaveTextContent("Stock return SR-000001 created. Gate pass GP-000001.");
    expect(within(notice).getByTestId("stock-return-created-print")).toHaveAttribute("href", "/invoice/stock-return-invoice/sr-1");
    expect(screen.queryByTestId("stock-return-create-page")).toBeNull();
  });

  it("shows the server's refusal on the page and keeps the chosen lots", async () => {
    fakeApi({ errors: [{ message: "Please check the return.", extensions: { code: "BAD_USER_INPUT", fields: { lots: "These lots are not in stock at this location: GRN-000007-1~1." } } }] });
    renderCreate();
    await chooseVendor(muller.name);
    scan("GRN-000007-1~1");
    await screen.findByTestId("stock-return-scan-added");
    fireEvent.click(screen.getByTestId("stock-return-submit"));
    fireEvent.click(await screen.findByTestId("stock-return-confirm"));
    expect(await screen.findByTestId("stock-return-problems", {}, slow)).toHaveTextContent("These lots are not in stock at this location: GRN-000007-1~1.");
    expect(within(screen.getByTestId("stock-return-chosen")).getByText("GRN-000007-1~1")).toBeInTheDocument();
  });

  it("refuses a comment the schema refuses at the comment, and a server's comment message lands there too", async () => {
    const tooLong = `Comment must be at most ${STOCK_RETURN_COMMENT_MAX} characters.`;
    const control = "Comment cannot contain control characters.";
    const calls = fakeApi({ errors: [{ message: "Please check the return.", extensions: { code: "BAD_USER_INPUT", fields: { comment: control } } }] });
    renderCreate();
    await chooseVendor(muller.name);
    scan("GRN-000007-1~1");
    await screen.findByTestId("stock-return-scan-added");
    const comment = screen.getByTestId("stock-return-comment");
    const field = () => within(comment.closest(".ant-form-item") as HTMLElement);
    fireEvent.change(comment, { target: { value: "x".repeat(STOCK_RETURN_COMMENT_MAX + 1) } });
    expect(await field().findByText(tooLong)).toBeInTheDocument();
    expect(screen.getByTestId("stock-return-submit")).toBeDisabled();
    fireEvent.change(comment, { target: { value: "Expired \u0007stock" } });
    expect(await field().findByText(control)).toBeInTheDocument();
    expect(screen.getByTestId("stock-return-submit")).toBeDisabled();
    expect(calls.some((call) => call.query.includes("createStockReturn"))).toBe(false);
    // a comment the form accepts but the server refuses: its message shows at the comment, not in the banner
    fireEvent.change(comment, { target: { value: "Expired stock" } });
    await waitFor(() => expect(screen.getByTestId("stock-return-submit")).toBeEnabled());
    fireEvent.click(screen.getByTestId("stock-return-submit"));
    fireEvent.click(await screen.findByTestId("stock-return-confirm"));
    expect(await field().findByText(control, undefined, slow)).toBeInTheDocument();
    expect(screen.queryByTestId("stock-return-problems")).toBeNull();
  });

  it("asks before a vendor change drops the chosen lots", async () => {
    fakeApi();
    renderCreate();
    await chooseVendor(muller.name);
    scan("GRN-000007-1~1");
    await screen.findByTestId("stock-return-scan-added");

    await chooseVendor(getz.name);
    fireEvent.click(await screen.findByTestId("stock-return-vendor-keep"));
    expect(within(screen.getByTestId("stock-return-chosen")).getByText("GRN-000007-1~1")).toBeInTheDocument();

    await chooseVendor(getz.name);
    fireEvent.click(await screen.findByTestId("stock-return-vendor-change"));
    await waitFor(() => expect(within(screen.getByTestId("stock-return-chosen")).queryByText("GRN-000007-1~1")).toBeNull(), slow);
    expect(screen.getByTestId("stock-return-submit")).toBeDisabled();
  });

  it("selects a refused code so that the next scan replaces it, and keeps the box focused", async () => {
    fakeApi();
    renderCreate();
    await chooseVendor(muller.name);
    const input = screen.getByTestId<HTMLInputElement>("stock-return-scan");
    await waitFor(() => expect(input).toHaveFocus(), slow);
    scan("NOPE-1");
    await screen.findByTestId("stock-return-scan-error");
    await waitFor(() => expect([input.selectionStart, input.selectionEnd]).toEqual([0, "NOPE-1".length]), slow);
    expect(input).toHaveValue("NOPE-1");
    expect(input).toHaveFocus();
  });

  it("looks a pasted code up once when Enter comes before the paste pause is over", async () => {
    const calls = fakeApi();
    renderCreate();
    await chooseVendor(muller.name);
    const input = screen.getByTestId("stock-return-scan");
    fireEvent.paste(input);
    scan("NOPE-1");
    await screen.findByTestId("stock-return-scan-error");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lotCalls(calls)).toHaveLength(1);
  });

  it("drops a look-up answer that arrives after the vendor changed", async () => {
    const calls = fakeApi();
    renderCreate();
    await chooseVendor(muller.name);
    const release = holdLotLookUps();
    scan("GRN-000007-1~1");
    await waitFor(() => expect(lotCalls(calls)).toHaveLength(0), slow);
    await chooseVendor(getz.name);
    await screen.findByTestId("stock-return-lot-GRN-000009-1~1", {}, slow);
    release();
    await waitFor(() => expect(lotCalls(calls)).toHaveLength(1), slow);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(chosenCodes().queryByText("GRN-000007-1~1")).toBeNull();
    expect(screen.queryByTestId("stock-return-scan-added")).toBeNull();
  });

  it("clears the chosen lots when the location changes, says so, and drops a look-up still on its way", async () => {
    const calls = fakeApi();
    renderCreate();
    await chooseVendor(muller.name);
    scan("GRN-000007-1~1");
    await screen.findByTestId("stock-return-scan-added");
    const release = holdLotLookUps();
    scan("GRN-000007-1~2");

    switchLocation(depot.id);
    expect(await screen.findByTestId("stock-return-lots-cleared")).toHaveTextContent("The lots chosen at Central Warehouse were cleared because the location changed.");
    expect(screen.getByTestId("stock-return-location")).toHaveValue("North Depot");
    expect(chosenCodes().queryByText("GRN-000007-1~1")).toBeNull();
    release();
    await waitFor(() => expect(lotCalls(calls)).toHaveLength(2), slow);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(chosenCodes().queryByText("GRN-000007-1~2")).toBeNull();
    expect(screen.getByTestId("stock-return-submit")).toBeDisabled();
  });

  it("says nothing when the location changes before any lot is chosen", async () => {
    fakeApi();
    renderCreate();
    await chooseVendor(muller.name);
    switchLocation(depot.id);
    await waitFor(() => expect(screen.getByTestId("stock-return-location")).toHaveValue("North Depot"));
    expect(screen.queryByTestId("stock-return-lots-cleared")).toBeNull();
  });

  it("asks before Cancel or Back leave the chosen lots behind", async () => {
    fakeApi();
    renderCreate();
    await chooseVendor(muller.name);
    scan("GRN-000007-1~1");
    await screen.findByTestId("stock-return-scan-added");

    fireEvent.click(screen.getByTestId("stock-return-cancel"));
    expect(await screen.findByTestId("stock-return-leave-dialog")).toHaveTextContent("The 1 chosen lot will be dropped");
    fireEvent.click(screen.getByTestId("stock-return-leave-stay"));
    expect(chosenCodes().getByText("GRN-000007-1~1")).toBeInTheDocument();

    fireEvent.click(screen.getByTestId("form-back"));
    fireEvent.click(await screen.findByTestId("stock-return-leave-confirm"));
    expect(await screen.findByTestId("resource-list-stock-return", {}, slow)).toBeInTheDocument();
    expect(screen.queryByTestId("stock-return-created")).toBeNull();
  });

  it("leaves at once when no lot is chosen", async () => {
    fakeApi();
    renderCreate();
    fireEvent.click(await screen.findByTestId("stock-return-cancel"));
    expect(await screen.findByTestId("resource-list-stock-return", {}, slow)).toBeInTheDocument();
  });

  it("says why the vendors are missing when they fail to load, and labels the comment", async () => {
    fakeApi(created, { errors: [{ message: "The server is unavailable." }] });
    renderCreate();
    expect(await screen.findByTestId("stock-return-vendor-error", {}, slow)).toHaveTextContent("The vendors could not be loaded: The server is unavailable.");
    expect(screen.getByLabelText("Comment")).toBe(screen.getByTestId("stock-return-comment"));
  });

  it("counts expiry on the UTC date, as the server does, not on the browser's local date", async () => {
    const zone = process.env.TZ;
    process.env.TZ = "Asia/Karachi";
    vi.useFakeTimers({ toFake: ["Date"] });
    // 01:00 on 31 January in Karachi is still 30 January in UTC: a lot expiring on the 31st is not expired yet.
    vi.setSystemTime(new Date("2031-01-30T20:00:00Z"));
    try {
      const calls = fakeApi();
      renderCreate();
      await chooseVendor(muller.name);
      const row = (await screen.findByTestId("stock-return-lot-GRN-000007-1~1", {}, slow)).closest("tr");
      expect(row && within(row).queryByText("Expired")).toBeNull();
      expect(row && within(row).getByText("Expires soon")).toBeInTheDocument();
      fireEvent.click(within(screen.getByTestId("stock-return-picker-expiry")).getByText("Expired"));
      await waitFor(() => expect(calls.filter((call) => call.query.includes("getReturnableProductLots")).at(-1)?.variables.filter).toEqual([
        { logicalOperator: "AND", conditions: [{ operator: "LTE", field: "batchExpiry", value: "2031-01-30" }] },
      ]), slow);
    } finally {
      vi.useRealTimers();
      process.env.TZ = zone;
    }
  });
});

describe("stock return details", { timeout: 30_000 }, () => {
  beforeEach(signInAtWarehouse);
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("counts units as the list does (12 + 12), beside the lots, with exact values", async () => {
    const header = {
      id: "sr-7",
      secondaryId: "SR-000007",
      status: "COMPLETED",
      gatePassNumber: "GP-000007",
      totalProducts: 2,
      totalQty: 24,
      totalValue: 23980,
      comment: null,
      vendorId: muller.id,
      vendor: { id: muller.id, name: muller.name },
      locationId: warehouse.id,
      location: { id: warehouse.id, name: warehouse.name },
      createdAt: "2030-04-02T08:30:00.000Z",
    };
    const returnItems = [
      { productId: "p-flagyl", productName: "Flagyl 400mg", lotCount: 1, quantity: 12, value: 980, averagePurchasingPrice: 980, totalPurchasingPrice: 980 },
      { productId: "p-augmentin", productName: "Augmentin 625mg", lotCount: 1, quantity: 12, value: 23000, averagePurchasingPrice: 23000, totalPurchasingPrice: 23000 },
    ];
    stubGraphql(() => ({ data: { stockReturn: { ...header, returnItems, lotActionIds: ["GRN-000011-1~1", "GRN-000011-2~1"] } } }));
    render(
      <RefineHarness dataProvider={fakeDataProvider().provider}>
        <StockReturnDrawer stockReturn={header} onClose={() => undefined} />
      </RefineHarness>,
    );
    const facts = await screen.findByTestId("stock-return-header");
    await waitFor(() => expect(facts).toHaveTextContent("Lots2"));
    expect(facts).toHaveTextContent("Units24");
    expect(facts).toHaveTextContent("ValuePKR 23,980.00");
    const rows = within(screen.getByTestId("stock-return-items")).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["Flagyl 400mg", "1", "12", "PKR 980.00", "PKR 980.00"],
      ["Augmentin 625mg", "1", "12", "PKR 23,000.00", "PKR 23,000.00"],
    ]);
  });
});
