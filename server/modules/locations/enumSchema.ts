// The location enums, from the shared lists in common/ (AllowedLocation in the session uses LocationType too).
import { LOCATION_STATUSES, LOCATION_TYPES } from "../../../common/schemas/location";
import { builder } from "../../graphql/builder";

export const LocationTypeEnum = builder.enumType("LocationType", { values: LOCATION_TYPES });
export const LocationStatusEnum = builder.enumType("LocationStatus", { values: LOCATION_STATUSES });
