import { describe, expect, it } from "vitest";
import { formatAddress } from "../../../common/format/address";

describe("formatAddress", () => {
  it("joins the parts in order with commas", () => {
    expect(
      formatAddress({
        buildingNo: "12",
        streetAddress1: "Main Boulevard",
        streetAddress2: "Block C",
        streetName: "Gulberg III",
        city: { name: "Lahore", country: { name: "Pakistan" } },
        state: "Punjab",
        postalCode: "54000",
      }),
    ).toBe("12, Main Boulevard, Block C, Gulberg III, Lahore, Pakistan, Punjab, 54000");
  });

  it("skips blank, null and missing parts", () => {
    expect(
      formatAddress({ buildingNo: " ", streetAddress1: "Main Boulevard", streetAddress2: null, city: null, postalCode: "" }),
    ).toBe("Main Boulevard");
  });

  it("uses flat city and country names when no city is loaded", () => {
    expect(formatAddress({ cityName: "Karachi", countryName: "Pakistan" })).toBe("Karachi, Pakistan");
  });

  it("gives an empty string for no address", () => {
    expect(formatAddress(null)).toBe("");
    expect(formatAddress({})).toBe("");
  });
});
