// Integrations: list, read, create and update (system:integration:*). One reporting integration per register
// (so which authority a sale goes to is never ambiguous), at a location the user may work at. The access token
// and POS ID are sealed (server/core/secretBox.ts) and never read back by a query; reportingIntegrations is what
// the sale and the return read.
import { isUuid } from "../../../common/validation/uuid";
import { randomUUID } from "node:crypto";
import { and, arrayContains, eq, inArray, ne, sql, type Placeholder, type SQL } from "drizzle-orm";
import {
  INTEGRATION_REGISTER_LOCATION_MESSAGE,
  integrationInputSchema,
  integrationRegisterTakenMessage,
  REPORTING_STATUSES,
  updateIntegrationInputSchema,
  type IntegrationInput,
  type IntegrationOrderType,
  type IntegrationStatus,
  type IntegrationType,
} from "../../../common/schemas/integration";
import type { FieldErrors } from "../../../common/validation/fieldErrors";
import type { Tx } from "../../db";
import { nextSecondaryId, SECONDARY_IDS } from "../../db/counters";
import { fiscalPostings, integrations, locationRegisters, locations } from "../../db/schema";
import { assertLocationAllowed, locationScope, type ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import type { ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";
import type { SecretBox } from "../../core/secretBox";
import { requireLocation } from "../locations";
import { lockTenantWrites } from "../../core/writeLocks";
import { recordActivity } from "../../core/activity/recordActivity";
import { fiscalTargetNote, type FiscalTarget } from "./fiscalTargets";
import { integrationDefaultSort, integrationListFields, integrationLocationJoin, integrationRegisterJoin } from "./listFields";

export interface IntegrationRow {
  id: string;
  integrationId: string;
  name: string;
  type: IntegrationType;
  status: IntegrationStatus;
  allowedOrderType: IntegrationOrderType[];
  charges: string;
  logo: string | null;
  locationId: string;
  location: { id: string; name: string };
  registerId: string;
  register: { id: string; name: string };
  createdAt: Date;
  updatedAt: Date;
}

const NOT_FOUND_MESSAGE = "Integration not found.";


/** What a sealed secret is bound to: a box copied to another row, field or tenant does not open. */
export const secretBinding = (tenantId: string, integrationId: string, field: "accessToken" | "posId") => `${tenantId}:integration:${integrationId}:${field}`;

async function selectIntegrations(tx: Tx, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<IntegrationRow[]> {
  const query = tx
    .select({
      id: integrations.id,
      integrationId: integrations.secondaryId,
      name: integrations.name,
      type: integrations.type,
      status: integrations.status,
      allowedOrderTypes: integrations.allowedOrderTypes,
      charges: integrations.charges,
      logo: integrations.logo,
      locationId: integrations.locationId,
      locationName: locations.name,
      registerId: integrations.registerId,
      registerName: locationRegisters.name,
      createdAt: integrations.createdAt,
      updatedAt: integrations.updatedAt,
    })
    .from(integrations)
    .innerJoin(locations, integrationLocationJoin)
    .innerJoin(locationRegisters, integrationRegisterJoin)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ locationName, registerName, allowedOrderTypes, ...row }) => ({
    ...row,
    type: row.type as IntegrationType,
    status: row.status as IntegrationStatus,
    allowedOrderType: allowedOrderTypes as IntegrationOrderType[],
    location: { id: row.locationId, name: locationName },
    register: { id: row.registerId, name: registerName },
  }));
}

