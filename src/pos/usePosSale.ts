// The till's sale (createOrder): the receipt prints, the cart empties, and the change due stays on screen until the
// next sale starts. A checkout is marked in the kept cart before it leaves; a till left before the answer came
// (reload, Back) sends the very same sale again when it comes back, as does "Send again" after a lost answer: the
// server answers the first order if it went through (sold once), completes it now, or refuses it (the cart stays).
// With no connection the sale is made on the till instead (offline/sellOffline.ts): kept durably
// with its key and an offline number, its receipt printed from the till, sent when the connection returns.
import { useNotification } from "@refinedev/core";
import { useEffect, useRef, useState } from "react";
import { formatMoney } from "../../common/money";
import { printOrderReceipt } from "../components/printing/printOrderReceipt";
import { GraphqlRequestError } from "../providers/graphqlClient";
import { useGqlMutation } from "../providers/gqlHooks";
import { errorMessage } from "../providers/serverErrors";
import { isNoAnswer, isOffline, noteServerUnreachable } from "./offline/connection";
import { sellOffline, type OfflineSaleContext } from "./offline/sellOffline";
import type { PendingPayments } from "./cartStore";
import { CREATE_ORDER } from "./documents";
import type { LastSaleFacts } from "./LastSale";
import type { PosCart } from "./usePosCart";

/** The sale's request got no answer (the network, a 5xx): the server may have made it. */
const answerUnknown = (error: unknown) => !(error instanceof GraphqlRequestError) || error.statusCode >= 500;

interface Options {
  cart: PosCart;
  currency: string;
  registerName: string;
  refuse: (message: string, description?: string) => void;
  /** After a sale: close the panel, back to the scan box. */
  onSold: () => void;
  /** Where an offline sale is kept and what its receipt prints. */
  offline: OfflineSaleContext;
}

export function usePosSale({ cart, currency, registerName, refuse, onSold, offline }: Options) {
  const { open: notify } = useNotification();
  const createOrder = useGqlMutation(CREATE_ORDER, { failure: false });
  const [lastSale, setLastSale] = useState<LastSaleFacts | null>(null);
  const [keeping, setKeeping] = useState(false);

  const sellOnTill = async (payments: PendingPayments) => {
    setKeeping(true);
    try {
      const sale = await sellOffline(offline, cart, payments);
      cart.clear(true);
      onSold();
      setLastSale({ secondaryId: sale.offlineNumber, delivery: false, collect: null, changeDue: sale.changeDue });
      notify?.({
        type: "success",
        message: `Sale ${sale.offlineNumber} saved on this till`,
        description: `Change due: ${formatMoney(sale.changeDue, { prefix: `${currency} ` })}. It is sent when the connection returns.`,
      });
    } catch (error) {
      refuse("The sale was not made offline", errorMessage(error) ?? "It could not be saved on this till.");
    } finally {
      setKeeping(false);
    }
  };

  const sell = (payments: PendingPayments) => {
    if (createOrder.isPending || keeping) return;
    // a sale whose answer was lost is first sent again with its key (the server answers the first order if it went
    // through); only when that gets no answer either is it kept on the till, with the same key
    const resend = cart.pendingCheckout !== null;
    if (isOffline() && !resend) {
      void sellOnTill(payments);
      return;
    }
    cart.setPendingCheckout(payments);
    createOrder.mutate(
      { input: { idempotencyKey: cart.idempotencyKey, order: cart.order, payments } },
      {
        onSuccess: ({ order }) => {
          printOrderReceipt(order.id, { onFailed: (message) => refuse(`The receipt of ${order.secondaryId} did not print`, message) });
          cart.clear(true);
          onSold();
          const payOnDelivery = order.paymentStatus === "UNPAID";
          const delivery = order.status === "PROCESSING";
          setLastSale({ secondaryId: order.secondaryId, delivery, collect: payOnDelivery ? order.totalAmount : null, changeDue: order.changeDue });
          notify?.({
            type: "success",
            message: delivery ? `Delivery ${order.secondaryId} created` : `Order ${order.secondaryId} completed`,
            description: payOnDelivery
              ? `To collect on delivery: ${formatMoney(order.totalAmount, { prefix: `${currency} ` })}`
              : `Change due: ${formatMoney(order.changeDue, { prefix: `${currency} ` })}`,
          });
        },
        // a refusal is an answer: nothing was sold. No answer: the server may have made it, so the mark and the key stay
        // (Send again tries the server once more, then keeps it on the till)
        onError: (error) => {
          if (isNoAnswer(error)) noteServerUnreachable();
          if (isNoAnswer(error) && resend) {
            void sellOnTill(payments);
            return;
          }
          refuse("The sale was not completed", errorMessage(error));
          if (!answerUnknown(error)) cart.setPendingCheckout(null);
        },
      },
    );
  };

  // once, with the cart as it came back from storage
  const checkedKeptCart = useRef(false);
  useEffect(() => {
    if (checkedKeptCart.current) return;
    checkedKeptCart.current = true;
    const pending = cart.pendingCheckout;
    if (pending) queueMicrotask(() => sell(pending));
    else if (cart.restoredFromStorage) {
      const count = cart.lines.length;
      notify?.({ type: "success", message: "Cart kept", description: `The cart of ${registerName} is back: ${count} ${count === 1 ? "line" : "lines"}.` });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // the next sale starts: the last one's change leaves the screen (set while rendering: no extra pass)
  if (lastSale && cart.lines.length > 0) setLastSale(null);

  return {
    sell,
    sendPendingAgain: () => {
      const pending = cart.pendingCheckout;
    if (pending) queueMicrotask(() => sell(pending));
    },
    submitting: createOrder.isPending || keeping,
    lastSale,
  };
}
