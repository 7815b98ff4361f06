// Enums shared by the catalogue and procurement types.
import { ACTIVE_STATUSES, UNITS_OF_MEASURE } from "../../../common/schemas/taxonomy";
import { builder } from "../../graphql/builder";

export const ActiveStatusEnum = builder.enumType("ActiveStatus", { values: ACTIVE_STATUSES });
export const UnitOfMeasureEnum = builder.enumType("UnitOfMeasure", { values: UNITS_OF_MEASURE });
