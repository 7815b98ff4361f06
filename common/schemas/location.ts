import { z } from "zod";
import { optionalId, optionalText, requiredId, requiredText } from "./fields";

export const LOCATION_TYPES = ["WAREHOUSE", "RETAIL"] as const;
export const LOCATION_STATUSES = ["ACTIVE", "INACTIVE"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
export type LocationStatus = (typeof LOCATION_STATUSES)[number];

export const LOCATION_NAME_MAX = 120;
export const WAREHOUSE_REQUIRED_MESSAGE = "Warehouse is required for a retail location.";

const locationShape = {
  name: requiredText("Name is required.", { label: "Name", max: LOCATION_NAME_MAX }),
  type: z.enum(LOCATION_TYPES, { error: "Type is required." }),
  status: z.enum(LOCATION_STATUSES, { error: "Status is required." }),
  area: optionalText({ label: "Area", max: 120 }),
  cityId: requiredId("City is required."),
  taxNumber: optionalText({ label: "Tax number", max: 50 }),
  salesTaxNumber: optionalText({ label: "Sales tax number", max: 50 }),
  warehouse_id: optionalId("Please select a valid warehouse."),
};

const RULE_FIELDS: readonly PropertyKey[] = ["type", "warehouse_id"];

// zod 4 cannot .extend() a refined object, so the rule is applied to each finished object schema. `when` lets
// it run beside other fields' errors (zod skips it by default once any field failed), as long as the two
// fields it reads are valid.
function withRetailWarehouseRule<S extends z.ZodType<{ type: LocationType; warehouse_id: string | null }>>(
  schema: S,
) {
  return schema.superRefine(
    (location, ctx) => {
      if (location.type === "RETAIL" && !location.warehouse_id) {
        ctx.addIssue({ code: "custom", path: ["warehouse_id"], message: WAREHOUSE_REQUIRED_MESSAGE });
      }
    },
    {
      when: ({ value, issues }) =>
        typeof value === "object" &&
        value !== null &&
        !issues.some((issue) => RULE_FIELDS.includes(issue.path?.[0] ?? "")),
    },
  );
}

/** The server's LocationInput (createLocation / updateLocation). */
export const locationInputSchema = withRetailWarehouseRule(z.object(locationShape));

/** The location form: the input plus the country whose cities are offered. */
export const locationFormSchema = withRetailWarehouseRule(
  z.object({ ...locationShape, countryId: requiredId("Country is required.") }),
);

export type LocationInput = z.infer<typeof locationInputSchema>;
