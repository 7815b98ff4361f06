// The range being chosen: editable, then locked once confirmed; cancelling unlocks it and clears From and To.
// Errors show for the fields the user has changed, and for both after a confirm attempt.
import { useState } from "react";
import {
  barcodeRangeCount,
  initialBarcodeRange,
  isValidBarcodeRange,
  validateBarcodeRange,
  type BarcodeRange,
  type BarcodeRangeErrors,
} from "../../../common/printing/barcodes";

const untouched = { from: false, to: false };

export interface BarcodeRangeState {
  range: BarcodeRange;
  locked: boolean;
  shownErrors: BarcodeRangeErrors;
  /** Labels of the range when it is valid, else 0. */
  count: number;
  change: (field: keyof BarcodeRange, value: number | null) => void;
  confirm: () => void;
  cancel: () => void;
}

export function useBarcodeRange(total: number): BarcodeRangeState {
  const [range, setRange] = useState<BarcodeRange>(() => initialBarcodeRange(total));
  const [locked, setLocked] = useState(false);
  const [touched, setTouched] = useState(untouched);
  const errors = validateBarcodeRange(range, total);

  return {
    range,
    locked,
    shownErrors: { from: touched.from ? errors.from : undefined, to: touched.to ? errors.to : undefined },
    count: barcodeRangeCount(range, total),
    change: (field, value) => {
      if (locked) return;
      setRange((current) => ({ ...current, [field]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
    },
    confirm: () => {
      setTouched({ from: true, to: true });
      if (isValidBarcodeRange(range, total)) setLocked(true);
    },
    cancel: () => {
      setLocked(false);
      setRange({ from: null, to: null });
      setTouched(untouched);
    },
  };
}
