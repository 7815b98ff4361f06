// Carts held on the till with no connection (offline/tillHolds.ts) and the held list that shows them (HoldPanel),
// in jsdom with an in-memory IndexedDB: numbered per register, resumed once (two tabs racing: one gets it), listed
// offline without asking the server; and the receipt's logo kept on the till for its address only.
import "fake-indexeddb/auto";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_DEAL } from "../../src/pos/deal";
import { keepReceiptLogo, keptReceiptLogo } from "../../src/pos/offline/receiptLogo";
import { tillDb } from "../../src/pos/offline/tillDb";
import { holdOnTill, takeTillHold, tillHoldsOf, TILL_HOLD_GONE_MESSAGE, type NewTillHold } from "../../src/pos/offline/tillHolds";
import { HoldPanel } from "../../src/pos/panels/HoldPanel";

let run = 0;
const freshDb = () => tillDb(`hold-tenant-${(run += 1)}`, "store-1");
afterEach(() => vi.unstubAllGlobals());

const line = { key: "p-1", productId: "p-1", name: "Panadol", skuCode: "PAN", uomFactor: 10, sellingUnit: "PIECE", lotId: null, lotActionId: null, quantity: 3 };
const hold = (registerId: string, note: string, heldAt: string): NewTillHold => ({
  registerId,
  note,
  lines: [line],
  specialInstructions: "",
  deal: NO_DEAL,
  total: "37.5",
  heldAt,
  cashier: "Ayesha Khan",
});

describe("carts held on the till", () => {
  it("numbers them per register and lists a register's newest first", async () => {
    const db = freshDb();
    const first = await holdOnTill(db, hold("reg-1", "Mrs Rana", "2030-01-01T10:00:00.000Z"), "REG-0001");
    const second = await holdOnTill(db, hold("reg-1", "Mr Ali", "2030-01-01T10:05:00.000Z"), "REG-0001");
    const other = await holdOnTill(db, hold("reg-2", "Other till", "2030-01-01T10:06:00.000Z"), "REG-0002");
    expect([first.number, second.number, other.number]).toEqual(["REG-0001-HOLD-0001", "REG-0001-HOLD-0002", "REG-0002-HOLD-0001"]);
    expect((await tillHoldsOf(db, "reg-1")).map((kept) => kept.note)).toEqual(["Mr Ali", "Mrs Rana"]);
    expect((await tillHoldsOf(db, "reg-1"))[0].lines).toEqual([line]);
  });

  it("resumes a held cart once: of two tabs taking it at once, one gets it and the other is told", async () => {
    const db = freshDb();
    const kept = await holdOnTill(db, hold("reg-1", "Mrs Rana", "2030-01-01T10:00:00.000Z"), "REG-0001");
    const outcomes = await Promise.allSettled([takeTillHold(db, kept.id), takeTillHold(db, kept.id)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    expect(refused?.status === "rejected" && (refused.reason as Error).message).toBe(TILL_HOLD_GONE_MESSAGE);
    expect(await tillHoldsOf(db, "reg-1")).toEqual([]);
  });
});

describe("the held list offline", () => {
  it("shows the till's held carts without asking the server, and resumes one", async () => {
    const db = freshDb();
    const kept = await holdOnTill(db, hold("reg-1", "Mrs Rana", "2030-01-01T10:00:00.000Z"), "REG-0001");
    const fetched = vi.fn(() => Promise.reject(new TypeError("offline")));
    vi.stubGlobal("fetch", fetched);
    const onResumeTillHold = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HoldPanel registerId="reg-1" currency="PKR" cartEmpty focus="list" busy={false} onHold={() => undefined} onResume={() => undefined} offline tillHolds={[kept]} onResumeTillHold={onResumeTillHold} />
      </QueryClientProvider>,
    );
    const row = screen.getByTestId("pos-till-held-order");
    expect(row.textContent).toContain("REG-0001-HOLD-0001");
    expect(row.textContent).toContain("On this till");
    expect(row.textContent).toContain("Mrs Rana");
    expect(row.textContent).toContain("1 item · PKR 37.50");
    expect(screen.getByTestId("pos-held-offline").textContent).toContain("Carts held on the server show when the connection returns");
    fireEvent.click(within(row).getByRole("button", { name: "Resume REG-0001-HOLD-0001" }));
    expect(onResumeTillHold).toHaveBeenCalledWith(kept);
    expect(fetched).not.toHaveBeenCalled();
  });
});

describe("the receipt's logo kept on the till", () => {
  it("is kept as a data URL for the logo's address, whatever its signature, and not for another logo", async () => {
    const db = freshDb();
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response(new Uint8Array([137, 80, 78, 71]), { headers: { "content-type": "image/png" } }))));
    const dataUrl = await keepReceiptLogo(db, "/files/t-1/logo.png?exp=100&sig=a");
    expect(dataUrl).toBe("data:image/png;base64,iVBORw==");
    expect(await keptReceiptLogo(db, "/files/t-1/logo.png?exp=200&sig=b")).toBe(dataUrl);
    expect(await keptReceiptLogo(db, "/files/t-1/new-logo.png?exp=200&sig=b")).toBeNull();
  });
});
