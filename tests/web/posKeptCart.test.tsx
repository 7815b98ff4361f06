// The till's cart kept in the browser (cartStore) and the cashier's landing after sign-in (tillAfterSignIn): pure
// rules against jsdom's localStorage.
import { afterEach, describe, expect, it } from "vitest";
import { loadCart, saveCart, type StoredCart } from "../../src/pos/cartStore";
import { chooseTill, isTillUser } from "../../src/pos/tillAfterSignIn";

const cart = (patch: Partial<Omit<StoredCart, "version">> = {}): Omit<StoredCart, "version"> => ({
  registerId: "reg-1",
  sessionId: "ses-1",
  lines: [{ key: "p-1", productId: "p-1", name: "Panadol", skuCode: "SKU-1", uomFactor: 10, sellingUnit: "PACK", lotId: null, lotActionId: null, quantity: 2 }],
  selected: "p-1",
  specialInstructions: "",
  deal: { customer: null, partner: null, discountCode: null, delivery: null },
  idempotencyKey: "0b5e0d52-3c1b-4d2e-9a5c-6f7e8d9c0b1a",
  checkout: null,
  ...patch,
});

afterEach(() => localStorage.clear());

describe("the kept cart", () => {
  it("comes back for its register's session with its sale key and a checkout under way", () => {
    saveCart(cart({ checkout: [{ method: "CASH", amount: 100 }] }));
    const kept = loadCart("reg-1", "ses-1");
    expect(kept?.lines.map((line) => [line.name, line.quantity])).toEqual([["Panadol", 2]]);
    expect(kept?.idempotencyKey).toBe("0b5e0d52-3c1b-4d2e-9a5c-6f7e8d9c0b1a");
    expect(kept?.checkout).toEqual([{ method: "CASH", amount: 100 }]);
  });

  it("is dropped for a later session of the register, and never shows at another register", () => {
    saveCart(cart());
    expect(loadCart("reg-2", "ses-1")).toBeNull();
    expect(loadCart("reg-1", "ses-2")).toBeNull();
    // gone for good: the old session's cart does not come back either
    expect(loadCart("reg-1", "ses-1")).toBeNull();
  });

  it("drops what it cannot read, and forgets an empty cart", () => {
    localStorage.setItem("pos-cart:reg-1", "{not json");
    expect(loadCart("reg-1", "ses-1")).toBeNull();
    localStorage.setItem("pos-cart:reg-1", JSON.stringify({ ...cart(), version: 1, lines: [{ productId: "p-1", quantity: -3 }] }));
    expect(loadCart("reg-1", "ses-1")).toBeNull();
    expect(localStorage.getItem("pos-cart:reg-1")).toBeNull();
    saveCart(cart());
    saveCart(cart({ lines: [] }));
    expect(localStorage.getItem("pos-cart:reg-1")).toBeNull();
  });
});

describe("the cashier's landing after sign-in", () => {
  const open = (id: string, locationId: string, openedBy: string) => ({ id, locationId, currentSession: { id: `s-${id}`, status: "OPENED" as const, locationId, openedBy: { id: openedBy } } });
  const closed = (id: string, locationId: string) => ({ id, locationId, currentSession: { id: `s-${id}`, status: "CLOSED" as const, locationId, openedBy: { id: "u-9" } } });

  it("is for a role given the till itself, not for a wider wildcard", () => {
    expect(isTillUser(["sales-orders:pos:*", "sales-orders:return-order:read"])).toBe(true);
    expect(isTillUser(["sales-orders:pos:sell"])).toBe(true);
    expect(isTillUser(["*"])).toBe(false);
    expect(isTillUser(["sales-orders:*"])).toBe(false);
    expect(isTillUser(["sales-orders:pos:cash-in-out"])).toBe(false);
  });

  it("takes the till the cashier opened, else the only open one at their locations", () => {
    expect(chooseTill([open("r1", "l1", "u-9"), open("r2", "l1", "me"), closed("r3", "l1")], "me", ["l1"])).toBe("/pos/l1/r2");
    expect(chooseTill([open("r1", "l1", "u-9"), closed("r3", "l1")], "me", ["l1"])).toBe("/pos/l1/r1");
    // several open and none theirs, two of theirs, or the only open one elsewhere: the usual landing
    expect(chooseTill([open("r1", "l1", "u-9"), open("r2", "l1", "u-8")], "me", ["l1"])).toBeNull();
    expect(chooseTill([open("r1", "l1", "me"), open("r2", "l1", "me")], "me", ["l1"])).toBeNull();
    expect(chooseTill([open("r1", "l2", "u-9")], "me", ["l1"])).toBeNull();
  });
});
