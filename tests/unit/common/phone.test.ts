// toE164Phone: numbers as customers say them, Pakistan by default, valid only for their country, at most 250 characters.
import { describe, expect, it } from "vitest";
import { toE164Phone } from "../../../common/format/phone";
import { customerInputSchema, PHONE_MESSAGE } from "../../../common/schemas/customer";

describe("toE164Phone", () => {
  it.each([
    ["0300 1234567", "+923001234567"],
    ["+92 300 1234567", "+923001234567"],
    ["03001234567", "+923001234567"],
    ["+923001234567", "+923001234567"],
    ["0300-1234567", "+923001234567"],
    ["042 35761234", "+924235761234"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("reads %s as %s", (typed, e164) => {
    expect(toE164Phone(typed)).toBe(e164);
  });

  it.each(["", "abc", "0300 123", "12345", "+92 000 0000000", "+44 20 7946", "0300 12345678901"])("refuses %j", (typed) => {
    expect(toE164Phone(typed)).toBeNull();
  });

  it("refuses strings over 250 characters, even with a valid number at their start", () => {
    const long = `0300 1234567${" ".repeat(239)}`;
    expect(long).toHaveLength(251);
    expect(toE164Phone(long)).toBeNull();
    expect(toE164Phone(long.slice(0, 250))).toBe("+923001234567");
  });
});

describe("the customer schema", () => {
  it("stores the phone in E.164 and names the rule when it is not valid", () => {
    const ok = customerInputSchema.safeParse({ name: "Ayesha", phoneNumber: "0300 1234567" });
    expect(ok.success && ok.data.phoneNumber).toBe("+923001234567");
    const bad = customerInputSchema.safeParse({ name: "Ayesha", phoneNumber: "0300 12" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["phoneNumber", PHONE_MESSAGE]]);
    expect(PHONE_MESSAGE).toBe("Please enter a valid phone number.");
  });
});
