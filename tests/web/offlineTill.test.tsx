// The till's offline side in jsdom with an in-memory IndexedDB (fake-indexeddb): offline sales kept with their
// register's offline numbers, sent in order in batches and each once (a second sender finds nothing left), a refusal
// kept and marked, "no answer" (or no answer in time) leaving the rest waiting; the cart priced offline exactly as
// common/pricing prices it; and the banner's words.
import "fake-indexeddb/auto";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { GraphqlRequestError } from "../../src/providers/graphqlClient";
import { OfflineBanner } from "../../src/pos/offline/OfflineBanner";
import { keepOfflineSale, sendWaitingSales, unsentSales, type NewOfflineSale, type OfflineSaleAnswer } from "../../src/pos/offline/offlineQueue";
import { priceOffline } from "../../src/pos/offline/offlinePricing";
import { tillDb, type OfflineSaleRecord, type TillProductRecord } from "../../src/pos/offline/tillDb";

let run = 0;
const freshDb = () => tillDb(`tenant-${(run += 1)}`, "store-1");
afterEach(() => undefined);

const product: TillProductRecord = {
  id: "p-1",
  name: "Panadol",
  nameLower: "panadol",
  skuCode: "PAN",
  skuLower: "pan",
  gtin: null,
  status: "ACTIVE",
  uomFactor: 10,
  sellingUnit: "PIECE",
  unitPrice: "12.50",
  isTaxInclusive: true,
  taxRate: "17",
};
const order = { locationId: "store-1", registerId: "reg-1", orderType: "PICKUP" as const, items: [{ productId: "p-1", quantity: 3 }] };
const summary = priceOffline(order, { products: new Map([["p-1", product]]), available: new Map([["p-1", 30]]), discounts: [], platformFee: null, integrations: [] });

const sale = (key: string): NewOfflineSale => ({
  idempotencyKey: key,
  registerId: "reg-1",
  madeAt: new Date().toISOString(),
  order,
  payments: [{ method: "CASH", amount: 100 }],
  summary,
  changeDue: 62.5,
  receipt: { registerName: "Till 1", registerCode: "REG-0001", locationName: "Gulberg", cashier: "Ayesha" },
});

describe("offline pricing", () => {
  it("prices the cart with common/pricing: tax split out of the inclusive price, no lot preview", () => {
    expect(summary.total).toBe(37.5);
    expect(summary.lines[0]).toMatchObject({ quantity: 3, unitPrice: 12.5, subTotal: 37.5, tax: 5.45, totalPrice: 37.5, availableQuantity: 30, lots: [] });
  });

  it("says clearly that a delivery needs the connection", () => {
    expect(() => priceOffline({ ...order, orderType: "DELIVERY" }, { products: new Map([["p-1", product]]), available: new Map(), discounts: [], platformFee: null, integrations: [] })).toThrow(
      "Delivery needs the connection",
    );
  });
});

