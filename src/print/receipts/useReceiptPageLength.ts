// Roll paper has no page length: the printed page should be exactly as long as the receipt, so the printer cuts
// right after it. CSS cannot say so (`size: 80mm auto` is invalid), so this keeps an @page rule in step with the
// receipt's height as it renders (a ResizeObserver), ready for window.print() and the browser's own print alike.
import { useEffect, type RefObject } from "react";

const STYLE_ID = "receipt-page-length";
const PX_PER_MM = 96 / 25.4;
/** Room for rounding, so that the last line never spills onto a second page. */
const SLACK_MM = 2;

export function receiptPageRule(heightPx: number): string {
  const lengthMm = Math.ceil(heightPx / PX_PER_MM + SLACK_MM);
  return `@page receipt { size: 80mm ${lengthMm}mm; margin: 0; }`;
}

export function useReceiptPageLength(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const style = document.createElement("style");
    style.id = STYLE_ID;
    document.head.appendChild(style);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => measure());
    let observed: HTMLElement | null = null;
    function measure() {
      const receipt = root?.querySelector<HTMLElement>(".receipt") ?? null;
      // the receipt itself grows as its logo loads; the page around it may not
      if (receipt && receipt !== observed) {
        observed = receipt;
        observer?.observe(receipt);
      }
      style.textContent = receipt ? receiptPageRule(receipt.getBoundingClientRect().height) : "";
    }
    measure();
    observer?.observe(root);
    window.addEventListener("beforeprint", measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener("beforeprint", measure);
      style.remove();
    };
  }, [container]);
}
