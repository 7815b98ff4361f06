// Rows of labels as they come off the roll: each row is one 106 mm × 24 mm page, with a page break after every
// row but the last. The print copy is hidden on screen and is all that prints.
import type { PrintLabel } from "../../../common/printing/barcodes";
import { BarcodeLabel } from "./BarcodeLabel";
import "./labels.css";

export interface LabelRowsProps {
  rows: PrintLabel[][];
  demo?: boolean;
  /** Test id prefix: rows get `${testIdPrefix}-row`, labels `${testIdPrefix}-label`. */
  testIdPrefix: string;
}

export function LabelRows({ rows, demo, testIdPrefix }: LabelRowsProps) {
  return rows.map((row, index) => (
    <div
      key={row[0]?.key ?? index}
      className={index < rows.length - 1 ? "barcode-row barcode-row--break" : "barcode-row"}
      data-testid={`${testIdPrefix}-row`}
    >
      {row.map((label) => (
        <BarcodeLabel key={label.key} label={label} demo={demo} testId={`${testIdPrefix}-label`} />
      ))}
    </div>
  ));
}

export function LabelPrintCopy({ rows, demo, testIdPrefix }: LabelRowsProps) {
  return (
    <div className="barcode-print-copy" data-testid={`${testIdPrefix}-print-copy`}>
      <LabelRows rows={rows} demo={demo} testIdPrefix={`${testIdPrefix}-print`} />
    </div>
  );
}
