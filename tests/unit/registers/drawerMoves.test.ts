// The drawer's rules (server/modules/registers/drawer.ts): which way each reason moves the cash, that it never pays
// out more than it holds nor holds more than MONEY_MAX, and that a move is given a positive amount.
import { describe, expect, it } from "vitest";
import { MONEY_MAX } from "../../../common/validation/bounds";
import { moveDrawerCash, openingDrawer, planDrawerMove } from "../../../server/modules/registers/drawer";

describe("the drawer's rules", () => {
  it("takes cash in for a sale, a delivery paid and a cash in, and pays it out for a refund and a cash out", () => {
    expect(planDrawerMove("100.00", "SALE", "25.50").after.toFixed(2)).toBe("125.50");
    expect(planDrawerMove("100.00", "DELIVERY_PAID", "0.00").after.toFixed(2)).toBe("100.00");
    expect(planDrawerMove("100.00", "CASH_IN", "1").after.toFixed(2)).toBe("101.00");
    expect(planDrawerMove("100.00", "REFUND", "25.50").after.toFixed(2)).toBe("74.50");
    expect(planDrawerMove("100.00", "CASH_OUT", "100").after.toFixed(2)).toBe("0.00");
  });

  it("is short when it pays out more than it holds, to the paisa", () => {
    expect(planDrawerMove("100.00", "CASH_OUT", "100.00").short).toBe(false);
    expect(planDrawerMove("100.00", "CASH_OUT", "100.01").short).toBe(true);
    expect(planDrawerMove("0.00", "REFUND", "0.01").short).toBe(true);
    expect(planDrawerMove("0.00", "SALE", "0.01").short).toBe(false);
  });

  it("is over the bound when the balance after would pass MONEY_MAX", () => {
    expect(planDrawerMove(MONEY_MAX - 1, "SALE", "1").overMax).toBe(false);
    expect(planDrawerMove(MONEY_MAX - 1, "SALE", "1.01").overMax).toBe(true);
    expect(planDrawerMove(MONEY_MAX, "CASH_IN", "0.01").overMax).toBe(true);
    expect(planDrawerMove(MONEY_MAX, "CASH_OUT", "0.01").overMax).toBe(false);
  });

  it("refuses a negative amount: the reason says which way the cash goes", async () => {
    expect(() => planDrawerMove("100.00", "SALE", "-1")).toThrow(/positive amount/);
    await expect(moveDrawerCash(undefined as never, { tenantId: "t", sessionId: "s", reason: "REFUND", amount: "-5" })).rejects.toThrow(/positive amount/);
  });

  it("opens a session with its float as both the opening amount and the balance", () => {
    expect(openingDrawer("5000")).toEqual({ openingAmount: "5000.00", balance: "5000.00" });
  });
});
