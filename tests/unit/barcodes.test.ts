import { describe, expect, it } from "vitest";
import {
  BARCODE_MAX_PER_PRINT,
  barcodeRangeCount,
  barcodeValue,
  chunkIntoRows,
  demoLabelCount,
  demoLabels,
  displayExpiry,
  initialBarcodeRange,
  labelCountText,
  labelsPerRow,
  layoutName,
  lotLabels,
  parseBarcodeLayout,
  parseBarcodeTotal,
  validateBarcodeRange,
} from "../../common/printing/barcodes";

const start = "Batch number must start from 1 or higher";
const order = "'To' batch number must be greater than or equal to 'From' batch number";

describe("barcode range validation", () => {
  it("accepts a range within the total and the per-print limit", () => {
    expect(validateBarcodeRange({ from: 1, to: 100 }, 250)).toEqual({});
    expect(validateBarcodeRange({ from: 151, to: 250 }, 250)).toEqual({});
    expect(validateBarcodeRange({ from: 7, to: 7 }, 7)).toEqual({});
    expect(barcodeRangeCount({ from: 5, to: 14 }, 20)).toBe(10);
  });

  it("asks batch numbers to start from 1", () => {
    expect(validateBarcodeRange({ from: 0, to: 5 }, 10)).toEqual({ from: start });
    expect(validateBarcodeRange({ from: -3, to: 0 }, 10)).toEqual({ from: start, to: start });
    expect(validateBarcodeRange({ from: null, to: null }, 10)).toEqual({ from: start, to: start });
    expect(validateBarcodeRange({ from: 1.5, to: 3 }, 10).from).toBe(start);
  });

  it("refuses batch numbers above the total", () => {
    expect(validateBarcodeRange({ from: 11, to: 12 }, 10)).toEqual({
      from: "Batch number cannot be greater than total quantity of 10",
      to: "Batch number cannot be greater than total quantity of 10",
    });
    expect(validateBarcodeRange({ from: 5, to: 11 }, 10)).toEqual({ to: "Batch number cannot be greater than total quantity of 10" });
  });

  it("refuses To below From", () => {
    expect(validateBarcodeRange({ from: 8, to: 3 }, 10)).toEqual({ to: order });
    expect(barcodeRangeCount({ from: 8, to: 3 }, 10)).toBe(0);
  });

  it("refuses more than the maximum limit of 100 labels in one print", () => {
    expect(validateBarcodeRange({ from: 1, to: 101 }, 500)).toEqual({ to: "Batch size cannot be greater than maximum limit of 100" });
    expect(validateBarcodeRange({ from: 10, to: 110 }, 500)).toEqual({ to: "Batch size cannot be greater than maximum limit of 100" });
    expect(validateBarcodeRange({ from: 10, to: 109 }, 500)).toEqual({});
    expect(validateBarcodeRange({ from: 1, to: 101 }, 100)).toEqual({ to: "Batch size cannot be greater than maximum limit of 100" });
  });

  it("names the total quantity as the size limit when the total is under 100", () => {
    expect(validateBarcodeRange({ from: 1, to: 60 }, 50)).toEqual({ to: "Batch size cannot be greater than total quantity of 50" });
    // a range that fits the total in size but runs past it is a batch-number error
    expect(validateBarcodeRange({ from: 45, to: 60 }, 50)).toEqual({ to: "Batch number cannot be greater than total quantity of 50" });
  });

  it("offers 1 to the total, capped at 100", () => {
    expect(initialBarcodeRange(40)).toEqual({ from: 1, to: 40 });
    expect(initialBarcodeRange(100)).toEqual({ from: 1, to: 100 });
    expect(initialBarcodeRange(250)).toEqual({ from: 1, to: BARCODE_MAX_PER_PRINT });
    expect(validateBarcodeRange(initialBarcodeRange(1), 1)).toEqual({});
  });
});

