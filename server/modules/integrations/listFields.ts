// What getIntegrations can filter and sort by, and the joins those names need (the location and the register).
import { and, eq } from "drizzle-orm";
import { INTEGRATION_STATUSES, INTEGRATION_TYPES } from "../../../common/schemas/integration";
import { integrations, locationRegisters, locations } from "../../db/schema";
import type { ListFieldMap } from "../../core/listEngine";

export const integrationLocationJoin = and(eq(locations.tenantId, integrations.tenantId), eq(locations.id, integrations.locationId));
export const integrationRegisterJoin = and(eq(locationRegisters.tenantId, integrations.tenantId), eq(locationRegisters.id, integrations.registerId));

export const integrationListFields: ListFieldMap = {
  id: { column: integrations.id, kind: "uuid" },
  integrationId: { column: integrations.secondaryId, kind: "text" },
  name: { column: integrations.name, kind: "text" },
  type: { column: integrations.type, kind: "enum", values: INTEGRATION_TYPES },
  status: { column: integrations.status, kind: "enum", values: INTEGRATION_STATUSES },
  charges: { column: integrations.charges, kind: "number" },
  locationId: { column: integrations.locationId, kind: "uuid" },
  registerId: { column: integrations.registerId, kind: "uuid" },
  createdAt: { column: integrations.createdAt, kind: "date" },
  updatedAt: { column: integrations.updatedAt, kind: "date" },
  "location.name": { column: locations.name, kind: "text" },
  "register.name": { column: locationRegisters.name, kind: "text" },
};

/** The spec: integrations sort by createdAt, descending. */
export const integrationDefaultSort = [{ field: "createdAt", direction: "DESC" }];
