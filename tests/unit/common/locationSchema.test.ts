import { describe, expect, expectTypeOf, it } from "vitest";
import { locationFormSchema, locationInputSchema, type LocationInput } from "../../../common/schemas/location";
import { fieldErrorsFromZod } from "../../../common/validation/fieldErrors";

const CITY = "7d2f6a0e-3c1b-4e8a-9f3d-2b6c1a0e5d41";
const COUNTRY = "1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed";
const WAREHOUSE = "00000000-0000-0000-0000-000000000001";

const warehouse = { name: "Central Warehouse", type: "WAREHOUSE", status: "ACTIVE", cityId: CITY };
const retail = { name: "Gulberg Store", type: "RETAIL", status: "ACTIVE", cityId: CITY, warehouse_id: WAREHOUSE };

function errorsOf(schema: typeof locationInputSchema | typeof locationFormSchema, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

describe("locationInputSchema", () => {
  it("names every missing required field", () => {
    expect(errorsOf(locationInputSchema, {})).toEqual({
      name: "Name is required.",
      type: "Type is required.",
      status: "Status is required.",
      cityId: "City is required.",
    });
  });

  it("gives the same messages for empty strings", () => {
    expect(errorsOf(locationInputSchema, { name: "   ", type: "", status: "", cityId: "" })).toEqual({
      name: "Name is required.",
      type: "Type is required.",
      status: "Status is required.",
      cityId: "City is required.",
    });
  });

  it("rejects an unknown type or status and a malformed city id", () => {
    expect(errorsOf(locationInputSchema, { ...warehouse, type: "SHOP", status: "OPEN", cityId: "lahore" })).toEqual({
      type: "Type is required.",
      status: "Status is required.",
      cityId: "City is required.",
    });
  });

  it("limits the name to 120 characters", () => {
    expect(errorsOf(locationInputSchema, { ...warehouse, name: "x".repeat(121) })).toEqual({
      name: "Name must be at most 120 characters.",
    });
    expect(locationInputSchema.safeParse({ ...warehouse, name: "x".repeat(120) }).success).toBe(true);
  });

  it("requires a warehouse for a retail location", () => {
    const { warehouse_id: _omitted, ...withoutWarehouse } = retail;
    expect(errorsOf(locationInputSchema, withoutWarehouse)).toEqual({
      warehouse_id: "Warehouse is required for a retail location.",
    });
    expect(errorsOf(locationInputSchema, { ...retail, warehouse_id: "" })).toEqual({
      warehouse_id: "Warehouse is required for a retail location.",
    });
    expect(locationInputSchema.safeParse(retail).success).toBe(true);
  });

  it("reports the warehouse rule together with other field errors", () => {
    expect(errorsOf(locationInputSchema, { type: "RETAIL", status: "ACTIVE", cityId: CITY })).toEqual({
      name: "Name is required.",
      warehouse_id: "Warehouse is required for a retail location.",
    });
  });

  it("reports a malformed warehouse id once, without the retail rule", () => {
    expect(errorsOf(locationInputSchema, { ...retail, warehouse_id: "central" })).toEqual({
      warehouse_id: "Please select a valid warehouse.",
    });
  });

  it("rejects input that is not an object without throwing", () => {
    expect(locationInputSchema.safeParse(null).success).toBe(false);
    expect(locationInputSchema.safeParse("RETAIL").success).toBe(false);
  });

  it("accepts a warehouse location without a warehouse", () => {
    const result = locationInputSchema.parse(warehouse);
    expect(result.warehouse_id).toBeNull();
  });

  it("trims text and turns empty optional fields into null", () => {
    const result = locationInputSchema.parse({
      ...warehouse,
      name: "  Central Warehouse  ",
      area: "  ",
      taxNumber: "",
      salesTaxNumber: " STN-1 ",
      warehouse_id: null,
    });
    expect(result).toEqual({
      name: "Central Warehouse",
      type: "WAREHOUSE",
      status: "ACTIVE",
      area: null,
      cityId: CITY,
      taxNumber: null,
      salesTaxNumber: "STN-1",
      warehouse_id: null,
    });
  });

  it("gives missing optional fields as null", () => {
    const result = locationInputSchema.parse(warehouse);
    expect(result.area).toBeNull();
    expect(result.taxNumber).toBeNull();
    expect(result.salesTaxNumber).toBeNull();
  });
});

describe("locationFormSchema", () => {
  it("also requires the country", () => {
    expect(errorsOf(locationFormSchema, warehouse)).toEqual({ countryId: "Country is required." });
    expect(errorsOf(locationFormSchema, { ...warehouse, countryId: "" })).toEqual({
      countryId: "Country is required.",
    });
    expect(locationFormSchema.safeParse({ ...warehouse, countryId: COUNTRY }).success).toBe(true);
  });

  it("applies the retail warehouse rule", () => {
    expect(errorsOf(locationFormSchema, { ...retail, countryId: COUNTRY, warehouse_id: undefined })).toEqual({
      warehouse_id: "Warehouse is required for a retail location.",
    });
  });
});

describe("LocationInput type", () => {
  it("is the parsed server input", () => {
    expectTypeOf<LocationInput>().toEqualTypeOf<{
      name: string;
      type: "WAREHOUSE" | "RETAIL";
      status: "ACTIVE" | "INACTIVE";
      area: string | null;
      cityId: string;
      taxNumber: string | null;
      salesTaxNumber: string | null;
      warehouse_id: string | null;
    }>();
  });
});
