import { describe, expect, expectTypeOf, it } from "vitest";
import { loginInputSchema, type LoginInput } from "../../../common/schemas/session";
import { fieldErrorsFromZod } from "../../../common/validation/fieldErrors";

function errorsOf(value: unknown) {
  const result = loginInputSchema.safeParse(value);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

describe("loginInputSchema", () => {
  it("requires email and password", () => {
    expect(errorsOf({})).toEqual({ email: "Email is required", password: "Password is required" });
    expect(errorsOf({ email: " ", password: "" })).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
  });

  it("rejects an invalid email", () => {
    expect(errorsOf({ email: "admin", password: "x" })).toEqual({ email: "Invalid email" });
  });

  it("trims the email and the account, keeps the password as typed", () => {
    expect(loginInputSchema.parse({ email: " admin@demo.test ", password: " Admin@12345 ", accountId: " demo " })).toEqual({
      email: "admin@demo.test",
      password: " Admin@12345 ",
      accountId: "demo",
    });
  });

  it("treats a blank account as absent", () => {
    expect(loginInputSchema.parse({ email: "a@b.co", password: "x", accountId: "" }).accountId).toBeUndefined();
    expect(loginInputSchema.parse({ email: "a@b.co", password: "x" }).accountId).toBeUndefined();
  });
});

it("LoginInput is the parsed input", () => {
  expectTypeOf<LoginInput>().toEqualTypeOf<{ email: string; password: string; accountId: string | undefined }>();
});
