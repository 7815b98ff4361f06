// The till's cart as the screen keeps it: one line per product (or per scanned lot of a product), quantities in
// selling units. Pure functions: the screen keeps the lines in state and sends them as the CartInput; the money of
// each line comes from the server's cart summary, never from here.
import { CART_QUANTITY_MESSAGE, cartItemSchema } from "../../common/schemas/order";

export interface PosProductInfo {
  id: string;
  name: string;
  skuCode?: string | null;
  gtin?: string | null;
  uomFactor: number;
  sellingUnit: string;
}

export interface CartLine {
  /** productId, or productId~lotId for a scanned lot. */
  key: string;
  productId: string;
  name: string;
  skuCode: string | null;
  uomFactor: number;
  sellingUnit: string;
  /** A scanned lot (taken first by the server), with its label. */
  lotId: string | null;
  lotActionId: string | null;
  quantity: number;
}

export { CART_QUANTITY_MESSAGE as QUANTITY_MESSAGE } from "../../common/schemas/order";

/** A typed quantity: the shared cart schema's rule (a whole number from 1 up; never clamped). */
const quantitySchema = cartItemSchema.shape.quantity;

/** The quantity typed, or the message saying why it is not one. */
export function parseQuantity(text: string): { quantity: number } | { error: string } {
  const parsed = quantitySchema.safeParse(text.trim());
  return parsed.success ? { quantity: parsed.data } : { error: parsed.error.issues[0]?.message ?? CART_QUANTITY_MESSAGE };
}

const lineKey = (productId: string, lotId: string | null) => (lotId ? `${productId}~${lotId}` : productId);

/** The cart with `quantity` more of the product (of the lot when one was scanned); the line's key. */
export function addToCart(
  lines: readonly CartLine[],
  product: PosProductInfo,
  quantity: number,
  lot: { id: string; actionId: string } | null = null,
): { lines: CartLine[]; key: string } {
  const key = lineKey(product.id, lot?.id ?? null);
  const existing = lines.find((line) => line.key === key);
  if (existing) return { key, lines: lines.map((line) => (line.key === key ? { ...line, quantity: line.quantity + quantity } : line)) };
  const line: CartLine = {
    key,
    productId: product.id,
    name: product.name,
    skuCode: product.skuCode ?? null,
    uomFactor: Math.max(1, product.uomFactor),
    sellingUnit: product.sellingUnit,
    lotId: lot?.id ?? null,
    lotActionId: lot?.actionId ?? null,
    quantity,
  };
  return { key, lines: [...lines, line] };
}

export function setLineQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  return lines.map((line) => (line.key === key ? { ...line, quantity } : line));
}

export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((line) => line.key !== key);
}

/** The line after (or before) the selected one, for the arrow keys. */
export function neighbourKey(lines: readonly CartLine[], selected: string | null, step: 1 | -1): string | null {
  if (lines.length === 0) return null;
  const index = lines.findIndex((line) => line.key === selected);
  if (index < 0) return lines[step === 1 ? 0 : lines.length - 1].key;
  return lines[Math.min(lines.length - 1, Math.max(0, index + step))].key;
}

/** The key left selected after removing `key`: the next line, else the previous one. */
export function keyAfterRemoving(lines: readonly CartLine[], key: string): string | null {
  const index = lines.findIndex((line) => line.key === key);
  const rest = removeLine(lines, key);
  if (rest.length === 0) return null;
  return rest[Math.min(index, rest.length - 1)]?.key ?? null;
}

export interface CartItemInput {
  productId: string;
  quantity: number;
  lotId?: string | null;
}

/** The CartInput items: one per line (a scanned lot's line carries its lotId). */
export function cartItems(lines: readonly CartLine[]): CartItemInput[] {
  return lines.map((line) => (line.lotId ? { productId: line.productId, quantity: line.quantity, lotId: line.lotId } : { productId: line.productId, quantity: line.quantity }));
}

/** What the summary says is in stock for a product line (availableQuantity of the product at the location). */
export interface StockLine {
  productId: string;
  name: string;
  availableQuantity: number;
}

/**
 * Why the cart asks for more of a product than the location has (all its lines together), naming the product and
 * what is available; null when there is enough. `productId` limits the check to one product.
 */
export function shortage(lines: readonly CartLine[], priced: readonly StockLine[], productId?: string): string | null {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  for (const [id, quantity] of wanted) {
    if (productId && id !== productId) continue;
    const stock = priced.find((line) => line.productId === id);
    if (stock && quantity > stock.availableQuantity) {
      const unit = lines.find((line) => line.productId === id)?.sellingUnit.toLowerCase() ?? "unit";
      return stock.availableQuantity === 0
        ? `${stock.name} is out of stock at this location.`
        : `Not enough ${stock.name}: ${stock.availableQuantity} ${unit}${stock.availableQuantity === 1 ? "" : "s"} available at this location, ${quantity} in the cart.`;
    }
  }
  return null;
}

/** The lines of a resumed held cart (held items carry no lots): one line per product, pack sizes filled in later. */
export function heldLines(items: readonly { productId: string; name: string; skuCode?: string | null; quantity: number }[]): CartLine[] {
  let lines: CartLine[] = [];
  for (const item of items) {
    lines = addToCart(lines, { id: item.productId, name: item.name, skuCode: item.skuCode ?? null, uomFactor: 1, sellingUnit: "UNIT" }, item.quantity).lines;
  }
  return lines;
}