async function findIntegration(scope: ServiceScope, id: string): Promise<IntegrationRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE);
  const [row] = await selectIntegrations(scope.tx, and(eq(integrations.tenantId, scope.tenantId), eq(integrations.id, id)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  assertLocationAllowed(scope, row.locationId);
  return row;
}

export function listIntegrations(scope: ServiceScope, args: ListQueryArgs & { locationId?: string | null }): Promise<ListPage<IntegrationRow>> {
  const { tx, tenantId } = scope;
  return runList(tx, args, {
    fields: integrationListFields,
    tieBreaker: integrations.id,
    defaultSort: integrationDefaultSort,
    from: integrations,
    joins: [innerJoin(locations, integrationLocationJoin), innerJoin(locationRegisters, integrationRegisterJoin)],
    where: and(eq(integrations.tenantId, tenantId), locationScope(scope, integrations.locationId, args.locationId)),
    page: (window) => selectIntegrations(tx, window.where, window),
  });
}

export function getIntegration(scope: ServiceScope, id: string): Promise<IntegrationRow> {
  return findIntegration(scope, id);
}

/** What reporting an order needs of an integration (its sealed secrets stay sealed until the worker posts). */
export interface ReportingIntegration {
  id: string;
  name: string;
  type: IntegrationType;
  charges: string;
}

/** The integrations that report a register's orders of this type (ACTIVE or ERROR: see REPORTING_STATUSES). */
export async function reportingIntegrations(tx: Tx, tenantId: string, registerId: string | null, orderType: IntegrationOrderType): Promise<ReportingIntegration[]> {
  if (!registerId) return [];
  const rows = await tx
    .select({ id: integrations.id, name: integrations.name, type: integrations.type, charges: integrations.charges })
    .from(integrations)
    .where(reportingIntegrationsWhere(tenantId, registerId, orderType))
    .orderBy(integrations.createdAt);
  return rows.map((row) => ({ ...row, type: row.type as IntegrationType }));
}

/** reportingIntegrations' condition on the integrations table, over values or placeholders. */
export function reportingIntegrationsWhere(tenantId: string | Placeholder, registerId: string | Placeholder, orderType: IntegrationOrderType | Placeholder): SQL {
  return sql`(${integrations.tenantId} = ${tenantId}::uuid and ${integrations.registerId} = ${registerId}::uuid
    and ${inArray(integrations.status, [...REPORTING_STATUSES])} and ${integrations.allowedOrderTypes} @> array[${orderType}::text])`;
}

/** The integrations a return's credit note goes to: those that reported the sale, if they still report returns. */
export async function returnReportingIntegrations(tx: Tx, tenantId: string, saleId: string): Promise<ReportingIntegration[]> {
  const rows = await tx
    .select({ id: integrations.id, name: integrations.name, type: integrations.type, charges: integrations.charges })
    .from(integrations)
    .innerJoin(fiscalPostings, and(eq(fiscalPostings.tenantId, integrations.tenantId), eq(fiscalPostings.integrationId, integrations.id)))
    .where(
      and(
        eq(integrations.tenantId, tenantId),
        eq(fiscalPostings.orderId, saleId),
        inArray(integrations.status, [...REPORTING_STATUSES]),
        arrayContains(integrations.allowedOrderTypes, ["RETURN"]),
      ),
    )
    .orderBy(integrations.createdAt);
  return rows.map((row) => ({ ...row, type: row.type as IntegrationType }));
}

/** Where each authority's postings would go on this server (fiscalTargets.ts). */
export type FiscalTargets = (type: IntegrationType) => FiscalTarget;

async function checkIntegrationRules(scope: ServiceScope, input: IntegrationInput, targets: FiscalTargets, existingId?: string): Promise<void> {
  const { tx, tenantId } = scope;
  await requireLocation(tx, tenantId, input.locationId);
  const errors: FieldErrors = {};
  // nowhere to post (production without the authority's address): it may not report, so it may not be ACTIVE
  const target = targets(input.type);
  if (REPORTING_STATUSES.includes(input.status) && target === "NONE") errors.status = fiscalTargetNote(input.type, target);
  const [register] = await tx
    .select({ locationId: locationRegisters.locationId })
    .from(locationRegisters)
    .where(and(eq(locationRegisters.tenantId, tenantId), eq(locationRegisters.id, input.registerId)));
  if (!register) throw notFound("Register not found.");
  if (register.locationId !== input.locationId) errors.registerId = INTEGRATION_REGISTER_LOCATION_MESSAGE;
  if (input.status !== "INACTIVE") {
    const [taken] = await tx
      .select({ name: integrations.name })
      .from(integrations)
      .where(
        and(
          eq(integrations.tenantId, tenantId),
          eq(integrations.registerId, input.registerId),
          ne(integrations.status, "INACTIVE"),
          existingId ? ne(integrations.id, existingId) : undefined,
        ),
      )
      .limit(1);
    if (taken) errors.registerId = integrationRegisterTakenMessage(taken.name);
  }
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
}

function columnsOf(input: IntegrationInput) {
  return {
    name: input.name,
    type: input.type,
    status: input.status,
    allowedOrderTypes: input.allowedOrderType,
    charges: String(input.charges),
    logo: input.logo,
    locationId: input.locationId,
    registerId: input.registerId,
  };
}

const activityDetails = (input: IntegrationInput) => ({ name: input.name, type: input.type, status: input.status, registerId: input.registerId });

export async function createIntegration(scope: ServiceScope, secrets: SecretBox, targets: FiscalTargets, raw: unknown): Promise<IntegrationRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(integrationInputSchema, raw);
  assertLocationAllowed(scope, input.locationId);
  await lockTenantWrites(tx, tenantId, "integrations");
  await checkIntegrationRules(scope, input, targets);
  const id = randomUUID();
  const { counter, prefix } = SECONDARY_IDS.integration;
  await tx.insert(integrations).values({
    tenantId,
    id,
    secondaryId: await nextSecondaryId(tx, tenantId, counter, prefix),
    ...columnsOf(input),
    accessTokenSecret: secrets.seal(input.accessToken ?? "", secretBinding(tenantId, id, "accessToken")),
    posIdSecret: secrets.seal(input.posId ?? "", secretBinding(tenantId, id, "posId")),
    createdBy: auth.user.id,
    updatedBy: auth.user.id,
  });
  await recordActivity(scope, { action: "CREATE", entity: "integration", entityId: id, details: activityDetails(input) });
  return findIntegration(scope, id);
}

export async function updateIntegration(scope: ServiceScope, secrets: SecretBox, targets: FiscalTargets, raw: unknown): Promise<IntegrationRow> {
  const { tx, tenantId, auth } = scope;
  const { id, ...input } = parseInput(updateIntegrationInputSchema, raw);
  await findIntegration(scope, id);
  assertLocationAllowed(scope, input.locationId);
  await lockTenantWrites(tx, tenantId, "integrations");
  await checkIntegrationRules(scope, input, targets, id);
  await tx
    .update(integrations)
    .set({
      ...columnsOf(input),
      ...(input.accessToken ? { accessTokenSecret: secrets.seal(input.accessToken, secretBinding(tenantId, id, "accessToken")) } : {}),
      ...(input.posId ? { posIdSecret: secrets.seal(input.posId, secretBinding(tenantId, id, "posId")) } : {}),
      updatedBy: auth.user.id,
      updatedAt: new Date(),
    })
    .where(and(eq(integrations.tenantId, tenantId), eq(integrations.id, id)));
  const secretsChanged = [input.accessToken ? "accessToken" : null, input.posId ? "posId" : null].filter((field) => field !== null);
  await recordActivity(scope, { action: "UPDATE", entity: "integration", entityId: id, details: { ...activityDetails(input), secretsChanged } });
  return findIntegration(scope, id);
}