describe("query parameters", () => {
  it("reads the total as a whole number of 1 or more", () => {
    expect(parseBarcodeTotal("12")).toBe(12);
    expect(parseBarcodeTotal(" 3 ")).toBe(3);
    for (const bad of [null, undefined, "", "0", "-2", "1.5", "abc", "12abc"]) expect(parseBarcodeTotal(bad)).toBeNull();
  });

  it("defaults the layout to single", () => {
    expect(parseBarcodeLayout(null)).toBe("single");
    expect(parseBarcodeLayout("quad")).toBe("single");
    expect(parseBarcodeLayout("Triple")).toBe("triple");
    expect(parseBarcodeLayout("double")).toBe("double");
    expect([labelsPerRow("single"), labelsPerRow("double"), labelsPerRow("triple")]).toEqual([1, 2, 3]);
    expect(layoutName("single")).toBe("Single (1 label per row)");
    expect(layoutName("triple")).toBe("Triple (3 labels per row)");
  });
});

describe("labels", () => {
  it("encodes the lot code: the id, a tilde, then the batch number", () => {
    expect(barcodeValue("GRN-000007-1", 12)).toBe("GRN-000007-1~12");
  });

  it("makes one label per lot of the range", () => {
    const labels = lotLabels({ id: "GRN-000007-1", name: "Panadol 500mg", expiry: "31/03/2027", from: 3, to: 5 });
    expect(labels.map((label) => label.qrValue)).toEqual(["GRN-000007-1~3", "GRN-000007-1~4", "GRN-000007-1~5"]);
    expect(labels.map((label) => label.code)).toEqual(["GRN-000007-1~3", "GRN-000007-1~4", "GRN-000007-1~5"]);
    expect(labels.map((label) => label.sequence)).toEqual([3, 4, 5]);
    expect(labels[0].expiryLine).toBe("Exp: 31/03/2027");
    expect(lotLabels({ id: "X", name: "", expiry: null, from: 1, to: 1 })[0].expiryLine).toBeNull();
  });

  it("shows ISO expiry dates as DD/MM/YYYY and anything else as given", () => {
    expect(displayExpiry("2027-03-31T00:00:00.000Z")).toBe("31/03/2027");
    expect(displayExpiry("31/03/2027")).toBe("31/03/2027");
    expect(displayExpiry(null)).toBe("");
  });

  it("chunks labels into rows with the remainder last", () => {
    expect(chunkIntoRows([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(chunkIntoRows([1, 2, 3, 4], 2)).toEqual([[1, 2], [3, 4]]);
    expect(chunkIntoRows([1, 2], 1)).toEqual([[1], [2]]);
    expect(chunkIntoRows([], 3)).toEqual([]);
  });
});

describe("label printer demo", () => {
  it("takes the total as a number, 1 when it is not one", () => {
    expect(demoLabelCount("7")).toBe(7);
    expect(demoLabelCount("")).toBe(1);
    expect(demoLabelCount("abc")).toBe(1);
    expect(demoLabelCount("0")).toBe(1);
    expect(demoLabelCount("5000")).toBe(1000);
    expect(demoLabelCount(4.7)).toBe(4);
  });

  it("numbers labels from 1 and shows the first 8 characters of the id as the batch", () => {
    const labels = demoLabels({ id: "PRD-1234567890", name: "", expiry: "31/12/2026", count: 4 });
    expect(labels.map((label) => label.sequence)).toEqual([1, 2, 3, 4]);
    expect(labels[0]).toMatchObject({ name: "Product", code: "PRD-1234567890", batchLine: "B: PRD-1234", expiryLine: "Exp: 31/12/2026" });
    expect(demoLabels({ id: "A", name: "Brufen", expiry: "", count: 1 })[0]).toMatchObject({ name: "Brufen", expiryLine: null });
    expect(chunkIntoRows(labels, 3).map((row) => row.length)).toEqual([3, 1]);
  });

  it("counts labels singular or plural", () => {
    expect(labelCountText(1)).toBe("1 label");
    expect(labelCountText(3)).toBe("3 labels");
  });
});
