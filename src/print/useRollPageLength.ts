// Roll paper (receipts 80 mm, the X-Out 56 mm) has no page length: the printed page should be exactly as long as
// the slip, so the printer cuts right after it. CSS cannot say so (`size: 80mm auto` is invalid and browsers drop
// the whole rule, printing on Letter), so this keeps a named @page rule in step with the slip's height as it
// renders (a ResizeObserver), ready for window.print() and the browser's own print alike. The <style> goes at the
// end of <head> on mount, after the stylesheets loaded so far.
import { useEffect, type RefObject } from "react";

const PX_PER_MM = 96 / 25.4;
/** Room for rounding, so that the last line never spills onto a second page. */
const SLACK_MM = 2;

export interface RollPage {
  /** The named page (`page: NAME` on the slip). */
  name: string;
  widthMm: number;
  /** The slip inside the container, measured. */
  selector: string;
}

export function rollPageRule(page: Pick<RollPage, "name" | "widthMm">, heightPx: number): string {
  const lengthMm = Math.ceil(heightPx / PX_PER_MM + SLACK_MM);
  return `@page ${page.name} { size: ${page.widthMm}mm ${lengthMm}mm; margin: 0; }`;
}

export function useRollPageLength(container: RefObject<HTMLElement | null>, page: RollPage): void {
  const { name, widthMm, selector } = page;
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const style = document.createElement("style");
    style.dataset.rollPage = name;
    document.head.appendChild(style);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => measure());
    let observed: HTMLElement | null = null;
    function measure() {
      const slip = root?.querySelector<HTMLElement>(selector) ?? null;
      // the slip itself grows as its logo loads; the page around it may not
      if (slip && slip !== observed) {
        observed = slip;
        observer?.observe(slip);
      }
      style.textContent = slip ? rollPageRule({ name, widthMm }, slip.getBoundingClientRect().height) : "";
    }
    measure();
    observer?.observe(root);
    window.addEventListener("beforeprint", measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener("beforeprint", measure);
      style.remove();
    };
  }, [container, name, widthMm, selector]);
}
