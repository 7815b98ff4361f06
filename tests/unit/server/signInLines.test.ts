// The start-up log says where to sign in and, when the demo was seeded, which demo logins exist (issue 25).
import { describe, expect, it } from "vitest";
import { signInLines } from "../../../server/seed/demoLogins";

describe("start-up sign-in lines", () => {
  it("names the sign-in address and the demo logins in a table", () => {
    const lines = signInLines("http://localhost:4000", true);
    expect(lines[0]).toBe("Sign in at http://localhost:4000/");
    expect(lines[1]).toContain("Demo logins");
    expect(lines[2]).toMatch(/^ {2}Company +Role +Email +Password$/);
    expect(lines.some((line) => /^ {2}demo +Administrator +admin@demo\.test +Admin@12345$/.test(line))).toBe(true);
    expect(lines.some((line) => /cashier@demo\.test +Cashier@12345/.test(line))).toBe(true);
  });

  it("names no logins when the demo was not seeded", () => {
    expect(signInLines("http://localhost:4000", false)).toEqual(["Sign in at http://localhost:4000/"]);
  });
});
