// The till's cart: lines, the selected line, special instructions, the deal (customer, partner, discount code,
// delivery) and the sale's idempotency key, with the cart summary from the server refetched (debounced) whenever
// the lines or the deal change. Adding goes through the server first:
// the cart with the new line is priced, and a refusal (not enough stock, expired…) leaves the cart as it was.
// The cart is kept in the browser for the register's session (cartStore) and comes back after a reload.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { newIdempotencyKey } from "../../common/schemas/idempotency";
import { useDebouncedValue } from "../hooks/useDebouncedValue";
import { requestDocument } from "../providers/gqlHooks";
import { loadCart, saveCart, type PendingPayments } from "./cartStore";
import { addToCart, cartItems, keyAfterRemoving, removeLine, setLineQuantity, shortage, type CartLine, type PosProductInfo } from "./cart";
import { dealInput, NO_DEAL, type Deal, type DealInput } from "./deal";
import { CART_SUMMARY, type CartSummary } from "./documents";

const SUMMARY_DEBOUNCE_MS = 250;

export interface CartInputValue extends DealInput {
  locationId: string;
  registerId: string;
  items: ReturnType<typeof cartItems>;
  specialInstructions?: string | null;
}

function cartInput(locationId: string, registerId: string, lines: readonly CartLine[], specialInstructions: string, deal: Deal): CartInputValue {
  const input: CartInputValue = { locationId, registerId, items: cartItems(lines), ...dealInput(deal) };
  if (specialInstructions.trim()) input.specialInstructions = specialInstructions.trim();
  return input;
}

/** What the price depends on: the lines and the deal (not the special instructions). */
const priced = ({ specialInstructions: _notPriced, ...order }: CartInputValue) => order;
const summaryKey = (order: CartInputValue) => ["data", "pos-cart-summary", JSON.stringify(priced(order))];

/** Prices a cart: the server's cart summary, or the till's own while offline (offline/tillRequests.ts). */
export type PriceSummary = (order: CartInputValue) => Promise<CartSummary>;

const fromServer: PriceSummary = (order) => requestDocument(CART_SUMMARY, { order }).then((result) => result.summary);

