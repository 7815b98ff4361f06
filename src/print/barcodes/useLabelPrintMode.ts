// While a label page is mounted: the body carries a class that the label print rules hang on, and a <style> at
// the end of <head> sets the 106 mm × 24 mm page. Chromium lets the last @page rule win whatever its selector, so
// a rule in labels.css would lose to the A4 rule of print.css whenever that loaded later; appended on mount and
// removed on unmount, this one always comes last and never touches the A4 documents.
import { useEffect } from "react";
import { LABEL_SHEET_HEIGHT_MM, LABEL_SHEET_WIDTH_MM } from "../../../common/printing/barcodes";

const LABEL_PRINT_BODY_CLASS = "barcode-labels-mode";
/** The named page the print copy's rows ask for (labels.css). */
const LABEL_PAGE_NAME = "barcode-label";

const pageSize = `size: ${LABEL_SHEET_WIDTH_MM}mm ${LABEL_SHEET_HEIGHT_MM}mm; margin: 0;`;

export function useLabelPrintMode(): void {
  useEffect(() => {
    document.body.classList.add(LABEL_PRINT_BODY_CLASS);
    const style = document.createElement("style");
    style.dataset.labelPage = LABEL_PAGE_NAME;
    style.textContent = `@page ${LABEL_PAGE_NAME} { ${pageSize} }\n@media print { @page { ${pageSize} } }`;
    document.head.appendChild(style);
    return () => {
      document.body.classList.remove(LABEL_PRINT_BODY_CLASS);
      style.remove();
    };
  }, []);
}
