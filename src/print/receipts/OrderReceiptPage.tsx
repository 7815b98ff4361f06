// /invoice/order-receipt/{id}: a sale's till receipt in its register's template. Print records the print
// (markOrderPrinted), so the next copy says 'Duplicate'. Opened with ?print=1 (printOrderReceipt's hidden frame)
// it prints itself once the paper is ready and tells the framing window how it went. A reported sale waits
// briefly for its fiscal number first (useFiscalNumberWait).
import { useEffect, useRef } from "react";
import { useParams, useSearchParams } from "react-router";
import { LoadingOverlay } from "../../components/feedback/LoadingOverlay";
import { useGqlMutation, useGqlQuery } from "../../providers/gqlHooks";
import { useSession } from "../../providers/session";
import { errorMessage } from "../../providers/serverErrors";
import { receiptFromOrder, receiptTemplateOf } from "./orderReceiptData";
import { RECEIPT_FRAME_MESSAGE, type ReceiptFrameMessage } from "../../components/printing/printOrderReceipt";
import { GET_ORDER_RECEIPT, MARK_ORDER_PRINTED } from "./queries";
import { ReceiptScreen } from "./ReceiptScreen";
import { OrderReceipt } from "./ReceiptTemplates";
import { useFiscalNumberWait } from "./useFiscalNumberWait";

/** Fonts and images (the logo) loaded, so the print engine lays out the finished receipt. */
async function paperReady(): Promise<void> {
  // (not every engine has document.fonts)
  if ("fonts" in document) await document.fonts.ready;
  await Promise.all([...document.images].map((image) => (image.complete ? null : image.decode().catch(() => null))));
}

function tellFramingWindow(message: ReceiptFrameMessage) {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

export default function OrderReceiptPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const framed = params.get("print") === "1";
  const tenant = useSession()?.tenant ?? null;
  const query = useGqlQuery(["order-receipt", id], GET_ORDER_RECEIPT, id ? { id } : null);
  const markPrinted = useGqlMutation(MARK_ORDER_PRINTED, { failure: framed ? false : "The print could not be recorded" });
  const order = query.data?.order;
  const waitingForFiscalNumber = useFiscalNumberWait(order, query.refetch);
  const printing = useRef(false);

  const print = async () => {
    if (!order || printing.current) return;
    printing.current = true;
    try {
      await paperReady();
      window.print();
      await markPrinted.mutateAsync({ orderId: order.id }).catch(() => undefined);
    } finally {
      printing.current = false;
    }
    if (framed) tellFramingWindow({ type: RECEIPT_FRAME_MESSAGE.printed, orderId: id });
  };

  const autoPrinted = useRef(false);
  useEffect(() => {
    if (!framed || autoPrinted.current) return;
    if (query.error) {
      autoPrinted.current = true;
      tellFramingWindow({ type: RECEIPT_FRAME_MESSAGE.failed, orderId: id, message: errorMessage(query.error) ?? "The receipt could not be loaded." });
    } else if (order && !waitingForFiscalNumber) {
      autoPrinted.current = true;
      void print();
    }
  });

  useEffect(() => {
    if (!order) return;
    const previous = document.title;
    document.title = `Receipt ${order.secondaryId}`;
    return () => {
      document.title = previous;
    };
  }, [order]);

  if (query.isLoading || waitingForFiscalNumber) return <LoadingOverlay />;
  const error = query.error ? (errorMessage(query.error) ?? "The receipt could not be loaded.") : !order ? "Order not found." : null;
  return (
    <ReceiptScreen onPrint={order ? () => void print() : undefined} error={error}>
      {order && <OrderReceipt data={receiptFromOrder(order, tenant)} template={receiptTemplateOf(order)} />}
    </ReceiptScreen>
  );
}
