import { describe, expect, it } from "vitest";
import { addDays, isExpiredOn, todayUtc } from "../../../common/schemas/dates";

describe("isExpiredOn", () => {
  it("calls stock expired from its expiry date on: unexpired is exactly expiry > today, the server's filter", () => {
    expect(isExpiredOn("2031-01-30", "2031-01-30")).toBe(true);
    expect(isExpiredOn("2031-01-29", "2031-01-30")).toBe(true);
    expect(isExpiredOn("2031-01-31", "2031-01-30")).toBe(false);
  });

  it("cuts a timestamp to its date", () => {
    expect(isExpiredOn("2031-01-30T23:59:59.000Z", "2031-01-30")).toBe(true);
    expect(isExpiredOn("2031-01-31T00:00:00.000Z", "2031-01-30")).toBe(false);
  });

  it("counts today as the UTC date by default", () => {
    const tomorrow = addDays(todayUtc(), 1);
    expect(isExpiredOn(todayUtc())).toBe(true);
    expect(isExpiredOn(tomorrow)).toBe(false);
  });
});

describe("todayUtc and addDays", () => {
  it("takes the UTC date of an instant, whatever the local zone", () => {
    expect(todayUtc(new Date("2031-01-30T23:30:00-05:00"))).toBe("2031-01-31");
    expect(todayUtc(new Date("2031-01-31T01:00:00+05:00"))).toBe("2031-01-30");
  });

  it("moves across month, year and leap-day boundaries, and back", () => {
    expect(addDays("2031-01-30", 90)).toBe("2031-04-30");
    expect(addDays("2031-12-31", 1)).toBe("2032-01-01");
    expect(addDays("2032-02-28", 1)).toBe("2032-02-29");
    expect(addDays("2031-03-01", -1)).toBe("2031-02-28");
  });
});
