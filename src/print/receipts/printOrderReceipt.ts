// Prints a sale's receipt without leaving the screen: the receipt page is loaded in a hidden frame with
// ?print=1; once its data is on paper-ready DOM it prints itself (window.print() in a frame prints only the
// frame), records the print (markOrderPrinted, so that the next print says 'Duplicate') and posts a message back.
// The frame is removed on that message, or after a minute if the page never answers.
import { printLinks } from "../links";

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

const FRAME_TIMEOUT_MS = 60_000;

export function isReceiptFrameMessage(data: unknown): data is ReceiptFrameMessage {
  if (typeof data !== "object" || data === null) return false;
  const { type, orderId } = data as Record<string, unknown>;
  return (type === RECEIPT_FRAME_MESSAGE.printed || type === RECEIPT_FRAME_MESSAGE.failed) && typeof orderId === "string";
}

export function printOrderReceipt(orderId: string, options: PrintOrderReceiptOptions = {}): void {
  const frame = document.createElement("iframe");
  frame.title = "Receipt";
  frame.setAttribute("aria-hidden", "true");
  frame.dataset.testid = "order-receipt-frame";
  // Off screen but laid out at the paper's width, so the print engine measures the real receipt.
  Object.assign(frame.style, { position: "fixed", left: "-10000px", top: "0", width: "80mm", height: "200mm", border: "0", visibility: "hidden" });

  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    window.removeEventListener("message", onMessage);
    window.clearTimeout(timer);
    // Let the print dialog release the frame's document before it goes.
    window.setTimeout(() => frame.remove(), 1000);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== window.location.origin) return;
    if (!isReceiptFrameMessage(event.data) || event.data.orderId !== orderId) return;
    if (event.data.type === RECEIPT_FRAME_MESSAGE.printed) options.onPrinted?.();
    else options.onFailed?.(event.data.message ?? "The receipt could not be printed.");
    finish();
  };
  const timer = window.setTimeout(finish, FRAME_TIMEOUT_MS);
  window.addEventListener("message", onMessage);
  frame.src = `${printLinks.orderReceipt(orderId)}?print=1`;
  document.body.appendChild(frame);
}
