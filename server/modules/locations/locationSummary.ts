// A location as a document line or a lot shows it (purchase orders, GRNs, stock returns, lots, stock levels):
// the column set for selects and its conversion.
import type { LocationType } from "../../../common/schemas/location";
import { locations } from "../../db/schema";

export interface LocationSummary {
  id: string;
  secondaryId: string;
  name: string;
  type: LocationType;
}

export const locationSummaryColumns = { id: locations.id, secondaryId: locations.secondaryId, name: locations.name, type: locations.type };
export const toLocationSummary = (row: { id: string; secondaryId: string; name: string; type: string }): LocationSummary => ({ ...row, type: row.type as LocationType });
