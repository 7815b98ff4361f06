// What each ledger movement kind may do to a lot, without a database.
import { AppError } from "../../../server/core/errors";
import { describe, expect, it } from "vitest";
import { ledgerLocations, nextLotState, type LotChange, type LotState } from "../../../server/modules/inventory/movementRules";

const store = "store-1";
const other = "store-2";
const label = { actionId: "GRN-000001-1~1", productName: "Panadol 500mg" };
const fullPack: LotState = { status: "IN_INVENTORY", locationId: store, quantity: 10, isOpened: false };

function refusal(lot: LotState, change: LotChange): AppError {
  try {
    nextLotState(lot, label, change);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("nextLotState", () => {
  it("sells: opens the pack while units are left, sells it out at zero", () => {
    expect(nextLotState(fullPack, label, { kind: "SALE", quantity: -4 })).toEqual({ status: "IN_INVENTORY", locationId: store, quantity: 6, isOpened: true });
    expect(nextLotState(fullPack, label, { kind: "SALE", quantity: -10 })).toEqual({ status: "STOCK_OUT", locationId: store, quantity: 0, isOpened: false });
  });

  it("refuses to take more than a lot holds, naming the product, the lot and what it holds", () => {
    const error = refusal(fullPack, { kind: "SALE", quantity: -11 });
    expect(error.extensions.code).toBe("CONFLICT");
    expect(error.message).toBe("Panadol 500mg: lot GRN-000001-1~1 holds only 10, so 11 cannot be taken from it.");
  });

  it("refuses a movement from a status its kind does not start from", () => {
    const returned: LotState = { ...fullPack, status: "RETURNED", quantity: 0 };
    expect(refusal(returned, { kind: "SALE", quantity: -1 }).message).toBe("Panadol 500mg: lot GRN-000001-1~1 is returned to its vendor, so it cannot be sold.");
    const inTransit: LotState = { ...fullPack, status: "IN_TRANSFER" };
    expect(refusal(inTransit, { kind: "RETURN_TO_VENDOR", quantity: -10 }).extensions.code).toBe("CONFLICT");
    expect(refusal(fullPack, { kind: "TRANSFER_IN", quantity: 0, toLocationId: other }).message).toMatch(/is in stock, so it cannot be received from a transfer/);
  });

  it("returns a whole lot to its vendor and no less", () => {
    expect(nextLotState(fullPack, label, { kind: "RETURN_TO_VENDOR", quantity: -10 })).toMatchObject({ status: "RETURNED", quantity: 0 });
    expect(() => nextLotState(fullPack, label, { kind: "RETURN_TO_VENDOR", quantity: -4 })).toThrow(/cannot leave 6 units in a lot that becomes RETURNED/);
  });

  it("restocks a sold-out lot from a customer return", () => {
    const soldOut: LotState = { ...fullPack, status: "STOCK_OUT", quantity: 0, isOpened: true };
    expect(nextLotState(soldOut, label, { kind: "RETURN_FROM_CUSTOMER", quantity: 3 })).toEqual({ status: "IN_INVENTORY", locationId: store, quantity: 3, isOpened: true });
    expect(nextLotState({ ...soldOut, isOpened: false }, label, { kind: "RETURN_FROM_CUSTOMER", quantity: 3, isOpened: true }).isOpened).toBe(true);
  });

  it("transfers: out leaves the lot where it is, in transit; in moves it to the destination", () => {
    const inTransit = nextLotState(fullPack, label, { kind: "TRANSFER_OUT", quantity: 0 });
    expect(inTransit).toEqual({ ...fullPack, status: "IN_TRANSFER" });
    expect(nextLotState(inTransit, label, { kind: "TRANSFER_IN", quantity: 0, toLocationId: other })).toEqual({ ...fullPack, locationId: other });
    expect(() => nextLotState(fullPack, label, { kind: "TRANSFER_OUT", quantity: 0, toLocationId: other })).toThrow(/does not move a lot/);
  });

  it("adjusts up or down, out of stock at zero", () => {
    expect(nextLotState(fullPack, label, { kind: "ADJUSTMENT", quantity: 2 }).quantity).toBe(12);
    expect(nextLotState(fullPack, label, { kind: "ADJUSTMENT", quantity: -10 })).toMatchObject({ status: "ADJUSTED_STOCK_OUT", quantity: 0 });
    expect(() => nextLotState(fullPack, label, { kind: "ADJUSTMENT", quantity: -10, toStatus: "IN_INVENTORY" })).toThrow(/cannot leave 0 units/);
  });

  it("audits without changing quantities", () => {
    expect(nextLotState(fullPack, label, { kind: "AUDIT", quantity: 0 })).toEqual({ ...fullPack, status: "IN_AUDIT" });
    expect(nextLotState({ ...fullPack, status: "IN_AUDIT" }, label, { kind: "AUDIT", quantity: 0, toStatus: "SHORT" }).status).toBe("SHORT");
    expect(() => nextLotState(fullPack, label, { kind: "AUDIT", quantity: -1 })).toThrow(/cannot change a lot's quantity by -1/);
  });

  it("sells, restocks and transfers a lot being audited, which stays IN_AUDIT while it holds units", () => {
    const audited: LotState = { ...fullPack, status: "IN_AUDIT" };
    expect(nextLotState(audited, label, { kind: "SALE", quantity: -4 })).toEqual({ status: "IN_AUDIT", locationId: store, quantity: 6, isOpened: true });
    expect(nextLotState(audited, label, { kind: "SALE", quantity: -10 })).toMatchObject({ status: "STOCK_OUT", quantity: 0 });
    expect(nextLotState({ ...audited, quantity: 6 }, label, { kind: "RETURN_FROM_CUSTOMER", quantity: 2 })).toMatchObject({ status: "IN_AUDIT", quantity: 8 });
    expect(nextLotState(audited, label, { kind: "TRANSFER_OUT", quantity: 0 })).toEqual({ ...fullPack, status: "IN_TRANSFER" });
    expect(nextLotState(audited, label, { kind: "AUDIT", quantity: 0, toStatus: "IN_INVENTORY" })).toEqual(fullPack);
    expect(refusal(audited, { kind: "RETURN_TO_VENDOR", quantity: -10 }).message).toBe("Panadol 500mg: lot GRN-000001-1~1 is being audited, so it cannot be returned to its vendor.");
  });

  it("treats what no caller should ask as a programming error, not a message for the till", () => {
    expect(() => nextLotState(fullPack, label, { kind: "SALE", quantity: 2 })).toThrow(/A SALE movement cannot change a lot's quantity by 2/);
    expect(() => nextLotState(fullPack, label, { kind: "SALE", quantity: -1.5 })).toThrow(/by -1.5/);
    expect(() => nextLotState(fullPack, label, { kind: "SALE", quantity: -1, toStatus: "RETURNED" })).toThrow(/cannot leave a lot RETURNED/);
    expect(() => nextLotState(fullPack, label, { kind: "INTAKE", quantity: 5 })).toThrow(/use receiveLots/);
  });
});

describe("ledgerLocations", () => {
  it("records where units come from and go to", () => {
    expect(ledgerLocations("SALE", -2, store, store)).toEqual({ from: store, to: null });
    expect(ledgerLocations("RETURN_TO_VENDOR", -10, store, store)).toEqual({ from: store, to: null });
    expect(ledgerLocations("RETURN_FROM_CUSTOMER", 2, store, store)).toEqual({ from: null, to: store });
    expect(ledgerLocations("TRANSFER_OUT", 0, store, store)).toEqual({ from: store, to: null });
    expect(ledgerLocations("TRANSFER_IN", 0, store, other)).toEqual({ from: store, to: other });
    expect(ledgerLocations("AUDIT", 0, store, store)).toEqual({ from: store, to: store });
    expect(ledgerLocations("ADJUSTMENT", 3, store, store)).toEqual({ from: null, to: store });
  });
});
