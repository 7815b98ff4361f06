// Prints a sale's receipt without leaving the screen (printInHiddenFrame): the receipt page prints itself, records
// the print (markOrderPrinted, so that the next print says 'Duplicate') and posts a message back.
import { printLinks } from "./printLinks";
import { printInHiddenFrame } from "./printInHiddenFrame";

/** Messages the receipt page posts to the window that framed it. */
export const RECEIPT_FRAME_MESSAGE = {
  printed: "order-receipt:printed",
  failed: "order-receipt:failed",
} as const;

export interface ReceiptFrameMessage {
  type: (typeof RECEIPT_FRAME_MESSAGE)[keyof typeof RECEIPT_FRAME_MESSAGE];
  orderId: string;
  /** With "failed": a sentence for the cashier. */
  message?: string;
}

export interface PrintOrderReceiptOptions {
  /** Called once the receipt went to the printer dialog and the print was recorded. */
  onPrinted?: () => void;
  /** Called with a readable sentence when the receipt could not be loaded. */
  onFailed?: (message: string) => void;
}

function isReceiptFrameMessage(data: unknown): data is ReceiptFrameMessage {
  if (typeof data !== "object" || data === null) return false;
  const { type, orderId } = data as Record<string, unknown>;
  return (type === RECEIPT_FRAME_MESSAGE.printed || type === RECEIPT_FRAME_MESSAGE.failed) && typeof orderId === "string";
}

export function printOrderReceipt(orderId: string, options: PrintOrderReceiptOptions = {}): void {
  printReceiptFrame(orderId, printLinks.orderReceipt(orderId), options);
}

function printReceiptFrame(orderId: string, url: string, options: PrintOrderReceiptOptions): void {
  printInHiddenFrame({
    url,
    title: "Receipt",
    testId: "order-receipt-frame",
    paperWidth: "80mm",
    onMessage: (data) => {
      if (!isReceiptFrameMessage(data) || data.orderId !== orderId) return false;
      if (data.type === RECEIPT_FRAME_MESSAGE.printed) options.onPrinted?.();
      else options.onFailed?.(data.message ?? "The receipt could not be printed.");
      return true;
    },
  });
}
