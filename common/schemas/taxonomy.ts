// Statuses, units and the small catalogue lookups: generic formulas and tags (created inline from the product form).
import { z } from "zod";
import { requiredText } from "./fields";

/** The spec's generic active status. */
export const ACTIVE_STATUSES = ["ACTIVE", "DEACTIVE", "INACTIVE"] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

/** Units of measure: bought in BOX/CARTON, sold in PIECE/UNIT (any may be used either way). */
export const UNITS_OF_MEASURE = ["BOX", "CARTON", "PIECE", "UNIT"] as const;
export type UnitOfMeasure = (typeof UNITS_OF_MEASURE)[number];

export const STATUS_MESSAGE = "Status is required.";
export const NAME_MESSAGE = "Name is required.";

export const activeStatus = () => z.enum(ACTIVE_STATUSES, { error: STATUS_MESSAGE });

const lookupShape = {
  name: requiredText(NAME_MESSAGE, { label: "Name", max: 120 }),
  status: activeStatus()
    .nullish()
    .transform((value) => value ?? "ACTIVE"),
};

export const genericFormulaInputSchema = z.object(lookupShape);
export const tagInputSchema = z.object(lookupShape);

