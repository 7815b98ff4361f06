// The till's rules that need no screen: payment coverage (exact decimals), typed quantities, bulk lists, keys.
import { describe, expect, it, vi } from "vitest";
import { addToCart, cartItems, heldLines, keyAfterRemoving, neighbourKey, parseQuantity, QUANTITY_MESSAGE, shortage } from "../../src/pos/cart";
import { parseBulkList } from "../../src/pos/bulk";
import { AMOUNT_MESSAGE, coverage, paymentInputs, remainingText, type PaymentRow } from "../../src/pos/checkout";
import { handlePosKey, type PosKeyHandlers } from "../../src/pos/usePosKeys";

const row = (key: string, method: PaymentRow["method"], text: string): PaymentRow => ({ key, method, text });
const text = (value: { toFixed: (places: number) => string }) => value.toFixed(2);

describe("checkout coverage", () => {
  it("takes exact cash, and cash over the total with the change", () => {
    const exact = coverage(1234.5, [row("a", "CASH", "1,234.50")]);
    expect(exact.problem).toBeNull();
    expect(text(exact.change)).toBe("0.00");
    const over = coverage(1234.5, [row("a", "CASH", "1500")]);
    expect(over.problem).toBeNull();
    expect(text(over.change)).toBe("265.50");
    expect(text(over.remaining)).toBe("0.00");
  });

  it("refuses less than the total and says what is still to pay", () => {
    const short = coverage(100.1, [row("a", "CASH", "100")], "PKR ");
    expect(short.problem).toBe("Payments of Rs 100.00 do not cover the total of Rs 100.10. PKR 0.10 is still to be paid.");
    expect(text(short.remaining)).toBe("0.10");
  });

  it("adds split payments exactly (0.1 + 0.2 is 0.3) and gives change only from cash", () => {
    expect(coverage(0.3, [row("a", "CARD", "0.1"), row("b", "CASH", "0.2")]).problem).toBeNull();
    const split = coverage(760.35, [row("a", "CARD", "500"), row("b", "CASH", "300")]);
    expect(split.problem).toBeNull();
    expect(text(split.change)).toBe("39.65");
    expect(text(split.paid)).toBe("800.00");
  });

  it("refuses card, credit or bank transfer over the total", () => {
    expect(coverage(100, [row("a", "CARD", "120")]).problem).toMatch(/more than the total of Rs 100.00. Only cash can exceed the total./);
    expect(coverage(100, [row("a", "CARD", "60"), row("b", "BANK_TRANSFER", "60")]).problem).toMatch(/more than the total of Rs 100.00. Only cash can exceed the total./);
    expect(coverage(100, [row("a", "CREDIT", "60"), row("b", "CASH", "60")]).problem).toBeNull();
  });

  it("refuses blank, zero, negative, non-numeric and 3-decimal amounts, naming the row", () => {
    for (const bad of ["", "0", "-5", "abc", "10.005"]) {
      const result = coverage(10, [row("a", "CASH", "10"), row("b", "CARD", bad)]);
      expect(result.problem).toBe(AMOUNT_MESSAGE);
      expect(result.rowErrors).toEqual({ b: AMOUNT_MESSAGE });
    }
    expect(coverage(10, []).problem).toBe("Add a payment.");
  });

  it("sends each row's amount as typed (cash: what was tendered) and starts a new row with what is left", () => {
    expect(paymentInputs([row("a", "CARD", "500"), row("b", "CASH", "1,000.50")])).toEqual([
      { method: "CARD", amount: 500 },
      { method: "CASH", amount: 1000.5 },
    ]);
    expect(remainingText(760.35, [row("a", "CARD", "500")])).toBe("260.35");
    expect(remainingText(760.35, [row("a", "CARD", "900")])).toBe("");
  });
});

describe("cart lines", () => {
  const panadol = { id: "p1", name: "Panadol", uomFactor: 10, sellingUnit: "PIECE" };
  it("takes whole quantities of at least 1 and refuses the rest with the schema's message (no clamping)", () => {
    expect(parseQuantity("3")).toEqual({ quantity: 3 });
    for (const bad of ["0", "-1", "1.5", "abc", ""]) expect(parseQuantity(bad)).toEqual({ error: QUANTITY_MESSAGE });
    expect(parseQuantity("1000000")).toEqual({ error: "Quantity must be at most 10,000." });
  });

  it("keeps a scanned lot on its own line and merges repeats", () => {
    let cart = addToCart([], panadol, 1).lines;
    cart = addToCart(cart, panadol, 1, { id: "lot-1", actionId: "GRNI-1~1" }).lines;
    cart = addToCart(cart, panadol, 2, { id: "lot-1", actionId: "GRNI-1~1" }).lines;
    cart = addToCart(cart, panadol, 10).lines;
    expect(cartItems(cart)).toEqual([
      { productId: "p1", quantity: 11 },
      { productId: "p1", quantity: 3, lotId: "lot-1" },
    ]);
    expect(neighbourKey(cart, "p1", 1)).toBe("p1~lot-1");
    expect(neighbourKey(cart, "p1~lot-1", 1)).toBe("p1~lot-1");
    expect(neighbourKey(cart, null, -1)).toBe("p1~lot-1");
    expect(keyAfterRemoving(cart, "p1~lot-1")).toBe("p1");
  });
});

