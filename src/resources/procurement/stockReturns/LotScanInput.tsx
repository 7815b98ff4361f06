// The scanner box: a scanned, typed (Enter) or pasted lot code is looked up at the current location and hands the lot on
// when it may join the return; otherwise the reason shows under the box. An answer that arrives after the vendor or
// the location changed (or the box went away) is dropped: it belongs to a return no longer on screen.
import { Alert } from "antd";
import { useEffect, useRef, useState } from "react";
import { ScanInput } from "../../../components/scan/ScanInput";
import { requestDocument } from "../../../providers/gqlHooks";
import { errorMessage } from "../../../providers/serverErrors";
import { SELECT_VENDOR_FIRST, alreadyAddedMessage, lotNotHereMessage, scanRefusal, type ScanContext } from "./returnLots";
import { GET_PRODUCT_LOT, type ReturnLot } from "./types";

interface Props {
  context: Omit<ScanContext, "vendor"> & { vendor: ScanContext["vendor"] | null };
  onAdd: (lot: ReturnLot) => void;
}

type Feedback = { type: "success" | "error"; text: string };

const isNotFound = (error: unknown) => typeof error === "object" && error !== null && (error as { code?: unknown }).code === "NOT_FOUND";

export function LotScanInput({ context, onAdd }: Props) {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const vendorId = context.vendor?.id ?? null;
  const locationId = context.location.id;
  const shown = useRef<{ vendorId: string | null; locationId: string } | null>(null);
  useEffect(() => {
    shown.current = { vendorId, locationId };
    return () => {
      shown.current = null;
    };
  }, [vendorId, locationId]);

  /** Answers true when the lot joined the return. */
  const lookUp = async (typed: string): Promise<boolean> => {
    const { vendor, location, chosen } = context;
    if (!vendor) {
      setFeedback({ type: "error", text: SELECT_VENDOR_FIRST });
      return false;
    }
    if (chosen.some((lot) => lot.actionId === typed)) {
      setFeedback({ type: "error", text: alreadyAddedMessage(typed) });
      return false;
    }
    const stillShown = () => shown.current?.vendorId === vendor.id && shown.current.locationId === location.id;
    try {
      const { lot } = await requestDocument(GET_PRODUCT_LOT, { actionId: typed, locationId: location.id });
      if (!stillShown()) return false;
      const refusal = scanRefusal(lot, { vendor, chosen });
      if (refusal) {
        setFeedback({ type: "error", text: refusal });
        return false;
      }
      onAdd(lot);
      setFeedback({ type: "success", text: `Added lot ${lot.actionId} (${lot.product.name}).` });
      return true;
    } catch (error) {
      if (!stillShown()) return false;
      setFeedback({ type: "error", text: isNotFound(error) ? lotNotHereMessage(typed, location.name) : (errorMessage(error) ?? "The lot could not be looked up.") });
      return false;
    }
  };

  return (
    <div style={{ marginBottom: 16 }}>
      <ScanInput
        testId="stock-return-scan"
        ariaLabel="Scan or type a lot code"
        placeholder="Scan or type a lot code (e.g. GRN-000007-1~3) and press Enter"
        onScan={lookUp}
        style={{ maxWidth: 520 }}
      />
      {feedback && (
        <Alert
          style={{ marginTop: 8, maxWidth: 520 }}
          type={feedback.type}
          showIcon
          message={feedback.text}
          data-testid={feedback.type === "error" ? "stock-return-scan-error" : "stock-return-scan-added"}
        />
      )}
    </div>
  );
}
