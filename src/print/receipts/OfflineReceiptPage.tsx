// /invoice/offline-receipt/{locationId}/{key}: the receipt of a sale made on this till while offline, read from the
// till's own database (no server): its offline number and "Fiscal number pending", for a reprint (the till prints
// a new sale from its own page: printOfflineReceiptHere). Framed with ?print=1 it prints itself and tells the framer.
import { useEffect, useRef, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { LoadingOverlay } from "../../components/feedback/LoadingOverlay";
import { RECEIPT_FRAME_MESSAGE, type ReceiptFrameMessage } from "../../components/printing/printOrderReceipt";
import { receiptTenantFromTill } from "../../pos/offline/receiptLogo";
import type { ReceiptTenant } from "../../pos/offline/receiptPrinter";
import { tillDb, type OfflineSaleRecord } from "../../pos/offline/tillDb";
import { useSession } from "../../providers/session";
import { receiptFromOfflineSale } from "./offlineReceiptData";
import { ReceiptScreen } from "./ReceiptScreen";
import { OrderReceipt } from "./ReceiptTemplates";

function tellFramingWindow(message: ReceiptFrameMessage) {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

export default function OfflineReceiptPage() {
  const { locationId = "", key = "" } = useParams();
  const [params] = useSearchParams();
  const framed = params.get("print") === "1";
  const session = useSession();
  const tenant = session?.tenant ?? null;
  const [sale, setSale] = useState<OfflineSaleRecord | null | undefined>(undefined);
  // the logo as the till keeps it (an upload is not kept by the service worker)
  const [receiptTenant, setReceiptTenant] = useState<ReceiptTenant>(tenant);
  useEffect(() => {
    if (!tenant) return;
    let current = true;
    const db = tillDb(tenant.id, locationId);
    Promise.all([db.sales.get(key), receiptTenantFromTill(db, tenant).catch(() => tenant)])
      .then(([found, kept]) => {
        if (!current) return;
        setReceiptTenant(kept);
        setSale(found ?? null);
      })
      .catch(() => current && setSale(null));
    return () => {
      current = false;
    };
  }, [tenant, locationId, key]);

  const printed = useRef(false);
  useEffect(() => {
    if (!framed || printed.current || sale === undefined) return;
    printed.current = true;
    if (!sale) {
      tellFramingWindow({ type: RECEIPT_FRAME_MESSAGE.failed, orderId: key, message: "The offline sale was not found on this till." });
      return;
    }
    window.print();
    tellFramingWindow({ type: RECEIPT_FRAME_MESSAGE.printed, orderId: key });
  }, [framed, sale, key]);

  if (sale === undefined) return <LoadingOverlay />;
  return (
    <ReceiptScreen onPrint={sale ? () => window.print() : undefined} error={sale ? null : "The offline sale was not found on this till."}>
      {sale && <OrderReceipt data={receiptFromOfflineSale(sale, receiptTenant)} template="TEMPLATE_1" />}
    </ReceiptScreen>
  );
}
