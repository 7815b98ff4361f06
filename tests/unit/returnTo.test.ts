import { describe, expect, it } from "vitest";
import { returnPath } from "../../src/providers/returnTo";

describe("the page to return to after signing in", () => {
  it("is the requested path of this app", () => {
    expect(returnPath("?to=%2Finvoice%2Fpo-invoice%2Fabc")).toBe("/invoice/po-invoice/abc");
    expect(returnPath("?to=%2Fapp%2Fsystem%2Flocations%3Fmode%3Dcreate")).toBe("/app/system/locations?mode=create");
  });

  it("is the dashboard otherwise, never another site", () => {
    expect(returnPath("")).toBe("/app");
    expect(returnPath("?to=%2F")).toBe("/app");
    expect(returnPath("?to=https%3A%2F%2Fevil.example")).toBe("/app");
    expect(returnPath("?to=%2F%2Fevil.example")).toBe("/app");
    expect(returnPath("?to=%2F%5Cevil.example")).toBe("/app");
  });
});