export function usePosCart(locationId: string, registerId: string, sessionId: string, priceSummary: PriceSummary = fromServer) {
  const queryClient = useQueryClient();
  const [kept] = useState(() => loadCart(registerId, sessionId));
  const [lines, setLines] = useState<CartLine[]>(kept?.lines ?? []);
  const [selected, setSelected] = useState<string | null>(kept?.selected ?? null);
  const [specialInstructions, setSpecialInstructions] = useState(kept?.specialInstructions ?? "");
  const [deal, setDeal] = useState<Deal>(kept?.deal ?? NO_DEAL);
  /** The payments of a checkout sent and not answered (kept, so a till left meanwhile retries that very sale). */
  const [pendingCheckout, setPendingCheckout] = useState<PendingPayments | null>(kept?.checkout ?? null);
  const latestDeal = useRef<Deal>(deal);
  useLayoutEffect(() => {
    latestDeal.current = deal;
  }, [deal]);
  const [idempotencyKey, setIdempotencyKey] = useState(() => kept?.idempotencyKey ?? newIdempotencyKey());
  useEffect(() => {
    saveCart({ registerId, sessionId, lines, selected, specialInstructions, deal, idempotencyKey, checkout: pendingCheckout });
  }, [registerId, sessionId, lines, selected, specialInstructions, deal, idempotencyKey, pendingCheckout]);
  // The latest lines for adds that await the server (two quick scans must both land).
  const latest = useRef<CartLine[]>(lines);
  useLayoutEffect(() => {
    latest.current = lines;
  }, [lines]);

  const order = useMemo(() => cartInput(locationId, registerId, lines, specialInstructions, deal), [locationId, registerId, lines, specialInstructions, deal]);
  const itemsJson = JSON.stringify(priced(order));
  const debouncedJson = useDebouncedValue(itemsJson, SUMMARY_DEBOUNCE_MS);
  const debouncedOrder = useMemo(() => JSON.parse(debouncedJson) as CartInputValue, [debouncedJson]);
  const summaryQuery = useQuery({
    queryKey: summaryKey(debouncedOrder),
    queryFn: () => priceSummary(debouncedOrder),
    enabled: debouncedOrder.items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    // asked even when the browser says it is offline: the till answers from its own catalogue then
    networkMode: "always",
  });
  // The summary of the cart exactly as it is now, when the server has answered it (an add primes it at once).
  const currentSummary = queryClient.getQueryData<CartSummary>(summaryKey(order));
  const summary: CartSummary | null = lines.length > 0 ? (currentSummary ?? summaryQuery.data ?? null) : null;
  /** The summary shown is the one of the cart as it is now (checkout may trust its total). */
  const summaryCurrent = lines.length > 0 && Boolean(currentSummary) && !(summaryQuery.isError && debouncedJson === itemsJson);

  /** Prices the cart with the new lines on the server, then takes them (throws the server's refusal). */
  const commit = useCallback(
    async (next: CartLine[], select: string | null, productId: string) => {
      const candidate = cartInput(locationId, registerId, next, "", latestDeal.current);
      const priced = await priceSummary(candidate);
      const short = shortage(next, priced.lines, productId);
      if (short) throw new Error(short);
      queryClient.setQueryData(summaryKey(candidate), priced);
      latest.current = next;
      setLines(next);
      if (select) setSelected(select);
    },
    [locationId, registerId, queryClient, priceSummary],
  );

  const add = useCallback(
    async (product: PosProductInfo, quantity: number, lot: { id: string; actionId: string } | null = null) => {
      const { lines: next, key } = addToCart(latest.current, product, quantity, lot);
      await commit(next, key, product.id);
    },
    [commit],
  );

  const changeQuantity = useCallback((key: string, quantity: number) => {
    setLines((current) => setLineQuantity(current, key, quantity));
    setSelected(key);
  }, []);

  const remove = useCallback((key: string) => {
    setSelected(keyAfterRemoving(latest.current, key));
    setLines((current) => removeLine(current, key));
  }, []);

  /** Empties the cart; after a completed sale the next cart gets a new key. */
  const clear = useCallback((afterSale: boolean) => {
    setLines([]);
    setSelected(null);
    setSpecialInstructions("");
    setDeal(NO_DEAL);
    setPendingCheckout(null);
    if (afterSale) setIdempotencyKey(newIdempotencyKey());
  }, []);

  const restore = useCallback((restored: CartLine[], instructions: string | null, restoredDeal: Deal = NO_DEAL) => {
    setLines(restored);
    setSelected(restored[0]?.key ?? null);
    setSpecialInstructions(instructions ?? "");
    setDeal(restoredDeal);
    setPendingCheckout(null);
    setIdempotencyKey(newIdempotencyKey());
  }, []);

  /** Fills in what a restored line lacks (pack size, selling unit) from the products looked up. */
  const describe = useCallback((products: ReadonlyMap<string, PosProductInfo>) => {
    setLines((current) =>
      current.map((line) => {
        const product = products.get(line.productId);
        return product ? { ...line, uomFactor: Math.max(1, product.uomFactor), sellingUnit: product.sellingUnit } : line;
      }),
    );
  }, []);

  /** A quantity changed by hand that is more than the location has (checkout waits until it is fixed). */
  const stockProblem = summary && summaryCurrent ? shortage(lines, summary.lines) : null;

  return {
    /** A cart brought back from the browser's storage (a reload, a return to the till). */
    restoredFromStorage: kept !== null && kept.lines.length > 0,
    pendingCheckout,
    setPendingCheckout,
    stockProblem,
    describe,
    lines,
    selected,
    setSelected,
    specialInstructions,
    setSpecialInstructions,
    deal,
    setDeal,
    idempotencyKey,
    order,
    summary,
    summaryCurrent,
    summaryLoading: lines.length > 0 && !currentSummary,
    summaryError: lines.length > 0 && summaryQuery.isError && debouncedJson === itemsJson ? summaryQuery.error : null,
    add,
    changeQuantity,
    remove,
    clear,
    restore,
  };
}

export type PosCart = ReturnType<typeof usePosCart>;
