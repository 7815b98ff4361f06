// Sends one scan of the product being counted (scanAuditLot) and says what came of it beside the scan box, never
// as a toast (spec section 8: scanAuditLot's errors are the screen's own). A count that differs from the books, or
// a lot the audit did not expect, comes back as QUANTITY_MISMATCH: the 'Quantity Mismatch' dialog shows the
// server's sentence and Proceed sends the same scan again with force (spec section 4, scan conflict); Cancel
// drops it. Any other refusal changes nothing on the server and its reason shows as it is.
import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { createElement, useCallback, useState } from "react";
import { requestDocument } from "../../../providers/gqlHooks";
import { GraphqlRequestError } from "../../../providers/graphqlClient";
import { errorMessage, serverFieldErrors } from "../../../providers/serverErrors";
import type { FieldErrors } from "../../../../common/validation/fieldErrors";
import { SCAN_AUDIT_LOT, type ScanPayload } from "./documents";

export interface ScanNote {
  type: "success" | "error" | "warning";
  text: string;
}

/** taken: counted (the box empties for the next one); otherwise the server's per-field messages, if any. */
export type ScanResult = { taken: true } | { taken: false; fields: FieldErrors };

const isMismatch = (error: unknown) => error instanceof GraphqlRequestError && error.code === "QUANTITY_MISMATCH";

export function useAuditScan(auditId: string, productId: string) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [note, setNote] = useState<ScanNote | null>(null);

  const confirmMismatch = useCallback(
    (message: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: "Quantity Mismatch",
          content: createElement("span", { "data-testid": "audit-mismatch-message" }, message),
          okText: "Proceed",
          cancelText: "Cancel",
          autoFocusButton: "ok",
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );

  const scan = useCallback(
    async (code: string, quantity: number | null): Promise<ScanResult> => {
      const payload: ScanPayload = { auditId, productId, scannedLotActionId: code, quantity, force: false };
      // the last scan's note is about another lot: not shown beside this one's prompt
      setNote(null);
      const refused = (error: unknown): ScanResult => {
        console.error(error);
        const fields = serverFieldErrors(error);
        // a refused Open quantity shows on the quantity prompt's own field
        if (fields.quantity) setNote(null);
        else setNote({ type: "error", text: errorMessage(error) ?? `${code} could not be counted. Please try again.` });
        return { taken: false, fields };
      };
      try {
        await requestDocument(SCAN_AUDIT_LOT, { scanLotsDto: payload });
      } catch (error) {
        if (!isMismatch(error)) return refused(error);
        if (!(await confirmMismatch(errorMessage(error) ?? ""))) {
          setNote({ type: "warning", text: `${code} was not counted: the scan was cancelled.` });
          return { taken: false, fields: {} };
        }
        try {
          await requestDocument(SCAN_AUDIT_LOT, { scanLotsDto: { ...payload, force: true } });
        } catch (again) {
          return refused(again);
        }
      }
      setNote({ type: "success", text: `Lot ${code} scanned successfully` });
      // the overview refetches behind the next scan: the box is free at once
      void queryClient.invalidateQueries({ queryKey: ["data"] });
      return { taken: true };
    },
    [auditId, productId, confirmMismatch, queryClient],
  );

  return { scan, note, clearNote: () => setNote(null) };
}
