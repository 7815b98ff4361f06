// The till's sale (createOrder): the receipt prints, the cart empties, and the change due stays on screen until the
// next sale starts. A checkout is marked in the kept cart before it leaves; a till left before the answer came
// (reload, Back) sends the very same sale again when it comes back, as does "Send again" after a lost answer: the
// server answers the first order if it went through (sold once), completes it now, or refuses it (the cart stays).
import { useNotification } from "@refinedev/core";
import { useEffect, useRef, useState } from "react";
import { formatMoney } from "../../common/money";
import { printOrderReceipt } from "../components/printing/printOrderReceipt";
import { GraphqlRequestError } from "../providers/graphqlClient";
import { useGqlMutation } from "../providers/gqlHooks";
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
}

export function usePosSale({ cart, currency, registerName, refuse, onSold }: Options) {
  const { open: notify } = useNotification();
  const createOrder = useGqlMutation(CREATE_ORDER, { failure: "The sale was not completed" });
  const [lastSale, setLastSale] = useState<LastSaleFacts | null>(null);

  const sell = (payments: PendingPayments) => {
    if (createOrder.isPending) return;
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
        // a refusal is an answer: nothing was sold. No answer: it may have been sold, so the mark stays (and the key)
        onError: (error) => {
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
    if (cart.pendingCheckout) sell(cart.pendingCheckout);
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
      if (cart.pendingCheckout) sell(cart.pendingCheckout);
    },
    submitting: createOrder.isPending,
    lastSale,
  };
}