describe("a resumed held cart", () => {
  it("makes one line per product (a held cart keeps no lots)", () => {
    const lines = heldLines([
      { productId: "p1", name: "Panadol", skuCode: "PRD-1", quantity: 2 },
      { productId: "p1", name: "Panadol", skuCode: "PRD-1", quantity: 1 },
      { productId: "p2", name: "Brufen", quantity: 4 },
    ]);
    expect(cartItems(lines)).toEqual([{ productId: "p1", quantity: 3 }, { productId: "p2", quantity: 4 }]);
    expect(lines.map((line) => line.skuCode)).toEqual(["PRD-1", null]);
  });
});

describe("stock on the cart", () => {
  it("adds up a product's lines against what the location has and names the product", () => {
    const brufen = { id: "p2", name: "Brufen 400mg", uomFactor: 20, sellingUnit: "PIECE" };
    let cart = addToCart([], brufen, 3).lines;
    cart = addToCart(cart, brufen, 2, { id: "lot-9", actionId: "GRNI-2~1" }).lines;
    const stock = [{ productId: "p2", name: "Brufen 400mg", availableQuantity: 5 }];
    expect(shortage(cart, stock)).toBeNull();
    cart = addToCart(cart, brufen, 1).lines;
    expect(shortage(cart, stock)).toBe("Not enough Brufen 400mg: 5 pieces available at this location, 6 in the cart.");
    expect(shortage(cart, stock, "p1")).toBeNull();
    expect(shortage(cart, [{ ...stock[0], availableQuantity: 0 }])).toBe("Brufen 400mg is out of stock at this location.");
  });
});

describe("bulk lists", () => {
  it("reads code and quantity lines, skips a header and blanks, and refuses bad quantities with the line number", () => {
    const parsed = parseBulkList("SKU,Quantity\nPRD-1, 2\n\n8964000123456\tx\n8964000123457;5\n, 3\n\"PRD-2\",1");
    expect(parsed.lines).toEqual([
      { line: 2, code: "PRD-1", quantity: 2 },
      { line: 5, code: "8964000123457", quantity: 5 },
      { line: 7, code: "PRD-2", quantity: 1 },
    ]);
    expect(parsed.refused).toEqual([
      { line: 4, code: "8964000123456", reason: QUANTITY_MESSAGE },
      { line: 6, code: "", reason: "No SKU or GTIN on this line." },
    ]);
    expect(parseBulkList("PRD-9").lines).toEqual([{ line: 1, code: "PRD-9", quantity: 1 }]);
  });
});

describe("till keys", () => {
  function handlers(overrides: Partial<PosKeyHandlers> = {}): PosKeyHandlers {
    const names = ["focusScan", "hold", "held", "instructions", "checkout", "partners", "closePanel", "select", "remove", "more", "less"] as const;
    return { ...Object.fromEntries(names.map((name) => [name, vi.fn()])), panelOpen: () => false, cartKeysFree: () => true, ...overrides } as PosKeyHandlers;
  }
  const key = (k: string, target: EventTarget | null = document.body) => ({ key: k, target, ctrlKey: false, altKey: false, metaKey: false, shiftKey: false });

  it("maps the function keys to the panels whatever has the focus", () => {
    const h = handlers();
    const input = document.createElement("input");
    expect(handlePosKey(key("F9", input), h)).toBe(true);
    expect(handlePosKey(key("F4"), h)).toBe(true);
    expect(handlePosKey(key("F6"), h)).toBe(true);
    expect(handlePosKey(key("F7"), h)).toBe(true);
    expect(handlePosKey(key("F2"), h)).toBe(true);
    expect([h.checkout, h.hold, h.held, h.instructions, h.focusScan].map((fn) => (fn as ReturnType<typeof vi.fn>).mock.calls.length)).toEqual([1, 1, 1, 1, 1]);
    expect(handlePosKey(key("Escape"), h)).toBe(false);
    expect(handlePosKey(key("Escape"), handlers({ panelOpen: () => true }))).toBe(true);
  });

  it("gives Delete, + and - to the selected line only when nothing is being typed", () => {
    const h = handlers();
    expect(handlePosKey(key("+"), h)).toBe(true);
    expect(handlePosKey(key("-"), h)).toBe(true);
    expect(handlePosKey(key("Delete"), h)).toBe(true);
    expect(handlePosKey(key("ArrowDown"), h)).toBe(true);
    expect([h.more, h.less, h.remove].map((fn) => (fn as ReturnType<typeof vi.fn>).mock.calls.length)).toEqual([1, 1, 1]);
    expect(handlePosKey(key("-"), handlers({ cartKeysFree: () => false })), "a code being typed").toBe(false);
    expect(handlePosKey(key("+"), handlers({ panelOpen: () => true }))).toBe(false);
    expect(handlePosKey(key("Delete", document.createElement("textarea")), h)).toBe(false);
    expect(handlePosKey({ ...key("F9"), ctrlKey: true }, h)).toBe(false);
  });

  it("opens the partners with Ctrl+Shift+P or Cmd+Shift+P, even while typing", () => {
    const h = handlers();
    const input = document.createElement("input");
    expect(handlePosKey({ ...key("P", input), ctrlKey: true, shiftKey: true }, h)).toBe(true);
    expect(handlePosKey({ ...key("p"), metaKey: true, shiftKey: true }, h)).toBe(true);
    expect(handlePosKey({ ...key("p"), ctrlKey: true }, h)).toBe(false);
    expect((h.partners as ReturnType<typeof vi.fn>).mock.calls.length).toBe(2);
  });
});
