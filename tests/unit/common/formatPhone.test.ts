import { describe, expect, it } from "vitest";
import { isValidPhone, phoneMessage } from "../../../common/format/phone";

describe("isValidPhone", () => {
  it("accepts a Pakistani mobile number in international form", () => {
    expect(isValidPhone("+923001234567")).toBe(true);
  });

  it("reads a national number as Pakistani by default", () => {
    expect(isValidPhone("03001234567")).toBe(true);
    expect(isValidPhone("0300 1234567")).toBe(true);
  });

  it("accepts numbers of other countries in international form", () => {
    expect(isValidPhone("+971501234567")).toBe(true);
  });

  it("rejects numbers the country does not accept", () => {
    expect(isValidPhone("0300123456")).toBe(false);
    expect(isValidPhone("+92123")).toBe(false);
  });

  it("rejects unparseable values", () => {
    expect(isValidPhone("")).toBe(false);
    expect(isValidPhone("not a phone")).toBe(false);
  });

  it("rejects strings over 250 characters", () => {
    expect(isValidPhone(`+923001234567${" ".repeat(250)}`)).toBe(false);
  });

  it("exports the form message", () => {
    expect(phoneMessage).toBe("Please enter a valid phone number");
  });
});
