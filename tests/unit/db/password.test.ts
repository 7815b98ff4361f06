import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../../server/auth/password";

describe("passwords", () => {
  it("hashes with argon2id, 19 MiB, 2 passes, 1 lane, salted", async () => {
    const first = await hashPassword("Admin@12345");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword("Admin@12345")).not.toBe(first);
  });

  it("verifies the right password only, and never throws on a bad hash", async () => {
    const hash = await hashPassword("Admin@12345");
    expect(await verifyPassword(hash, "Admin@12345")).toBe(true);
    expect(await verifyPassword(hash, "admin@12345")).toBe(false);
    expect(await verifyPassword("not a hash", "Admin@12345")).toBe(false);
    expect(await verifyPassword("", "")).toBe(false);
  });
});
