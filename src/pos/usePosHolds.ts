// Holding the till's cart and resuming a held one. Online a cart is held on the server (holdOrder), listed per
// register; with no connection, or when the server gives no answer, it is held on the till (offline/tillHolds.ts)
// and resumed from the till, online or offline. Resuming needs an empty cart: it replaces the cart.
import { useNotification } from "@refinedev/core";
import { useState } from "react";
import { useGqlMutation } from "../providers/gqlHooks";
import { errorMessage } from "../providers/serverErrors";
import { heldLines } from "./cart";
import { heldDeal } from "./deal";
import { HOLD_ORDER, RESUME_HELD_ORDER, type HeldOrder, type PosProduct } from "./documents";
import { isNoAnswer, isOffline, noteServerUnreachable } from "./offline/connection";
import { holdOnTill, takeTillHold, useTillHolds, type TillHoldRecord } from "./offline/tillHolds";
import type { TillDb } from "./offline/tillDb";
import type { PosCart } from "./usePosCart";

interface Options {
  cart: PosCart;
  db: TillDb;
  registerId: string;
  registerCode: string;
  cashier: string;
  refuse: (message: string, description?: string) => void;
  /** The cart was held or resumed: the panel closes. */
  done: () => void;
  lookUp: (code: string) => Promise<{ product: PosProduct }>;
}

const RESUME_NEEDS_EMPTY_CART = ["Finish or hold the current cart first", "Resuming a held cart replaces the cart on the till."] as const;

export function usePosHolds({ cart, db, registerId, registerCode, cashier, refuse, done, lookUp }: Options) {
  const { open: notify } = useNotification();
  const holdOrder = useGqlMutation(HOLD_ORDER, { failure: false });
  const resumeOrder = useGqlMutation(RESUME_HELD_ORDER, { failure: "The held cart was not resumed" });
  const tillHolds = useTillHolds(db, registerId);
  const [tillBusy, setTillBusy] = useState(false);

  const keepOnTill = async (note: string | null) => {
    const hold = await holdOnTill(
      db,
      { registerId, note, lines: cart.lines, specialInstructions: cart.specialInstructions, deal: cart.deal, total: String(cart.summary?.total ?? 0), heldAt: new Date().toISOString(), cashier },
      registerCode,
    );
    cart.clear(false);
    done();
    notify?.({ type: "success", message: `Cart held on this till as ${hold.number}`, description: "Resume it from Held orders on this till, online or offline." });
  };

  const hold = async (text: string) => {
    const note = text.trim() || null;
    setTillBusy(true);
    try {
      if (isOffline()) return await keepOnTill(note);
      try {
        const { order } = await holdOrder.mutateAsync({ order: cart.order, note });
        cart.clear(false);
        done();
        notify?.({ type: "success", message: `Cart held as ${order.secondaryId}` });
      } catch (error) {
        if (!isNoAnswer(error)) return refuse("The cart was not held", errorMessage(error));
        noteServerUnreachable();
        await keepOnTill(note);
      }
    } catch (error) {
      refuse("The cart was not held", errorMessage(error));
    } finally {
      setTillBusy(false);
    }
  };

  const resume = (held: HeldOrder) => {
    if (cart.lines.length > 0) return refuse(...RESUME_NEEDS_EMPTY_CART);
    resumeOrder.mutate(
      { id: held.id },
      {
        onSuccess: ({ order }) => {
          const lines = heldLines(order.items);
          cart.restore(lines, order.specialInstructions ?? null, heldDeal(order));
          done();
          notify?.({ type: "success", message: `Cart ${order.secondaryId} resumed` });
          // the pack size of each product (held lines carry no units)
          void Promise.all(
            lines.filter((line) => line.skuCode).map((line) => lookUp(line.skuCode ?? "").then(({ product }) => [line.productId, product] as const).catch(() => null)),
          ).then((found) => cart.describe(new Map(found.filter((entry) => entry !== null))));
        },
      },
    );
  };

  const resumeTillHold = async (held: TillHoldRecord) => {
    if (cart.lines.length > 0) return refuse(...RESUME_NEEDS_EMPTY_CART);
    setTillBusy(true);
    try {
      const taken = await takeTillHold(db, held.id);
      cart.restore(taken.lines, taken.specialInstructions, taken.deal);
      done();
      notify?.({ type: "success", message: `Cart ${taken.number} resumed` });
    } catch (error) {
      refuse("The held cart was not resumed", errorMessage(error));
    } finally {
      setTillBusy(false);
    }
  };

  return {
    hold: (note: string) => void hold(note),
    resume,
    resumeTillHold: (held: TillHoldRecord) => void resumeTillHold(held),
    tillHolds,
    busy: tillBusy || holdOrder.isPending || resumeOrder.isPending,
  };
}
