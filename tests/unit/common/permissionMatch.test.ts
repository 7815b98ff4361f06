import { describe, expect, it } from "vitest";
import { hasPermission, permissionMatches } from "../../../common/permissions/match";

describe("permissionMatches", () => {
  it("matches an identical string", () => {
    expect(permissionMatches("system:users:read", "system:users:read")).toBe(true);
  });

  it("rejects a different segment", () => {
    expect(permissionMatches("system:users:read", "system:users:create")).toBe(false);
    expect(permissionMatches("system:users:read", "system:roles:read")).toBe(false);
  });

  it("rejects shorter and longer required strings without a wildcard", () => {
    expect(permissionMatches("system:users:read", "system:users")).toBe(false);
    expect(permissionMatches("system:users", "system:users:read")).toBe(false);
    expect(permissionMatches("system:users:read", "system:users:read:extra")).toBe(false);
  });

  it("treats a lone '*' as covering everything", () => {
    expect(permissionMatches("*", "system:users:read")).toBe(true);
    expect(permissionMatches("*", "anything")).toBe(true);
  });

  it("lets a trailing '*' cover the rest, including longer strings", () => {
    expect(permissionMatches("system:*", "system:users:read")).toBe(true);
    expect(permissionMatches("system:*", "system:users:read:extra")).toBe(true);
    expect(permissionMatches("sales-orders:pos:*", "sales-orders:pos:open-cash-register")).toBe(true);
    expect(permissionMatches("system:*", "inventory:stock-intake:read")).toBe(false);
  });

  it("needs at least one segment for a trailing '*' to match", () => {
    expect(permissionMatches("system:*", "system")).toBe(false);
  });

  it("lets a middle '*' match exactly one segment", () => {
    expect(permissionMatches("sales-orders:*:read", "sales-orders:return-order:read")).toBe(true);
    expect(permissionMatches("sales-orders:*:read", "sales-orders:return-order:export")).toBe(false);
    expect(permissionMatches("sales-orders:*:read", "sales-orders:return-order:read:extra")).toBe(false);
    expect(permissionMatches("sales-orders:*:read", "sales-orders:read")).toBe(false);
  });

  it("does not treat '*' in the required string as a wildcard", () => {
    expect(permissionMatches("system:users:read", "system:*")).toBe(false);
  });

  it("never matches empty strings", () => {
    expect(permissionMatches("", "")).toBe(false);
    expect(permissionMatches("", "system:users:read")).toBe(false);
    expect(permissionMatches("*", "")).toBe(false);
  });
});

describe("hasPermission", () => {
  it("fails every check when nothing is granted", () => {
    expect(hasPermission([], "system:users:read")).toBe(false);
  });

  it("passes when any granted permission matches", () => {
    const granted = ["product-catalog:product:read", "inventory:*"];
    expect(hasPermission(granted, "inventory:stock-transfer:create")).toBe(true);
    expect(hasPermission(granted, "product-catalog:product:read")).toBe(true);
    expect(hasPermission(granted, "product-catalog:product:create")).toBe(false);
  });
});
