// The till's cart kept in the browser (localStorage), one per register, so that a reload, the browser's Back or a
// visit to the back office does not lose it. A stored cart belongs to the register's session: the till of another
// session (the register was closed and opened again) finds it stale and drops it. The sale's idempotency key is kept
// with the cart, and a checkout sent is marked, so that a till left before the answer came retries the very same
// sale: the server answers the first order if it was sold, and never sells it twice.
import { z } from "zod";
import { idempotencyKeySchema } from "../../common/schemas/idempotency";
import { PAYMENT_METHODS } from "../../common/schemas/order";

const PREFIX = "pos-cart:";
const VERSION = 1;

const nameRef = z.object({ id: z.string(), name: z.string() });
const lineSchema = z.object({
  key: z.string(),
  productId: z.string(),
  name: z.string(),
  skuCode: z.string().nullable(),
  uomFactor: z.number().int().min(1),
  sellingUnit: z.string(),
  lotId: z.string().nullable(),
  lotActionId: z.string().nullable(),
  quantity: z.number().int().min(1),
});
const dealSchema = z.object({
  customer: z.object({ id: z.string(), name: z.string(), phoneNumber: z.string(), partner: nameRef.nullable() }).nullable(),
  partner: nameRef.nullable(),
  discountCode: z.string().nullable(),
  delivery: z
    .object({ addressId: z.string(), addressLine: z.string(), deliveryCharges: z.number(), mrNo: z.string().nullable(), comment: z.string().nullable() })
    .nullable(),
});
const storedCartSchema = z.object({
  version: z.literal(VERSION),
  registerId: z.string(),
  sessionId: z.string(),
  lines: z.array(lineSchema),
  selected: z.string().nullable(),
  specialInstructions: z.string(),
  deal: dealSchema,
  idempotencyKey: idempotencyKeySchema,
  /** The payments of a checkout sent and not answered yet (null when none is under way). */
  checkout: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number() })).nullable(),
});

export type StoredCart = z.infer<typeof storedCartSchema>;
export type PendingPayments = NonNullable<StoredCart["checkout"]>;

const storageKey = (registerId: string) => `${PREFIX}${registerId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The cart kept for this register's session; a cart of an earlier session (or unreadable) is dropped. */
export function loadCart(registerId: string, sessionId: string): StoredCart | null {
  const store = storage();
  const text = store?.getItem(storageKey(registerId));
  if (!store || !text) return null;
  let parsed: ReturnType<typeof storedCartSchema.safeParse>;
  try {
    parsed = storedCartSchema.safeParse(JSON.parse(text));
  } catch {
    parsed = storedCartSchema.safeParse(null);
  }
  if (!parsed.success || parsed.data.registerId !== registerId || parsed.data.sessionId !== sessionId) {
    store.removeItem(storageKey(registerId));
    return null;
  }
  return parsed.data;
}

/** Keeps the cart (an empty cart with no checkout under way is simply forgotten). */
export function saveCart(cart: Omit<StoredCart, "version">): void {
  const store = storage();
  if (!store) return;
  try {
    if (cart.lines.length === 0 && !cart.checkout) store.removeItem(storageKey(cart.registerId));
    else store.setItem(storageKey(cart.registerId), JSON.stringify({ version: VERSION, ...cart }));
  } catch {
    // a full or blocked storage only loses the reload safety net, never the sale
  }
}