describe("the offline queue", () => {
  it("keeps each sale with the register's next offline number, once per key", async () => {
    const db = freshDb();
    const first = await keepOfflineSale(db, sale("k1"), "REG-0001");
    const second = await keepOfflineSale(db, sale("k2"), "REG-0001");
    const again = await keepOfflineSale(db, sale("k1"), "REG-0001");
    expect([first.offlineNumber, second.offlineNumber, again.offlineNumber]).toEqual(["REG-0001-OFF-000001", "REG-0001-OFF-000002", "REG-0001-OFF-000001"]);
    expect((await unsentSales(db, "reg-1")).map((kept) => kept.status)).toEqual(["WAITING", "WAITING"]);
  });

  it("sends them in order, each once; a refusal stays kept with the server's message", async () => {
    const db = freshDb();
    for (const key of ["k1", "k2", "k3"]) await keepOfflineSale(db, sale(key), "REG-0001");
    const sent: string[] = [];
    const send = async (records: OfflineSaleRecord[]): Promise<OfflineSaleAnswer[]> => {
      sent.push(...records.map((record) => record.offlineNumber));
      return records.map((record) => (record.idempotencyKey === "k2" ? { refusal: "Register session closed before the sale." } : { secondaryId: `ORD-${record.sequence}` }));
    };
    const [one, two] = await Promise.all([sendWaitingSales(db, "reg-1", send), sendWaitingSales(db, "reg-1", send)]);
    expect(sent).toEqual(["REG-0001-OFF-000001", "REG-0001-OFF-000002", "REG-0001-OFF-000003"]);
    expect([one.busy, two.busy].sort()).toEqual([false, true]);
    const left = await unsentSales(db, "reg-1");
    expect(left.map((kept) => [kept.offlineNumber, kept.status, kept.refusal])).toEqual([["REG-0001-OFF-000002", "REFUSED", "Register session closed before the sale."]]);
    expect((await db.sales.get("k3"))?.orderNumber).toBe("ORD-3");
    expect(await sendWaitingSales(db, "reg-1", send)).toMatchObject({ sent: 0, refused: 0 });
  });

  it("sends in batches of the size given, oldest first, marking each batch and telling progress once a batch", async () => {
    const db = freshDb();
    for (let n = 1; n <= 7; n += 1) await keepOfflineSale(db, sale(`k${n}`), "REG-0001");
    const batches: number[][] = [];
    let progress = 0;
    const outcome = await sendWaitingSales(
      db,
      "reg-1",
      async (records) => {
        batches.push(records.map((record) => record.sequence));
        // the batch before this one is already marked: its sales are not sent again
        expect((await unsentSales(db, "reg-1")).length).toBe(7 - batches.flat().length + records.length);
        return records.map((record) => ({ secondaryId: `ORD-${record.sequence}` }));
      },
      { batchSize: 3, onProgress: () => (progress += 1) },
    );
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(outcome).toMatchObject({ sent: 7, refused: 0, stopped: false });
    expect(progress).toBe(3);
    expect(await unsentSales(db, "reg-1")).toEqual([]);
  });

  it("stops at the first batch that gets no answer: it and the rest wait", async () => {
    const db = freshDb();
    for (const key of ["k1", "k2", "k3"]) await keepOfflineSale(db, sale(key), "REG-0001");
    const outcome = await sendWaitingSales(
      db,
      "reg-1",
      async (records) => {
        if (records[0].sequence === 2) throw new GraphqlRequestError("Network error", { code: "NETWORK_ERROR", statusCode: 503 });
        return records.map(() => ({ secondaryId: "ORD-1" }));
      },
      { batchSize: 1 },
    );
    expect(outcome).toMatchObject({ sent: 1, stopped: true });
    expect((await unsentSales(db, "reg-1")).map((kept) => kept.status)).toEqual(["WAITING", "WAITING"]);
  });

  it("gives up on a batch that never answers (aborting it): it counts as no answer and waits", async () => {
    const db = freshDb();
    for (const key of ["k1", "k2"]) await keepOfflineSale(db, sale(key), "REG-0001");
    let aborted = false;
    const outcome = await sendWaitingSales(
      db,
      "reg-1",
      (_records, signal) =>
        new Promise<OfflineSaleAnswer[]>(() => {
          signal.addEventListener("abort", () => (aborted = true));
        }),
      { timeoutMs: 50 },
    );
    expect(outcome).toMatchObject({ sent: 0, refused: 0, stopped: true });
    expect(aborted).toBe(true);
    expect((await unsentSales(db, "reg-1")).map((kept) => kept.status)).toEqual(["WAITING", "WAITING"]);
  });

  it("refuses the whole batch with the server's message when the request itself is refused", async () => {
    const db = freshDb();
    for (const key of ["k1", "k2"]) await keepOfflineSale(db, sale(key), "REG-0001");
    const outcome = await sendWaitingSales(db, "reg-1", async () => {
      throw new GraphqlRequestError("You do not have permission to do this.", { code: "FORBIDDEN" });
    });
    expect(outcome).toMatchObject({ sent: 0, refused: 2, stopped: false });
    expect((await unsentSales(db, "reg-1")).map((kept) => kept.refusal)).toEqual(["You do not have permission to do this.", "You do not have permission to do this."]);
  });
});

describe("the offline banner", () => {
  it("says the till is offline with the count of sales waiting, and each refused sale with its message", async () => {
    const db = freshDb();
    const refused = { ...(await keepOfflineSale(db, sale("k9"), "REG-0001")), status: "REFUSED" as const, refusal: "Lot gone." };
    render(<OfflineBanner offline waiting={2} sending={false} refused={[refused]} />);
    expect(screen.getByTestId("pos-offline-banner").textContent).toContain("Offline — sales are saved on this till and sent when the connection returns");
    expect(screen.getByTestId("pos-offline-waiting").textContent).toContain("2 sales waiting to be sent.");
    expect(screen.getByTestId("pos-offline-refused-sale").textContent).toBe("REG-0001-OFF-000001: Lot gone.");
  });

  it("counts down while sending once the connection is back", () => {
    render(<OfflineBanner offline={false} waiting={1} sending refused={[]} />);
    expect(screen.getByTestId("pos-offline-sending").textContent).toBe("Connection back: sending 1 sale made offline…");
  });
});
