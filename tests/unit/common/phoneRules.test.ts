import { describe, expect, it, vi } from "vitest";

// The browser loads the phone library on demand (loadPhoneRules); before it arrives the rules refuse to answer
// rather than pass (or refuse) a number silently.
describe("the phone rules before and after the library loads", () => {
  it("throw until loadPhoneRules has finished, then check the number", async () => {
    vi.resetModules();
    const phone = await import("../../../common/format/phone");
    expect(phone.phoneRulesLoaded()).toBe(false);
    expect(() => phone.isValidPhone("0300 1234567")).toThrow(/not loaded/);
    expect(() => phone.toE164Phone("0300 1234567")).toThrow(/not loaded/);
    await phone.loadPhoneRules();
    expect(phone.phoneRulesLoaded()).toBe(true);
    expect(phone.toE164Phone("0300 1234567")).toBe("+923001234567");
    expect(phone.isValidPhone("0300 12")).toBe(false);
  });
});
