// What screens show people, from one place each (issue 25, item 18): enum values in words, one date format
// (and the long one with the time), counts with their noun in the right number.
import { describe, expect, it } from "vitest";
import { countText } from "../../../common/format/count";
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate, formatDateTime } from "../../../common/format/date";
import { enumLabel } from "../../../common/format/enumLabel";

describe("enumLabel", () => {
  it("turns codes into words, keeping acronyms", () => {
    expect(enumLabel("PARTIALLY_RECEIVED")).toBe("Partially Received");
    expect(enumLabel("NON_PHARMA")).toBe("Non Pharma");
    expect(enumLabel("POS")).toBe("POS");
    expect(enumLabel("FBR_POSTING")).toBe("FBR Posting");
    expect(enumLabel("BUY_X_GET_Y")).toBe("Buy X Get Y");
  });

  it("reads the activity log's record names (camelCase, kebab-case) and says a held cart is Held", () => {
    expect(enumLabel("purchaseOrder")).toBe("Purchase Order");
    expect(enumLabel("lost-sale")).toBe("Lost Sale");
    expect(enumLabel("register_session")).toBe("Register Session");
    expect(enumLabel("HOLD")).toBe("Held");
    expect(enumLabel(null)).toBe("");
  });
});

describe("dates", () => {
  it("has one date format and one long format with the time", () => {
    expect(DATE_FORMAT).toBe("DD/MM/YYYY");
    expect(DATE_TIME_FORMAT).toBe("DD/MM/YYYY hh:mm A");
    expect(formatDate("2026-11-26")).toBe("26/11/2026");
    expect(formatDateTime(new Date(2026, 10, 26, 18, 32))).toBe("26/11/2026 06:32 PM");
  });

  it("shows a dash for a missing or impossible date", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDateTime("")).toBe("—");
    expect(formatDate("not a date")).toBe("—");
  });
});

describe("countText", () => {
  it("says 1 item and 2 items", () => {
    expect(countText(1, "item")).toBe("1 item");
    expect(countText(2, "item")).toBe("2 items");
    expect(countText(0, "lot")).toBe("0 lots");
    expect(countText(1200, "row")).toBe("1,200 rows");
  });
});
