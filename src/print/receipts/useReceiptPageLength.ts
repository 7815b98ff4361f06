// The 80 mm receipt's page, as long as the receipt (see useRollPageLength).
import type { RefObject } from "react";
import { rollPageRule, useRollPageLength, type RollPage } from "../useRollPageLength";

const RECEIPT_PAGE: RollPage = { name: "receipt", widthMm: 80, selector: ".receipt" };

export function receiptPageRule(heightPx: number): string {
  return rollPageRule(RECEIPT_PAGE, heightPx);
}

export function useReceiptPageLength(container: RefObject<HTMLElement | null>): void {
  useRollPageLength(container, RECEIPT_PAGE);
}
