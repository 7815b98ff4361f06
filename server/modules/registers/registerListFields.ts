// What getLocationRegisters can filter and sort by, and the join those names need (the register's location).
import { and, eq } from "drizzle-orm";
import { RECEIPT_TEMPLATES, REGISTER_PRINT_MODES, REGISTER_STATUSES, REGISTER_TYPES } from "../../../common/schemas/register";
import { locationRegisters, locations } from "../../db/schema";
import type { ListFieldMap } from "../../core/listEngine";

export const registerLocationJoin = and(eq(locations.tenantId, locationRegisters.tenantId), eq(locations.id, locationRegisters.locationId));

export const registerListFields: ListFieldMap = {
  id: { column: locationRegisters.id, kind: "uuid" },
  secondaryId: { column: locationRegisters.secondaryId, kind: "text" },
  name: { column: locationRegisters.name, kind: "text" },
  type: { column: locationRegisters.type, kind: "enum", values: REGISTER_TYPES },
  status: { column: locationRegisters.status, kind: "enum", values: REGISTER_STATUSES },
  currency: { column: locationRegisters.currency, kind: "text" },
  printMode: { column: locationRegisters.printMode, kind: "enum", values: REGISTER_PRINT_MODES },
  receiptTemplate: { column: locationRegisters.receiptTemplate, kind: "enum", values: RECEIPT_TEMPLATES },
  terminalTaxId: { column: locationRegisters.terminalTaxId, kind: "text" },
  locationId: { column: locationRegisters.locationId, kind: "uuid" },
  lastOpenedAt: { column: locationRegisters.lastOpenedAt, kind: "date" },
  lastClosedAt: { column: locationRegisters.lastClosedAt, kind: "date" },
  createdAt: { column: locationRegisters.createdAt, kind: "date" },
  updatedAt: { column: locationRegisters.updatedAt, kind: "date" },
  "location.name": { column: locations.name, kind: "text" },
};

/** The spec: registers sort by name, descending. */
export const registerDefaultSort = [{ field: "name", direction: "DESC" }];
